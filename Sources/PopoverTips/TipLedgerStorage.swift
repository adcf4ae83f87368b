import Foundation
import PopoverCore

/// Where a ``TipLedger`` is kept between launches. `UserDefaultsTipLedgerStorage` on
/// Apple platforms (and anywhere Foundation runs); ``MemoryTipLedgerStorage`` in tests.
///
/// ```swift
/// let storage: any TipLedgerStorage = MemoryTipLedgerStorage()
/// var ledger = try storage.loadLedger()
/// ledger.recordEvent("photoSaved")
/// try storage.saveLedger(ledger)
/// ```
public protocol TipLedgerStorage: Sendable {
    /// The saved ledger, or an empty one when none was saved.
    func loadLedger() throws -> TipLedger
    /// Saves `ledger`, replacing what was saved.
    func saveLedger(_ ledger: TipLedger) throws
}

/// A ledger kept in `UserDefaults` as JSON under one key.
///
/// ```swift
/// let storage = UserDefaultsTipLedgerStorage(suiteName: nil, key: "PopoverKit.tips")
/// ```
public struct UserDefaultsTipLedgerStorage: TipLedgerStorage {
    /// The defaults suite (`nil`: the app's standard defaults).
    public let suiteName: String?
    /// The key the JSON is stored under.
    public let key: String

    /// Storage in the suite `suiteName` (`nil`: standard) under `key`.
    ///
    /// ```swift
    /// UserDefaultsTipLedgerStorage(suiteName: "group.example.app").key  // "PopoverKit.tipLedger"
    /// ```
    public init(suiteName: String? = nil, key: String = "PopoverKit.tipLedger") {
        self.suiteName = suiteName
        self.key = key
    }

    private var defaults: UserDefaults { suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard }

    /// The ledger saved under ``key``; empty when there is none. Data that does not
    /// decode throws ``/PopoverCore/PopoverInputError`` naming the key, and a ledger with
    /// a count no ledger can reach throws the one naming that count (nothing is overwritten).
    ///
    /// ```swift
    /// try UserDefaultsTipLedgerStorage().loadLedger()
    /// ```
    public func loadLedger() throws -> TipLedger {
        guard let data = defaults.data(forKey: key) else { return TipLedger() }
        do {
            return try JSONDecoder().decode(TipLedger.self, from: data)
        } catch let error as PopoverInputError {
            throw error
        } catch {
            throw PopoverInputError(field: key, rule: "must hold a tip ledger saved by PopoverKit", value: "\(data.count) bytes that do not decode")
        }
    }

    /// Saves the ledger as JSON under ``key``.
    ///
    /// ```swift
    /// try UserDefaultsTipLedgerStorage().saveLedger(TipLedger())
    /// ```
    public func saveLedger(_ ledger: TipLedger) throws {
        defaults.set(try JSONEncoder().encode(ledger), forKey: key)
    }
}

/// A ledger kept in memory, for tests and previews.
///
/// ```swift
/// let storage = MemoryTipLedgerStorage()
/// try storage.loadLedger().records.isEmpty  // true
/// ```
public final class MemoryTipLedgerStorage: TipLedgerStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var saved = TipLedger()

    /// Empty storage.
    ///
    /// ```swift
    /// let storage = MemoryTipLedgerStorage()
    /// ```
    public init() {}

    /// The last ledger saved, or an empty one.
    ///
    /// ```swift
    /// try MemoryTipLedgerStorage().loadLedger()
    /// ```
    public func loadLedger() throws -> TipLedger {
        lock.lock()
        defer { lock.unlock() }
        return saved
    }

    /// Keeps `ledger`.
    ///
    /// ```swift
    /// try MemoryTipLedgerStorage().saveLedger(TipLedger())
    /// ```
    public func saveLedger(_ ledger: TipLedger) throws {
        lock.lock()
        defer { lock.unlock() }
        saved = ledger
    }
}
