#if canImport(UIKit)
import PopoverCore
import UIKit

/// The session's effects, each handed to the part of the popover whose job it is.
extension PopoverView: PopoverSessionHost {
    var isInWindow: Bool { window != nil }

    var canInstall: Bool { target.container != nil }

    /// Adds the container observer, the outside-tap catcher and the popover, in that
    /// order, to the container.
    func install() {
        guard let container = target.container else { return }
        containerObserver.install(in: container)
        dismissalView.install(in: container)
        dismissalView.dimView.alpha = 0
        container.addSubview(self)
        accessibility.apply(outsideInteraction)   // passthrough views held weakly may have gone since
    }

    func move(to placement: Placement) {
        surface.move(to: placement)
        dismissalView.setNeedsLayout()
        attentionPlayer?.placed(placement)
    }

    func showAtRest() {
        transform = .identity
        alpha = 1
        dismissalView.dimView.alpha = 1
        surface.effectFade.rest()
    }

    /// Plays `animation` as the core fits it to the fill drawn (a see-through fill fades
    /// beside its effect: ``/PopoverCore/PopoverAnimation/fading(for:)``).
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        let custom = dismissing ? dismissAnimation : presentAnimation
        let fitted = surface.fill.map { animation.fading(for: $0, custom: custom != nil) } ?? animation
        UIView.animate(withDuration: fitted.duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.dismissalView.dimView.alpha = dismissing ? 0 : 1
        }
        animator.run(fitted, on: self, besideEffect: surface.effectFade, custom: custom, fromCurrentState: fromCurrentState, completion: completion)
    }

    func stopAnimation() { animator.stop(on: self) }

    /// Follows the keyboard, and takes the Escape key (a hover tooltip takes no key:
    /// its driver hides it).
    func startFollowing() {
        keyboard.start()
        if !isHoverTooltip { accessibility.startKeyCommands(in: target.container) }
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
        dismissalView.dimView.alpha = 1
        surface.effectFade.rest()
    }

    /// Whether VoiceOver's focused element is in the popover: one of its views, or an
    /// element whose container is.
    func holds(_ element: NSObject) -> Bool {
        let view = element as? UIView ?? (element as? UIAccessibilityElement)?.accessibilityContainer as? UIView
        return view?.isDescendant(of: self) ?? false
    }

    /// VoiceOver moves into the popover (not into a hover tooltip: VoiceOver reads its
    /// text as the view's hint).
    func focusContent() {
        if !isHoverTooltip { accessibility.focusContent(outsideInteraction) }
    }

    func focusAnchor() {
        if !isHoverTooltip { accessibility.focusAnchor(target.anchorView) }
    }

    /// Ended: ``onDismiss`` hears it (after the package's hook).
    func notifyEnded(_ ending: PopoverEnding) {
        onDismiss?(self, ending)
    }
}
#endif
