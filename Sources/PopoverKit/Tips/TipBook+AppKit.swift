#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverTips

extension PopoverPanel: TipShowingPopover {}

extension TipBook {
    /// Shows the tip `id` from `anchor` in a ``PopoverPanel`` if its rules allow it now,
    /// and records that it showed (once it is placed on screen) and how it ended, as the
    /// UIKit `show` does: the ledger in `UserDefaults` by default, the same rules. The book
    /// follows the panel by a hook of its own: the panel's `onDismiss` is the app's to set.
    /// Returns the panel, or `nil` when the tip is not eligible.
    ///
    /// ```swift
    /// let book = TipBook()
    /// book.show("share", TipContent(message: "Click here to share"), rules: TipRules(maximumDisplayCount: 1), from: shareButton)
    /// ```
    @discardableResult
    public func show(
        _ id: String, _ content: TipContent, rules: TipRules, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(),
        image: NSImage? = nil, dismissAfter: TimeInterval? = nil, from anchor: NSView,
        preferring directions: [ArrowDirection] = ArrowDirection.arrowed, onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverPanel? {
        show(id, rules: rules, onAction: onAction, make: { onAction in
            PopoverPanel.tip(content, style: style, textStyle: textStyle, image: image, dismissAfter: dismissAfter, onAction: onAction)
        }, present: { $0.present(from: anchor, preferring: directions) })
    }
}
#endif
