#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import PopoverTips

/// One showing of a book's tip, kept in the book's ledger as it goes
/// (``/PopoverTips/TipShowing`` decides): on screen from its first placement (it
/// animates in from there; an action may be used before the animation ends), its action
/// used, its ending. The popover (UIKit's or the Mac's panel) holds this, and so the
/// book, until it ends, so the ending is always kept.
@MainActor
final class TipShowingRecord {
    private let book: TipBook
    private let id: String
    private let rules: TipRules
    private var showing = TipShowing()

    init(book: TipBook, id: String, rules: TipRules) {
        self.book = book
        self.id = id
        self.rules = rules
    }

    /// The tip was placed on screen.
    func placed() {
        if showing.appeared() { book.recordDisplay(of: id) }
    }

    /// One of its actions was used.
    func actionPerformed() { showing.actionPerformed() }

    /// The popover ended: the ending is recorded and the tip's place released.
    func ended(_ popoverEnding: PopoverEnding) {
        if let ending = showing.ended(popoverEnding) { book.record(id, ending, rules: rules) }
        book.release(id)
    }
}
#endif
