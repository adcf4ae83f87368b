#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// What a touch outside the popover does, and whether VoiceOver keeps to it
    /// (`OutsideInteraction`).
    var outsideInteraction: OutsideInteraction {
        OutsideInteraction(outsideTap: outsideTap, hasPassthroughViews: weakPassthroughViews.contains { $0.view != nil }, dim: dim)
    }

    /// Where the popover stands among the others for Escape and touches (a hover tooltip
    /// stands nowhere).
    var stackMembership: StackMembership { StackMembership(isUp: phase.isUp, isHoverTooltip: isHoverTooltip) }

    /// What a touch at `point` (in `container`'s coordinates) does to this popover: the
    /// facts read from the views (popovers above this one come later in `subviews`; a
    /// hover tooltip counts as none, ``/PopoverCore/StackMembership``), the decision
    /// PopoverCore's.
    func touch(at point: CGPoint, in container: UIView, with event: UIEvent?) -> ContainerTouch {
        func isOn(_ popover: PopoverView) -> Bool {
            popover.point(inside: container.convert(point, to: popover), with: event)
        }
        let popovers = container.subviews.compactMap { $0 as? PopoverView }
        let index = popovers.firstIndex { $0 === self }
        let below = index.map { popovers[..<$0] } ?? [], above = index.map { popovers[($0 + 1)...] } ?? popovers[...]
        return outsideInteraction.touch(
            onThisPopover: superview === container && isOn(self),
            onAPopoverAbove: above.contains { $0.stackMembership.countsAsPopoverAbove && isOn($0) },
            onAPassthroughView: isOnPassthroughView(point, in: container, with: event),
            inDimHole: dim.holeContains(point, around: placement?.anchor ?? .null, in: container.bounds),
            onAPopoverBelow: below.contains(where: isOn)
        )
    }

    /// Tells ``onOutsideTap`` of a tap outside that the popover heard.
    func heardOutsideTap() { onOutsideTap?(self) }

    /// Whether a touch at `point` (in `view`'s coordinates) is on a passthrough view.
    private func isOnPassthroughView(_ point: CGPoint, in view: UIView, with event: UIEvent?) -> Bool {
        weakPassthroughViews.contains { entry in
            guard let passthrough = entry.view, !passthrough.isHidden, passthrough.window != nil else { return false }
            return passthrough.point(inside: view.convert(point, to: passthrough), with: event)
        }
    }
}

/// A view held weakly, so passthrough views never keep each other alive.
struct WeakView {
    weak var view: UIView?
}
#endif
