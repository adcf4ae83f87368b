#if canImport(UIKit)
import ObjectiveC
import PopoverCore
import PopoverTips
import UIKit

extension UIView {
    /// Gives this view a hover tooltip for the pointer (iPadOS with a trackpad or mouse,
    /// Mac Catalyst) drawn in `style` in a ``PopoverView``: it shows after
    /// ``ArrowToolTips/timing``'s delay (or `delay`), at once while another tooltip was
    /// just shown, below the pointer (or at the view with an arrow, `placement`), and goes
    /// on a press, when the app goes inactive, or when the pointer leaves. VoiceOver reads
    /// `text` as the view's hint, after the hint the app gave it, which `nil` (removing the
    /// tooltip) gives back.
    ///
    /// ```swift
    /// button.setArrowToolTip("Sort by date, newest first")
    /// ```
    public func setArrowToolTip(_ text: String?, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        (objc_getAssociatedObject(self, &UIKitToolTipTarget.key) as? UIKitToolTipTarget)?.remove()
        accessibilityHint = TooltipHintBox.of(self).hint.set(text, current: accessibilityHint)
        guard let text, !text.isEmpty else {
            objc_setAssociatedObject(self, &UIKitToolTipTarget.key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return
        }
        let target = UIKitToolTipTarget(view: self, text: text, style: style, delay: delay, placement: placement)
        objc_setAssociatedObject(self, &UIKitToolTipTarget.key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// A view's hover tooltip in UIKit: a hover recognizer and a press recognizer that feed
/// the driver, and the popover it shows in the view's window when told.
@MainActor
final class UIKitToolTipTarget: NSObject, HoverTooltipTarget, UIGestureRecognizerDelegate {
    nonisolated(unsafe) static var key: UInt8 = 0
    private weak var view: UIView?
    private let text: String
    private let style: PopoverStyle
    private let delay: TimeInterval?
    private let placement: HoverTooltipPlacement
    private var id = 0
    private var hover: UIHoverGestureRecognizer?
    private var press: UILongPressGestureRecognizer?
    private var popover: PopoverView?

    init(view: UIView, text: String, style: PopoverStyle, delay: TimeInterval?, placement: HoverTooltipPlacement) {
        self.view = view
        self.text = text
        self.style = style
        self.delay = delay
        self.placement = placement
        super.init()
        id = HoverTooltipDriver.shared.register(self)
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        // A press of any length, seen beside the view's own recognizers, never taking the touch.
        let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delegate = self
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(press)
        self.hover = hover
        self.press = press
    }

    /// Takes the tooltip away for good.
    func remove() {
        for recognizer in [hover, press].compactMap({ $0 }) { view?.removeGestureRecognizer(recognizer) }
        HoverTooltipDriver.shared.unregister(id)
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began: HoverTooltipDriver.shared.send(.entered(id, at: location, delay: delay, textLength: text.count))
        case .changed: HoverTooltipDriver.shared.send(.moved(to: location))
        default: HoverTooltipDriver.shared.send(.exited(id))
        }
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { HoverTooltipDriver.shared.send(.pressed) }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    func showTooltip(at pointer: CGPoint) {
        guard let view, let window = view.window else { return }
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = style.dynamicTextColor
        label.isAccessibilityElement = false   // VoiceOver has the view's hint
        let size = label.sizeThatFits(CGSize(width: HoverTooltipText.maximumWidth, height: CGFloat.greatestFiniteMagnitude))
        let insets = HoverTooltipText.insets
        let shown = PopoverView(contentSize: CGSize(width: size.width + insets.left + insets.right,
                                                    height: size.height + insets.top + insets.bottom), style: style)
        // Its measured size, inside the tooltip's insets (the content view is not sized yet).
        label.frame = CGRect(x: insets.left, y: insets.top, width: size.width, height: size.height)
        shown.contentView.addSubview(label)
        shown.isHoverTooltip = true
        // The driver hides it; should its view go first, it still goes in the end.
        shown.dismissAfter = ArrowToolTips.timing.maximumVisible + 1
        shown.isUserInteractionEnabled = false
        shown.outsideTap = .passThrough
        shown.options.showsArrow = placement.showsArrow
        switch placement {
        case .pointer:
            shown.options.alignment = .start
            shown.options.gap = PointerAnchor.gap
            let cursor = PointerAnchor(pointer, cursorHeight: PointerKind.current.reach).rect
            shown.present(from: cursor, in: window, preferring: PointerAnchor.directions, animated: true)
        case .target:
            shown.present(from: view.convert(view.bounds, to: window), in: window, preferring: PointerAnchor.directions, animated: true)
        }
        popover = shown
    }

    func moveTooltip(to pointer: CGPoint) {
        guard popover != nil else { return }
        hideTooltip()
        showTooltip(at: pointer)
    }

    func hideTooltip() {
        popover?.dismiss(animated: true)
        popover = nil
    }
}
#endif
