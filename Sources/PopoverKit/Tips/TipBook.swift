#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Combine
import Foundation
import PopoverCore
import PopoverTips

/// An app's tips and their rules on a device: a ``/PopoverTips/TipLedger`` kept in a
/// ``/PopoverTips/TipLedgerStorage`` (`UserDefaults` by default), asked before a tip shows
/// and told how it went: shown, closed by the user, its action used, timed out. The
/// ledger decides; this loads, presents and saves. The app's ``configuration`` (the display
/// frequency across tips, the testing switch) is this run's, never saved. In SwiftUI,
/// `arrowTip(_:_:rules:book:…)` shows a tip by the book's rules; the book says when it has
/// saved a change (`ObservableObject`), so a tip waiting on an event shows once it happens.
///
/// ```swift
/// let book = TipBook()
/// book.show("share", TipContent(message: "Tap here to share"), rules: TipRules(maximumDisplayCount: 1),
///           from: button, in: view)
/// book.recordEvent("photoSaved")
/// ```
@MainActor
public final class TipBook: ObservableObject {
    /// Where the ledger is kept.
    public let storage: any TipLedgerStorage
    /// The clock; `Date.init` on a device, another in tests and previews.
    public var now: () -> Date = Date.init
    /// Called when the ledger cannot be read or saved (the tip is then not shown).
    public var onStorageError: ((any Error) -> Void)?
    /// How tips behave this run, across every tip (TipKit's `Tips.configure(_:)`): at most
    /// one tip per ``/PopoverTips/TipsConfiguration/displayFrequency``, and the testing
    /// switch (TipKit's `Tips.showAllTipsForTesting()` is `.showAll`).
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// book.configuration = TipsConfiguration(displayFrequency: 86_400)
    /// ```
    public var configuration = TipsConfiguration()
    /// The tips shown and not yet ended (``/PopoverTips/TipReservations``).
    private var reservations = TipReservations()

    /// A book kept in `storage`.
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// book.recordEvent("launched")
    /// ```
    public init(storage: any TipLedgerStorage = UserDefaultsTipLedgerStorage()) {
        self.storage = storage
    }

    /// Notes that the event `name` happened now (TipKit's donation), with an optional
    /// `value`, for rules that wait on it (within a time window, with a value).
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).recordEvent("photoSaved")
    /// TipBook(storage: MemoryTipLedgerStorage()).recordEvent("fileOpened", value: "pdf")
    /// ```
    public func recordEvent(_ name: String, times: Int = 1, value: String? = nil) {
        guard var ledger = load() else { return }
        ledger.recordEvent(name, times: times, value: value, at: now())
        _ = save(ledger)
    }

    /// Sets a parameter the rules compare (TipKit's `@Parameter`); `nil` removes it. A
    /// number that is not finite throws ``/PopoverCore/PopoverInputError``.
    ///
    /// ```swift
    /// try TipBook(storage: MemoryTipLedgerStorage()).setParameter("isLoggedIn", true)
    /// ```
    public func setParameter(_ name: String, _ value: TipParameterValue?) throws {
        guard var ledger = load() else { return }
        try ledger.setParameter(name, value)
        _ = save(ledger)
    }

    /// Ends a tip for good, so it never shows again until reset (TipKit's
    /// `tip.invalidate(reason:)`).
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).invalidate("share", reason: .app)
    /// ```
    public func invalidate(_ id: String, reason: TipInvalidation) {
        guard var ledger = load() else { return }
        ledger.invalidate(id, reason: reason)
        _ = save(ledger)
    }

    /// Forgets a tip's record, so it may show again (a "show tips again" setting).
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).reset("share")
    /// ```
    public func reset(_ id: String) {
        guard var ledger = load() else { return }
        ledger.reset(id)
        _ = save(ledger)
    }

    /// Forgets every tip's record, the events, the parameters, the last showing
    /// (TipKit's `Tips.resetDatastore()`) and every tour's progress, so tours made from the
    /// book afterwards start over: saves an empty ledger, even over one that could not be read.
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).resetAll()
    /// ```
    public func resetAll() {
        _ = save(TipLedger())
    }

    /// Whether the tip may show now, by its rules and the configuration, and no tip shown
    /// with it holds its place; if so it holds one until ``release(_:)``. A ledger the
    /// asking changed (the clock was set back: dates moved back to now, so waits end) is
    /// saved whatever the answer.
    func reserve(_ id: String, rules: TipRules) -> Bool {
        guard var ledger = load() else { return false }
        let loaded = ledger
        let eligible = ledger.checkEligibility(of: id, rules: rules, at: now(), configuration: configuration).isEligible
        if ledger != loaded { _ = save(ledger) }
        return eligible && reservations.reserve(id, rules: rules, configuration: configuration)
    }

    /// The tip ended, or never came: it holds no place.
    func release(_ id: String) {
        reservations.release(id)
    }

    /// Notes that the tip is on screen.
    func recordDisplay(of id: String) {
        guard var ledger = load() else { return }
        ledger.recordDisplay(of: id, at: now())
        _ = save(ledger)
    }

    /// Notes how a showing ended.
    func record(_ id: String, _ ending: TipEnding, rules: TipRules) {
        guard var ledger = load() else { return }
        ledger.recordEnding(of: id, ending, rules: rules)
        _ = save(ledger)
    }

    /// The ledger, or `nil` (told to ``onStorageError``) when it cannot be read.
    func load() -> TipLedger? {
        do { return try storage.loadLedger() } catch {
            onStorageError?(error)
            return nil
        }
    }

    /// Saves `ledger` and says the book changed; `false` (told to ``onStorageError``) when
    /// it cannot be saved.
    func save(_ ledger: TipLedger) -> Bool {
        do {
            try storage.saveLedger(ledger)
            objectWillChange.send()
            return true
        } catch {
            onStorageError?(error)
            return false
        }
    }
}
#endif
