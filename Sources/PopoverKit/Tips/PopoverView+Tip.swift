#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension PopoverView {
    /// A popover that shows a tip: its text laid out by the core (``TipContentView``),
    /// sized to it and resized when Dynamic Type changes; an action's button calls
    /// `onAction` and dismisses it; with `dismissAfter` it goes by itself after that many
    /// seconds on screen (``PopoverView/dismissAfter``: never while VoiceOver runs or has
    /// its focus in the tip; a touch in the tip keeps it). Present it like any ``PopoverView``.
    ///
    /// ```swift
    /// PopoverView.tip(TipContent(message: "Tap here to share"), style: .tooltip, dismissAfter: 5)
    ///     .present(from: button, in: view)
    /// ```
    public static func tip(
        _ content: TipContent, style: PopoverStyle = .system, dismissAfter: TimeInterval? = nil, onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverView {
        let tipView = TipContentView(content: content, style: style)
        let popover = PopoverView(contentSize: tipView.intrinsicContentSize, style: style)
        popover.dismissAfter = dismissAfter
        tipView.frame = popover.contentView.bounds
        tipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(tipView)
        tipView.onSizeChange = { [weak popover] size in popover?.contentSize = size }
        tipView.onAction = { [weak popover] action in
            onAction?(action)
            popover?.dismiss(animated: true)
        }
        return popover
    }
}
#endif
