#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension PopoverView {
    /// A popover that shows a tip: ``TipContentView`` (with `attributedMessage`'s runs in
    /// place of the message, when given) laid out by the core in the room the
    /// popover really gets (a narrow container wraps it narrower), placed again when
    /// Dynamic Type, Bold Text or ``updateTip(_:textStyle:image:animated:)`` changes its
    /// size; an action's button calls `onAction` and dismisses it; with `dismissAfter` it
    /// goes by itself after that many seconds on screen (``PopoverView/dismissAfter``:
    /// never while VoiceOver runs or has its focus in the tip; a touch in the tip keeps
    /// it). Present it like any ``PopoverView``.
    ///
    /// ```swift
    /// PopoverView.tip(TipContent(message: "Tap here to share"), style: .tooltip, textStyle: TipTextStyle(alignment: .center),
    ///                 dismissAfter: 5)
    ///     .present(from: button, in: view)
    /// var emphasis = AttributedString("Share")
    /// emphasis.uiKit.font = .boldSystemFont(ofSize: 13)
    /// PopoverView.tip(TipContent(message: "Tap Share to send it"), attributedMessage: AttributedString("Tap ") + emphasis + AttributedString(" to send it"))
    ///     .present(from: button, in: view)
    /// ```
    public static func tip(
        _ content: TipContent, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(), image: UIImage? = nil,
        attributedMessage: AttributedString? = nil, dismissAfter: TimeInterval? = nil, onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverView {
        let tipView = TipContentView(content: content, style: style, textStyle: textStyle, image: image, attributedMessage: attributedMessage)
        let popover = PopoverView(contentSize: tipView.intrinsicContentSize, style: style)
        popover.dismissAfter = dismissAfter
        tipView.frame = popover.contentView.bounds
        tipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(tipView)
        popover.contentMeasure = { [weak tipView] proposal in tipView?.sizeThatFits(proposal) ?? .zero }
        tipView.onSizeChange = { [weak popover] _ in popover?.setNeedsPlacement() }
        tipView.onAction = { [weak popover] action in
            onAction?(action)
            popover?.dismiss(animated: true)
        }
        return popover
    }

    /// Changes what a tip made by ``tip(_:style:textStyle:image:attributedMessage:dismissAfter:onAction:)``
    /// says while it shows (AMPopTip's `update`): it is laid out again and placed again
    /// for its new size, moving there over 0.25 s when `animated` (at once under Reduce
    /// Motion); VoiceOver is told the layout changed. `nil` keeps the look or image it has.
    /// Does nothing to a popover that is not a tip.
    ///
    /// ```swift
    /// let tip = PopoverView.tip(TipContent(message: "Uploading…"))
    /// tip.present(from: button, in: view)
    /// tip.updateTip(TipContent(message: "Uploading… 80 %"))
    /// ```
    public func updateTip(_ content: TipContent, textStyle: TipTextStyle? = nil, image: UIImage? = nil, animated: Bool = true) {
        guard let tipView = contentView.subviews.lazy.compactMap({ $0 as? TipContentView }).first else { return }
        let change = {
            tipView.content = content
            if let textStyle { tipView.textStyle = textStyle }
            if let image { tipView.image = image }
            self.layoutIfNeeded()
        }
        if animated, !UIAccessibility.isReduceMotionEnabled, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: change)
        } else {
            change()
        }
        // VoiceOver reads the new text.
        VoiceOver.layoutChanged()
    }
}
#endif
