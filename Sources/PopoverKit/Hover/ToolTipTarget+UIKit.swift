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

/// The tooltip's UIKit half: a hover recognizer and a press recognizer that feed the
/// driver, and a ``PopoverView`` in the view's window.
extension ToolTipTarget: UIGestureRecognizerDelegate {
    /// Adds the recognizers: hovering, and a press of any length, seen beside the view's
    /// own recognizers, never taking the touch.
    func startWatching(_ view: UIView) {
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delegate = self
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(press)
        stopWatching = { [weak view] in
            view?.removeGestureRecognizer(hover)
            view?.removeGestureRecognizer(press)
        }
    }

    @objc private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began: entered(at: location)
        case .changed: HoverTooltipDriver.shared.send(.moved(to: location))
        default: HoverTooltipDriver.shared.send(.exited(id))
        }
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { HoverTooltipDriver.shared.send(.pressed) }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    /// The text in the footnote style, inside the tooltip's insets; touches go through.
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
#endif
