#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverTips

extension TipBook {
    /// Shows the tip `id` from `anchor` in a ``PopoverPanel`` if its rules allow it now,
    /// and records that it showed (once it is placed on screen) and how it ended, as the
    /// UIKit `show` does: the ledger in `UserDefaults` by default, the same rules. Returns
    /// the panel, or `nil` when the tip is not eligible.
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
        guard reserve(id, rules: rules) else { return nil }
        var showing = TipShowing()
        let panel = PopoverPanel.tip(
            content, style: style, textStyle: textStyle, image: image, dismissAfter: dismissAfter,
            onAction: { action in
                showing.actionPerformed()
                onAction?(action)
            }
        )
        // The book is held by the panel until it ends, so the ending is always kept.
        panel.onPlacementChange = { [self] _ in
            if showing.appeared() { recordDisplay(of: id) }
        }
        panel.onDismiss = { [self] panel, popoverEnding in
            if let ending = showing.ended(popoverEnding) { record(id, ending, rules: rules) }
            release(id)
            panel.onPlacementChange = nil
            panel.onDismiss = nil
        }
        panel.present(from: anchor, preferring: directions)
        return panel
    }
}
#endif
