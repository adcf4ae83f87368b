#if canImport(UIKit)
import PopoverCore
import UIKit

/// A clear view under a ``PopoverView`` that covers its container and catches the taps
/// that dismiss it. Which touches those are, PopoverCore decides
/// (`OutsideInteraction/touch(onThisPopover:onAnotherPopover:onAPassthroughView:)`):
/// touches on popovers (this one or others above or below) and on passthrough views go
/// through, and all do when outside taps do not dismiss.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: PopoverView?
    /// The reason the last touch taken would dismiss for.
    private var reason: DismissReason = .outsideTap

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Covers `container`, below the popover.
    func install(in container: UIView) {
        frame = container.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(self)
    }

    /// Takes the touches that dismiss, and only those.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview else { return nil }
        guard case let .dismisses(reason) = popover.touch(at: convert(point, to: container), in: container, with: event) else { return nil }
        self.reason = reason
        return self
    }

    @objc private func tapped() { popover?.dismiss(animated: true, reason: reason) }
}
#endif
