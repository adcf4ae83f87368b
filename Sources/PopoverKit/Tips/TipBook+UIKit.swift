#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension TipBook {
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
        _ id: String, _ content: TipContent, rules: TipRules, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(),
        image: UIImage? = nil, dismissAfter: TimeInterval? = nil, from anchor: UIView, in view: UIView,
        onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverView? {
        guard reserve(id, rules: rules) else { return nil }
        let record = TipShowingRecord(book: self, id: id, rules: rules)
        let popover = PopoverView.tip(
            content, style: style, textStyle: textStyle, image: image, dismissAfter: dismissAfter,
            onAction: { action in
                record.actionPerformed()
                onAction?(action)
            }
        )
        popover.onPlacementChange = { _ in record.placed() }
        popover.onDismiss = { popover, ending in
            record.ended(ending)
            popover.onPlacementChange = nil
            popover.onDismiss = nil
        }
        popover.present(from: anchor, in: view)
        return popover
    }
}
#endif
