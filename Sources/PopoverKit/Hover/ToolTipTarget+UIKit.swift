#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension UIView {
    /// Where a hover tooltip's text goes for VoiceOver: the view's hint.
    var toolTipHint: String? {
        get { accessibilityHint }
        set { accessibilityHint = newValue }
    }
}

/// The tooltip's UIKit half: a hover recognizer, a finger's touch recognizer and a
/// pointer's press recognizer that feed the driver, and a ``PopoverView`` in the view's
/// window.
extension ToolTipTarget: UIGestureRecognizerDelegate {
    /// Adds the recognizers: hovering; a finger's touch of any length (the driver times a
    /// long press); and a press of a trackpad, mouse or pencil. Both touch recognizers are
    /// seen beside the view's own recognizers and never take, delay or cancel the touch.
    func startWatching(_ view: UIView) {
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        let finger = watching(FingerRecognizer(target: self, action: #selector(touched(_:))), types: [.direct])
        let press = watching(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))),
                             types: [.indirectPointer, .indirect, .pencil])
        for recognizer in [hover, finger, press] { view.addGestureRecognizer(recognizer) }
        stopWatching = { [weak view] in
            for recognizer in [hover, finger, press] { view?.removeGestureRecognizer(recognizer) }
        }
    }

    /// `recognizer`, recognizing touches of `types` from their start and letting them all go on.
    private func watching(_ recognizer: UILongPressGestureRecognizer, types: [UITouch.TouchType]) -> UILongPressGestureRecognizer {
        recognizer.minimumPressDuration = 0
        recognizer.allowedTouchTypes = types.map { NSNumber(value: $0.rawValue) }
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesBegan = false
        recognizer.delaysTouchesEnded = false
        recognizer.delegate = self
        return recognizer
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began: entered(at: location)
        case .changed: HoverTooltipDriver.shared.send(.moved(to: location))
        default: HoverTooltipDriver.shared.send(.exited(id))
        }
    }

    /// A finger down (maybe a long press), then lifted, or moved away (a drag, a scroll:
    /// the recognizer is cancelled), or its touch cancelled.
    @objc private func touched(_ recognizer: FingerRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            recognizer.start = location
            touchBegan()
        case .changed where hypot(location.x - recognizer.start.x, location.y - recognizer.start.y) > recognizer.allowableMovement:
            recognizer.isEnabled = false   // cancels it, which ends the touch here
            recognizer.isEnabled = true
        case .ended, .cancelled, .failed: HoverTooltipDriver.shared.send(.touchEnded)
        default: break
        }
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { HoverTooltipDriver.shared.send(.pressed) }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    /// The text in the footnote style, inside the tooltip's insets; touches go through (the
    /// pointer over it is seen by ``TooltipPointerWatch``).
    func makeTooltip() -> PopoverView {
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
        shown.isUserInteractionEnabled = false
        shown.outsideTap = .passThrough
        return shown
    }

    /// Below the pointer's cursor (its height as the pointer is now), in the window.
    func present(_ shown: PopoverView, atPointer pointer: CGPoint, of view: UIView) {
        guard let window = view.window else { return }
        let cursor = PointerAnchor(pointer, cursorHeight: PointerKind.current.reach).rect
        shown.present(from: cursor, in: window, preferring: PointerAnchor.directions, animated: true)
    }

    /// Whether a move of the pointer shows `popover` again where it is: in UIKit, whenever
    /// the tooltip was shown, so one whose placement failed near an edge tries again.
    func showsAgain(_ popover: PopoverView) -> Bool { true }

    /// At the view, in its window.
    func present(_ shown: PopoverView, at view: UIView) {
        guard let window = view.window else { return }
        shown.present(from: view.convert(view.bounds, to: window), in: window, preferring: PointerAnchor.directions, animated: true)
    }
}

/// A finger's touch, followed from where it began in the window.
final class FingerRecognizer: UILongPressGestureRecognizer {
    var start = CGPoint.zero
}
#endif
