#if canImport(UIKit)
import PopoverCore
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
        surface.effectFade.rest()
    }

    /// Plays `animation` as the core fits it to the fill drawn (a see-through fill fades
    /// beside its effect: ``/PopoverCore/PopoverAnimation/fading(for:)``).
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        let custom = dismissing ? dismissAnimation : presentAnimation
        let fitted = surface.fill.map { animation.fading(for: $0, custom: custom != nil) } ?? animation
        animator.run(fitted, on: self, besideEffect: surface.effectFade, custom: custom, fromCurrentState: fromCurrentState, completion: completion)
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
        surface.effectFade.rest()
    }

    func focusContent() { accessibility.focusContent(outsideInteraction) }

    func focusAnchor() { accessibility.focusAnchor(target.anchorView) }

    func notifyPresented() { onPresent?(self) }

    func notifyEnded(_ ending: PopoverEnding) { onDismiss?(self, ending) }
}
#endif
