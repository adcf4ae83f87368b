/// Why a presentation ended: every accepted `present` ends exactly once, with one of these.
///
/// ```swift
/// func describe(_ ending: PopoverEnding) -> String {
///     switch ending {
///     case .dismissed(.outsideTap): "tapped outside"
///     case .dismissed: "closed"
///     case .anchorLeftWindow: "anchor gone"
///     case let .placementFailed(reason): "not shown: \(reason)"
///     }
/// }
/// describe(.placementFailed("no window"))  // "not shown: no window"
/// describe(.dismissed(.outsideTap))        // "tapped outside"
/// ```
public enum PopoverEnding: Sendable, Hashable {
    /// Dismissed, saying by whom: the app, an outside tap, the Escape key or VoiceOver
    /// (its escape gesture or its "Dismiss popup" element).
    case dismissed(DismissReason)
    /// The anchor or the container left the window (a navigation pop, a removed row).
    case anchorLeftWindow
    /// There was nowhere to place the popover (the anchor outside the container, an
    /// empty container, a container outside any window); the reason says which.
    case placementFailed(String)
}
