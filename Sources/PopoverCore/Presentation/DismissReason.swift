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
    /// A tap outside the popover (or on its dim), on no popover above it and no
    /// passthrough view, when ``OutsideTap/dismisses``.
    case outsideTap
    /// The Escape key of a hardware keyboard.
    case escapeKey
    /// VoiceOver: its escape gesture (two-finger Z) or its "Dismiss popup" element.
    case voiceOver
    /// A tap on the popover itself, when it dismisses on tap (a tooltip, a toast).
    case popoverTap
    /// Its time on screen ran out (`dismissAfter`; ``TimedDismissal``).
    case timeout
    /// The app stopped being the active app (on the Mac, a transient popover's
    /// ``PopoverBehavior``).
    case appDeactivated

    /// Whether the user closed the popover, rather than the app or its timer.
    ///
    /// ```swift
    /// DismissReason.app.isUserInitiated      // false
    /// DismissReason.timeout.isUserInitiated  // false
    /// ```
    public var isUserInitiated: Bool { self != .app && self != .timeout }
}
