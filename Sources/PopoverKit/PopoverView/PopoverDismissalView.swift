#if canImport(UIKit)
import UIKit

/// A clear view under a ``PopoverView`` that covers its container: a tap on it (outside
/// every popover and passthrough view) dismisses the popover, and its own layout tells
/// the popover when the container's bounds or safe area change.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: PopoverView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Takes the touches that dismiss (``/PopoverCore/OutsideInteraction``): touches on
    /// popovers (this one or others above or below) and on passthrough views go through,
    /// and all do when outside taps do not dismiss.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview else { return nil }
        let rule = popover.outsideInteraction
        guard rule.dismissesOnOutsideTap else { return nil }
        let inContainer = convert(point, to: container)
        let onAPopover = container.subviews.contains { view in
            guard let other = view as? PopoverView else { return false }
            return other.point(inside: container.convert(inContainer, to: other), with: event)
        }
        let onAPassthroughView = !onAPopover && popover.isOnPassthroughView(inContainer, in: container, with: event)
        return rule.touch(onAPopover: onAPopover, onAPassthroughView: onAPassthroughView) == .dismisses ? self : nil
    }

    @objc private func tapped() { popover?.dismiss(animated: true) }

    override func layoutSubviews() {
        super.layoutSubviews()
        popover?.setNeedsPlacement()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        popover?.setNeedsPlacement()
    }
}
#endif
