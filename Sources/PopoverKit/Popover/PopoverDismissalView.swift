#if canImport(UIKit)
import PopoverCore
import UIKit

/// The view under a ``PopoverView`` that covers its container: it draws the popover's
/// ``/PopoverCore/PopoverDim`` and catches the touches outside the popover that the
/// popover hears. Which touches those are, PopoverCore decides
/// (`OutsideInteraction/touch(onThisPopover:onAPopoverAbove:onAPassthroughView:inDimHole:onAPopoverBelow:)`);
/// a touch that also passes through is left to the view below, and dismisses the
/// popover once hit testing is over.
@MainActor
final class PopoverDismissalView: UIView {
    weak var popover: PopoverView?
    /// The last touch taken, and what it does.
    private var taken: ContainerTouch = .blocked
    /// When the last touch that dismissed and passed through began: hit testing runs
    /// more than once per touch (and UIKit reuses its event object), the dismissal once.
    private var passedTimestamp: TimeInterval?
    /// The dim, in a view of its own so that it fades with the popover while this view,
    /// which must stay opaque to hit testing, does not.
    let dimView = UIView()
    private let dim = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        dim.fillRule = .evenOdd
        dimView.isUserInteractionEnabled = false
        dimView.layer.addSublayer(dim)
        addSubview(dimView)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Covers `container`, below the popover.
    func install(in container: UIView) {
        frame = container.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        passedTimestamp = nil
        container.addSubview(self)
        setNeedsLayout()
    }

    /// The dim, from the core, for this view's bounds and the anchor as placed (converted
    /// from the container, whose bounds may not start at zero), without Core Animation's
    /// implicit animations: the hole stays on a moving anchor.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let popover else { return }
        let anchor = popover.placement.map { convert($0.anchor, from: superview) } ?? .null
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dimView.frame = bounds
        dim.frame = bounds
        dim.path = popover.dim.path(around: anchor, in: bounds)?.cgPath
        dim.fillColor = popover.dim.color(for: Appearance(traitCollection)).map { UIColor($0).cgColor }
        CATransaction.commit()
    }

    /// Light and dark dims.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsLayout() }
    }

    /// Takes the touches the popover hears. A touch that dismisses and passes through is
    /// left to the view below; the popover hears of it and goes on the main queue's next
    /// turn, once UIKit has finished dispatching it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview else { return nil }
        let touch = popover.touch(at: convert(point, to: container), in: container, with: event)
        if case let .dismissesAndPassesThrough(reason) = touch {
            if let event, event.type == .touches, popover.phase.isUp, event.timestamp != passedTimestamp {
                passedTimestamp = event.timestamp
                DispatchQueue.main.async { [weak popover] in
                    guard let popover, popover.phase.isUp else { return }
                    popover.heardOutsideTap()
                    popover.dismiss(animated: true, reason: reason)
                }
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
