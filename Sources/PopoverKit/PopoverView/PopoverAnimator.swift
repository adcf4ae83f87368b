#if canImport(UIKit)
import PopoverCore
import UIKit

/// Plays a ``PopoverAnimation`` on a view with UIKit: scale about the layer's anchor
/// point (the arrow tip) and fade, on the animation's curve.
@MainActor
enum PopoverAnimator {
    static func run(_ animation: PopoverAnimation, on view: UIView, completion: @escaping () -> Void) {
        view.transform = CGAffineTransform(scaleX: animation.fromScale, y: animation.fromScale)
        view.alpha = animation.fromAlpha
        let animator = UIViewPropertyAnimator(duration: animation.duration, timingParameters: timing(animation.curve))
        animator.addAnimations {
            view.transform = CGAffineTransform(scaleX: animation.toScale, y: animation.toScale)
            view.alpha = animation.toAlpha
        }
        animator.addCompletion { _ in completion() }
        animator.startAnimation()
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
