import Foundation

/// How an `isPresented` flag (SwiftUI's binding) and a popover's ``PopoverSession`` agree:
/// when the flag may present, when it dismisses, and what the flag and the app hear
/// when a presentation ends.
///
/// A quick true → false → true shows one popover: the flag's own dismissal is
/// interrupted by its present. A dismissal the user made (a tap outside, Escape,
/// VoiceOver) is not: a re-render while it fades out, with the flag still true, must not
/// bring the popover back.
///
/// ```swift
/// var binding = PresentationBinding()
/// binding.shouldPresent(isPresented: true, phase: .hidden)      // true
/// binding.flagTurnedFalse(phase: .shown)                        // true: dismiss it
/// binding.shouldPresent(isPresented: true, phase: .dismissing)  // true: the flag's own dismissal is interrupted
/// ```
@_spi(Plumbing) public struct PresentationBinding: Sendable, Equatable {
    /// The running dismissal is the flag's doing (not the user's).
    private var flagDismissed = false

    /// Nothing presented yet.
    ///
    /// ```swift
    /// PresentationBinding().shouldPresent(isPresented: false, phase: .hidden)  // false
    /// ```
    public init() {}

    /// Whether a flag that reads `isPresented` should present now, with the popover in
    /// `phase`: when it is hidden, or going because the flag turned false.
    ///
    /// ```swift
    /// PresentationBinding().shouldPresent(isPresented: true, phase: .dismissing)  // false: the user dismissed it
    /// ```
    public func shouldPresent(isPresented: Bool, phase: PopoverSession.Phase) -> Bool {
        isPresented && (phase == .hidden || (phase == .dismissing && flagDismissed))
    }

    /// The flag presents: a dismissal from now on is the user's until the flag says otherwise.
    ///
    /// ```swift
    /// var binding = PresentationBinding()
    /// binding.presenting()
    /// ```
    public mutating func presenting() {
        flagDismissed = false
    }

    /// The flag turned false (or the anchor left): whether to dismiss, which is so while
    /// the popover is up.
    ///
    /// ```swift
    /// var binding = PresentationBinding()
    /// binding.flagTurnedFalse(phase: .hidden)  // false: nothing to dismiss
    /// ```
    public mutating func flagTurnedFalse(phase: PopoverSession.Phase) -> Bool {
        guard phase != .hidden else { return false }
        flagDismissed = true
        return true
    }

    /// What follows the end of a presentation, a turn later (state must not change inside
    /// a view update): nothing if a new presentation has begun since; otherwise the flag
    /// goes false if it still reads true, and the app's `onDismiss` runs.
    ///
    /// ```swift
    /// PresentationBinding().afterEnding(isPresented: true, phase: .hidden).setsFlagFalse  // true
    /// ```
    public func afterEnding(isPresented: Bool, phase: PopoverSession.Phase) -> AfterEnding {
        guard phase == .hidden else { return AfterEnding(setsFlagFalse: false, callsOnDismiss: false) }
        return AfterEnding(setsFlagFalse: isPresented, callsOnDismiss: true)
    }

    /// What to do once a presentation has ended.
    ///
    /// ```swift
    /// PresentationBinding().afterEnding(isPresented: false, phase: .presenting).callsOnDismiss  // false
    /// ```
    public struct AfterEnding: Sendable, Equatable {
        /// Set the flag to `false`.
        public var setsFlagFalse: Bool
        /// Call the app's `onDismiss`.
        public var callsOnDismiss: Bool
    }
}
