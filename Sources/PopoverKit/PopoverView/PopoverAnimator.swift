#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

/// Plays a ``/PopoverCore/PopoverAnimation`` on a view, or the app's own animation
/// block, and keeps the running one so the other direction can stop it where it is.
@MainActor
final class PopoverAnimator {
    private var running: UIViewPropertyAnimator?

    /// Starts `animation` (from its own starting values unless `fromCurrentState`) or
    /// hands it to `custom`; `completion` runs when it ends, unless stopped.
    func run(
        _ animation: PopoverAnimation, on view: UIView, custom: PopoverView.CustomAnimation?,
        fromCurrentState: Bool, completion: @escaping () -> Void
    ) {
        if !fromCurrentState {
            view.transform = CGAffineTransform(scaleX: animation.fromScale, y: animation.fromScale)
            view.alpha = animation.fromAlpha
        }
        if let custom, let popover = view as? PopoverView {
            custom(popover, animation, completion)
            return
        }
        let animator = UIViewPropertyAnimator(duration: animation.duration, timingParameters: Self.timing(animation.curve))
        // Weak captures: the animator may keep its blocks, and it is kept here.
        animator.addAnimations { [weak view] in
            view?.transform = CGAffineTransform(scaleX: animation.toScale, y: animation.toScale)
            view?.alpha = animation.toAlpha
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
#endif
