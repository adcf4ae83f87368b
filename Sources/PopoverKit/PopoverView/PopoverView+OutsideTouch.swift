#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// What a touch outside the popover does, and whether VoiceOver keeps to it
    /// (`OutsideInteraction`).
    var outsideInteraction: OutsideInteraction {
        OutsideInteraction(dismissesOnOutsideTap: dismissesOnOutsideTap, hasPassthroughViews: weakPassthroughViews.contains { $0.view != nil })
    }

    /// What a touch at `point` (in `container`'s coordinates) does to this popover: the
    /// facts read from the views, the decision PopoverCore's.
    func touch(at point: CGPoint, in container: UIView, with event: UIEvent?) -> ContainerTouch {
        func isOn(_ popover: PopoverView) -> Bool {
            popover.point(inside: container.convert(point, to: popover), with: event)
        }
        return outsideInteraction.touch(
            onThisPopover: superview === container && isOn(self),
            onAnotherPopover: container.subviews.contains { ($0 as? PopoverView).map { $0 !== self && isOn($0) } ?? false },
            onAPassthroughView: isOnPassthroughView(point, in: container, with: event)
        )
    }

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
