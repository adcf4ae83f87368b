import Foundation

/// The timing of an animation, as a value a UIKit or SwiftUI layer maps to its own.
///
/// ```swift
/// let timing: UITimingCurveProvider
/// switch animation.curve {
/// case let .spring(damping, _):
///     timing = UISpringTimingParameters(dampingRatio: damping)
/// default:
///     timing = UICubicTimingParameters(animationCurve: .easeOut)
/// }
/// ```
public enum MotionCurve: Sendable, Hashable, Codable {
    /// Constant speed.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// A critically or under-damped spring: damping ratio (1 = no bounce) and response in seconds.
    case spring(dampingRatio: CGFloat, response: TimeInterval)
}
