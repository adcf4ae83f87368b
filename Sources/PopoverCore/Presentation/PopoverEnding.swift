/// Why a presentation ended: every accepted `present` ends exactly once, with one of these.
///
/// ```swift
/// func describe(_ ending: PopoverEnding) -> String {
///     if case let .placementFailed(reason) = ending { return "not shown: \(reason)" }
///     return "gone"
/// }
/// describe(.placementFailed("no window"))  // "not shown: no window"
/// ```
public enum PopoverEnding: Sendable, Hashable {
    /// Dismissed: by the app, an outside tap, VoiceOver's escape gesture or the Escape key.
    case dismissed
    /// The anchor or the container left the window (a navigation pop, a removed row).
    case anchorLeftWindow
    /// There was nowhere to place the popover (the anchor outside the container, an
    /// empty container, a container outside any window); the reason says which.
    case placementFailed(String)
}
