#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

/// The session's effects, each handed to the part of the popover whose job it is.
extension PopoverView: PopoverSessionHost {
    var isInWindow: Bool { window != nil }

    /// Adds the container observer, the outside-tap catcher and the popover, in that
    /// order, to the container.
    func install() {
        guard let container = target.container else { return }
        containerObserver.install(in: container)
        dismissalView.install(in: container)
        container.addSubview(self)
        accessibility.apply(outsideInteraction)   // passthrough views held weakly may have gone since
    }

    func move(to placement: Placement) { surface.move(to: placement) }

    func showAtRest() {
        transform = .identity
        alpha = 1
    }

    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        let custom = dismissing ? dismissAnimation : presentAnimation
        animator.run(animation, on: self, custom: custom, fromCurrentState: fromCurrentState, completion: completion)
    }

    func stopAnimation() { animator.stop(on: self) }

    func startFollowing() {
        keyboard.start()
        accessibility.startKeyCommands(in: target.container)
    }

    func stopFollowing() {
        keyboard.stop()
        accessibility.stopKeyCommands()
    }

    func startTrackingAnchor() { anchorTracker = AnchorTracker(popover: self) }

    func stopTrackingAnchor() { anchorTracker = nil }

    func remove() {
        containerObserver.removeFromSuperview()
        dismissalView.removeFromSuperview()
        removeFromSuperview()
        transform = .identity
        alpha = 1
    }

    func focusContent() { accessibility.focusContent(outsideInteraction) }

    func focusAnchor() { accessibility.focusAnchor(target.anchorView) }

    func notifyPresented() { onPresent?(self) }

    func notifyEnded(_ ending: PopoverEnding) { onDismiss?(self, ending) }
}
#endif
