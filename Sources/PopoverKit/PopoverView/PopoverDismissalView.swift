#if canImport(UIKit)
import PopoverCore
import UIKit

/// The view under a ``PopoverView`` that covers its container: it draws the popover's
/// ``/PopoverCore/PopoverDim`` and catches the touches outside the popover that the
/// popover hears. Which touches those are, PopoverCore decides
/// (`OutsideInteraction/touch(onThisPopover:onAPopoverAbove:onAPassthroughView:inDimHole:onAPopoverBelow:)`);
/// a touch that also passes through dismisses here and goes on to the view below.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: PopoverView?
    /// The last touch taken, and what it does.
    private var taken: ContainerTouch = .blocked
    /// The last event a touch dismissed and passed through for: hit testing runs more
    /// than once per touch, the dismissal once.
    private weak var passedEvent: UIEvent?
    private let dim = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        dim.fillRule = .evenOdd
        layer.addSublayer(dim)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Covers `container`, below the popover.
    func install(in container: UIView) {
        frame = container.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(self)
        setNeedsLayout()
    }

    /// The dim, from the core, for the container's bounds and the anchor as placed.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let popover else { return }
        let anchor = popover.placement?.anchor ?? .null
        dim.frame = bounds
        dim.path = popover.dim.path(around: anchor, in: bounds)?.cgPath
        dim.fillColor = popover.dim.color(for: Appearance(traitCollection)).map { UIColor($0).cgColor }
    }

    /// Light and dark dims.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsLayout() }
    }

    /// Takes the touches the popover hears; a touch that dismisses and passes through
    /// dismisses now (once per event) and is left to the view below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview else { return nil }
        let touch = popover.touch(at: convert(point, to: container), in: container, with: event)
        if case let .dismissesAndPassesThrough(reason) = touch {
            if let event, event.type == .touches, passedEvent !== event {
                passedEvent = event
                popover.heardOutsideTap()
                popover.dismiss(animated: true, reason: reason)
            }
            return nil
        }
        guard touch.isOutsideTap else { return nil }
        taken = touch
        return self
    }

    @objc private func tapped() {
        guard let popover else { return }
        popover.heardOutsideTap()
        if case let .dismisses(reason) = taken { popover.dismiss(animated: true, reason: reason) }
    }
}
#endif
