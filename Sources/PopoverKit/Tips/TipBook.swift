#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// An app's tips and their rules on a device: a ``/PopoverTips/TipLedger`` kept in a
/// ``/PopoverTips/TipLedgerStorage`` (`UserDefaults` by default), asked before a tip shows
/// and told how it went: shown, closed by the user, its action used, timed out. The
/// ledger decides; this loads, presents and saves.
///
/// ```swift
/// let book = TipBook()
/// book.show("share", TipContent(message: "Tap here to share"), rules: TipRules(maximumDisplayCount: 1),
///           from: button, in: view)
/// book.recordEvent("photoSaved")
/// ```
@MainActor
public final class TipBook {
    /// Where the ledger is kept.
    public let storage: any TipLedgerStorage
    /// The clock; `Date.init` on a device, another in tests and previews.
    public var now: () -> Date = Date.init
    /// Called when the ledger cannot be read or saved (the tip is then not shown).
    public var onStorageError: ((any Error) -> Void)?

    /// A book kept in `storage`.
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// book.recordEvent("launched")
    /// ```
    public init(storage: any TipLedgerStorage = UserDefaultsTipLedgerStorage()) {
        self.storage = storage
    }

    /// Shows the tip `id` from `anchor` in `view` if its rules allow it now, and records
    /// that it showed (once it is on screen: one that never appears uses up no display)
    /// and how it ended (``/PopoverTips/TipShowing``); the tip keeps the book until it ends,
    /// so a book in a local variable still hears of it. Returns the popover, or `nil` when
    /// it is not eligible (or the ledger could not be read).
    ///
    /// ```swift
    /// let book = TipBook(storage: MemoryTipLedgerStorage())
    /// _ = book.show("share", TipContent(message: "Tap here to share"), rules: TipRules(maximumDisplayCount: 1), from: button, in: view)
    /// ```
    @discardableResult
    public func show(
        _ id: String, _ content: TipContent, rules: TipRules, style: PopoverStyle = .system, dismissAfter: TimeInterval? = nil,
        from anchor: UIView, in view: UIView, onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverView? {
        guard var ledger = load() else { return nil }
        let loaded = ledger
        guard ledger.checkEligibility(of: id, rules: rules, at: now()).isEligible else {
            // The clock was set back: keep the showing moved back to now, so the wait ends.
            if ledger != loaded { _ = save(ledger) }
            return nil
        }
        var showing = TipShowing()
        let popover = PopoverView.tip(
            content, style: style, dismissAfter: dismissAfter,
            onAction: { action in
                showing.actionPerformed()
                onAction?(action)
            }
        )
        // The book is held by the popover until it ends, so the ending is always kept.
        popover.onPresent = { [self] _ in
            guard showing.appeared(), var ledger = load() else { return }
            ledger.recordDisplay(of: id, at: now())
            _ = save(ledger)
        }
        popover.onDismiss = { [self] _, popoverEnding in
            if let ending = showing.ended(popoverEnding) { record(id, ending, rules: rules) }
        }
        popover.present(from: anchor, in: view)
        return popover
    }

    /// Notes that the event `name` happened (TipKit's donation), for rules that wait on it.
    ///
    /// ```swift
    /// TipBook(storage: MemoryTipLedgerStorage()).recordEvent("photoSaved")
    /// ```
    public func recordEvent(_ name: String, times: Int = 1) {
        guard var ledger = load() else { return }
        ledger.recordEvent(name, times: times)
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

    private func record(_ id: String, _ ending: TipEnding, rules: TipRules) {
        guard var ledger = load() else { return }
        ledger.recordEnding(of: id, ending, rules: rules)
        _ = save(ledger)
    }

    private func load() -> TipLedger? {
        do { return try storage.loadLedger() } catch {
            onStorageError?(error)
            return nil
        }
    }

    private func save(_ ledger: TipLedger) -> Bool {
        do {
            try storage.saveLedger(ledger)
            return true
        } catch {
            onStorageError?(error)
            return false
        }
    }
}
#endif
