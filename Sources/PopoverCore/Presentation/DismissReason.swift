/// Who or what dismissed a popover: the app, a tap outside it, the Escape key or
/// VoiceOver. It comes with ``PopoverEnding/dismissed(_:)``, so an app can react to a
/// tap outside (say, save a draft) and not to its own `dismiss`.
///
/// ```swift
/// let ending = PopoverEnding.dismissed(.outsideTap)
/// ending == .dismissed(.outsideTap)            // true
/// DismissReason.escapeKey.isUserInitiated  // true
/// ```
public enum DismissReason: Sendable, Hashable, CaseIterable {
    /// The app asked (`dismiss(animated:)`, a SwiftUI binding set to false,
    /// `dismissArrowPopover`, or a present into another container).
    case app
    /// A tap outside the popover, on no other popover and no passthrough view
    /// (`ContainerTouch/dismisses(_:)`).
    case outsideTap
    /// The Escape key of a hardware keyboard.
    case escapeKey
    /// VoiceOver: its escape gesture (two-finger Z) or its "Dismiss popup" element.
    case voiceOver

    /// Whether the user closed the popover, rather than the app.
    ///
    /// ```swift
    /// DismissReason.app.isUserInitiated  // false
    /// ```
    public var isUserInitiated: Bool { self != .app }
}
