#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension PopoverView: TipShowingPopover {}

extension TipBook {
    /// Shows the tip `id` from `anchor` in `view` if its rules allow it now, and records
    /// that it showed (once it is on screen: one that never appears uses up no display)
    /// and how it ended (``/PopoverTips/TipShowing``); the tip keeps the book until it ends,
    /// so a book in a local variable still hears of it. The book follows the popover by a
    /// hook of its own: the returned popover's `onDismiss` is the app's to set. Returns the
    /// popover, or `nil` when it is not eligible (or the ledger could not be read).
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
        show(id, rules: rules, onAction: onAction, make: { onAction in
            PopoverView.tip(content, style: style, textStyle: textStyle, image: image, dismissAfter: dismissAfter, onAction: onAction)
        }, present: { $0.present(from: anchor, in: view) })
    }
}
#endif
