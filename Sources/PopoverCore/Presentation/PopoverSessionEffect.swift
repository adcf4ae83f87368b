import Foundation

/// What the view showing a popover must do, in order, after ``PopoverSession/handle(_:)``.
/// The view performs these and decides nothing else.
///
/// ```swift
/// var session = PopoverSession()
/// let request = PlacementRequest(anchor: CGRect(x: 40, y: 40, width: 44, height: 44),
///                                container: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                contentSize: CGSize(width: 200, height: 100))
/// for effect in session.handle(.present(request, motion: .standard)) {
///     switch effect {
///     case let .move(placement): print(placement.frame)
///     default: print(effect)
///     }
/// }
/// ```
package enum PopoverSessionEffect: Sendable, Equatable {
    /// Add the popover and its outside-tap catcher to the container, and make it
    /// ready for VoiceOver (modal, with a dismiss element).
    case install
    /// Put the popover at this placement (frame, arrow, content; the layer's anchor
    /// point on the arrow tip).
    case move(Placement)
    /// Show the popover at rest: full size, opaque.
    case showAtRest
    /// Run `animation`; report `PopoverSessionEvent/animationFinished(_:)` with
    /// `token` when it ends, or once `deadline` seconds have passed, whichever is first.
    /// `fromCurrentState` means another animation was interrupted: start from where the
    /// view is now, not from `animation`'s starting values.
    case animate(PopoverAnimation, token: AnimationToken, fromCurrentState: Bool, deadline: TimeInterval)
    /// Stop the running animation where it is, without its completion.
    case stopAnimation
    /// Start following the anchor, the keyboard and the container.
    case startFollowing
    /// Stop following them.
    case stopFollowing
    /// Start watching the anchor view every display frame (after ``startFollowing``).
    case startTrackingAnchor
    /// Stop watching it.
    case stopTrackingAnchor
    /// Remove the popover and its outside-tap catcher.
    case remove
    /// Move VoiceOver into the popover's content.
    case focusContent
    /// Move VoiceOver back to the anchor.
    case focusAnchor
    /// Call the app's "presented" callback (once per presentation).
    case notifyPresented
    /// Call the app's "dismissed" callback (once per presentation, last of all).
    case notifyEnded(PopoverEnding)
}
