#if canImport(UIKit)
import PopoverCore
import UIKit

/// Plays a ``/PopoverCore/PopoverAnimation`` on a view, or the app's own animation
/// block, and keeps the running one so the other direction can stop it where it is. A
/// ``/PopoverCore/PopoverAnimation/Fade/besideEffect`` fade leaves the view opaque and
/// fades what lies beside the see-through effect while the effect appears or goes.
@MainActor
final class PopoverAnimator {
    private var running: UIViewPropertyAnimator?

    /// Starts `animation` (from its own starting values unless `fromCurrentState`) or
    /// hands it to `custom`; `completion` runs when it ends, unless stopped.
    func run(
        _ animation: PopoverAnimation, on view: UIView, besideEffect: EffectFade, custom: PopoverView.CustomAnimation?,
        fromCurrentState: Bool, completion: @escaping () -> Void
    ) {
        let fade = animation.fade == .besideEffect ? besideEffect : nil
        if !fromCurrentState {
            view.transform = CGAffineTransform(scaleX: animation.fromScale, y: animation.fromScale)
            Self.set(animation.fromAlpha, on: view, fade, over: animation.duration)
        }
        if let custom, let popover = view as? PopoverView {
            custom(popover, animation, completion)
            return
        }
        let animator = UIViewPropertyAnimator(duration: animation.duration, timingParameters: Self.timing(animation.curve))
        // Weak captures: the animator may keep its blocks, and it is kept here.
        animator.addAnimations { [weak view] in
            guard let view else { return }
            view.transform = CGAffineTransform(scaleX: animation.toScale, y: animation.toScale)
            Self.set(animation.toAlpha, on: view, fade, over: animation.duration)
        }
        animator.addCompletion { [weak self] _ in
            self?.running = nil
            completion()
        }
        running = animator
        animator.startAnimation()
    }

    /// Stops the running animation, leaving the view where it shows now, without its
    /// completion. A custom animation's layer animations are removed after the view takes
    /// the transform and opacity it shows.
    func stop(on view: UIView) {
        if let running, running.state == .active {
            running.stopAnimation(true)
        } else {
            if let shown = view.layer.presentation() {
                view.transform = shown.affineTransform()
                view.alpha = CGFloat(shown.opacity)
            }
            view.layer.removeAllAnimations()
        }
        running = nil
    }

    /// The opacity `alpha` on the whole view, or beside its effect (the effect shown when
    /// anything of the popover is).
    private static func set(_ alpha: CGFloat, on view: UIView, _ fade: EffectFade?, over duration: TimeInterval) {
        guard let fade else {
            view.alpha = alpha
            return
        }
        view.alpha = 1
        for beside in fade.views { beside.alpha = alpha }
        fade.showEffect(alpha > 0, duration)
    }

    private static func timing(_ curve: MotionCurve) -> UITimingCurveProvider {
        switch curve {
        case let .spring(damping, _): UISpringTimingParameters(dampingRatio: damping)
        case .linear: UICubicTimingParameters(animationCurve: .linear)
        case .easeIn: UICubicTimingParameters(animationCurve: .easeIn)
        case .easeOut: UICubicTimingParameters(animationCurve: .easeOut)
        case .easeInOut: UICubicTimingParameters(animationCurve: .easeInOut)
        }
    }
}

/// What a ``/PopoverCore/PopoverAnimation/Fade/besideEffect`` fade changes: the views
/// beside the see-through effect (content, strokes, shadow), and the effect, shown or
/// taken away.
@MainActor
struct EffectFade {
    /// The views that take the animation's opacity.
    var views: [UIView]
    /// Gives the effect (`true`) or takes it away, over a duration (where the effect is
    /// animated by other means than UIKit's animation block: SwiftUI's glass).
    var showEffect: (Bool, TimeInterval) -> Void

    /// Everything back at rest: the views opaque, the effect shown.
    func rest() {
        for view in views { view.alpha = 1 }
        showEffect(true, 0)
    }
}
#endif
