import Foundation

/// What happens to a popover, fed into ``PopoverSession/handle(_:)`` by the view that
/// shows it.
///
/// ```swift
/// var session = PopoverSession()
/// session.handle(.anchorLeftWindow).isEmpty  // true: nothing is shown
/// ```
package enum PopoverSessionEvent: Sendable, Equatable {
    /// Show the popover (or, if it is already up, point it at a new anchor). Every
    /// present chooses its direction afresh from the first permitted one. `followsAnchor`:
    /// the anchor is a view to watch frame by frame, not a fixed rectangle. A `nil`
    /// request (the container or the anchor view is in no window) fails with
    /// ``PopoverSession/noWindowReason``. `inAnotherContainer`: a popover that is up ends
    /// in its old container first, then appears in the new one.
    case present(PlacementRequest?, motion: PresentationMotion, followsAnchor: Bool = false, inAnotherContainer: Bool = false)
    /// Hide it; the ending says who asked (``PopoverEnding/dismissed(_:)``).
    case dismiss(motion: PresentationMotion, reason: DismissReason = .app)
    /// The animation with this token finished (or its deadline passed).
    case animationFinished(AnimationToken)
    /// The container's bounds or safe area, the keyboard, or a followed anchor may have
    /// changed: place again, keeping the current side while it still fits. The same
    /// request as last time changes nothing (a view may send this every display frame);
    /// `nil` (the container or the anchor view left the window) ends the presentation.
    case layoutChanged(PlacementRequest?)
    /// The anchor or the container left the window.
    case anchorLeftWindow
    /// The view could not even build a request (say, the container is in no window).
    case placementFailed(String)
}
