import Foundation

/// What happens to a popover, fed into ``PopoverSession/handle(_:)`` by the view that
/// shows it.
///
/// ```swift
/// var session = PopoverSession()
/// session.handle(.anchorLeftWindow).isEmpty  // true: nothing is shown
/// ```
public enum PopoverSessionEvent: Sendable, Equatable {
    /// Show the popover (or, if it is already up, point it at a new anchor). Every
    /// present chooses its direction afresh from the first permitted one. `followsAnchor`:
    /// the anchor is a view to watch frame by frame, not a fixed rectangle.
    case present(PlacementRequest, motion: PresentationMotion, followsAnchor: Bool = false)
    /// Hide it.
    case dismiss(motion: PresentationMotion)
    /// The animation with this token finished (or its deadline passed).
    case animationFinished(AnimationToken)
    /// The container's bounds or safe area, the keyboard, or a followed anchor changed:
    /// place again, keeping the current side while it still fits.
    case layoutChanged(PlacementRequest)
    /// The anchor or the container left the window.
    case anchorLeftWindow
    /// The view could not even build a request (say, the container is in no window).
    case placementFailed(String)
}
