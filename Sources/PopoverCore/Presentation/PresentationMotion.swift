import Foundation

/// How a popover appears or goes: not animated, the standard scale-and-fade, or the
/// fade alone that Reduce Motion asks for.
///
/// ```swift
/// let motion = PresentationMotion(animated: true, reduceMotion: false)  // .standard
/// ```
package enum PresentationMotion: Sendable, Hashable {
    /// At once, without animation (and without a custom animation block).
    case none
    /// Scale out of the arrow and fade (``PopoverAnimation/presentation(for:reduceMotion:)``).
    case standard
    /// Fade only, for Reduce Motion.
    case reduced

    /// The motion for UIKit's `animated` flag and the Reduce Motion setting.
    ///
    /// ```swift
    /// PresentationMotion(animated: false, reduceMotion: true)  // PresentationMotion.none
    /// ```
    public init(animated: Bool, reduceMotion: Bool) {
        self = animated ? (reduceMotion ? .reduced : .standard) : .none
    }
}
