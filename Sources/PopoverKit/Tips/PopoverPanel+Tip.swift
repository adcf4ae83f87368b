#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverTips
import SwiftUI

extension PopoverPanel {
    /// A panel showing a text tip (``ArrowTipView``, at the Mac's text sizes), sized to
    /// its text and shrunk to fit; an action's button calls `onAction`, then the panel
    /// closes. Present it like any panel.
    ///
    /// ```swift
    /// let tip = PopoverPanel.tip(TipContent(title: "Share", message: "Send this photo"), dismissAfter: 8)
    /// tip.present(from: shareButton, preferring: [.up, .down])
    /// ```
    public static func tip(
        _ content: TipContent, style: PopoverStyle = .system, textStyle: TipTextStyle = TipTextStyle(), image: NSImage? = nil,
        attributedMessage: AttributedString? = nil, dismissAfter: TimeInterval? = nil, onAction: ((TipAction) -> Void)? = nil
    ) -> PopoverPanel {
        let panel = PopoverPanel(contentSize: .zero, style: style)
        panel.dismissAfter = dismissAfter
        let tipView = ArrowTipView(
            tip: content, style: style, textStyle: textStyle, image: image.map(Image.init(nsImage:)),
            attributedMessage: attributedMessage
        ) { [weak panel] action in
            onAction?(action)
            panel?.dismiss(animated: true)
        }
        let hosting = NSHostingController(rootView: tipView)
        hosting.view.frame = panel.contentView.bounds
        hosting.view.autoresizingMask = [.width, .height]
        panel.contentView.addSubview(hosting.view)
        panel.tipHost = hosting
        panel.contentMeasure = { proposal in hosting.sizeThatFits(in: proposal) }
        return panel
    }
}
#endif
