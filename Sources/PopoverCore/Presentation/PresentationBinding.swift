import Foundation

/// How a presenting value (SwiftUI's `isPresented` flag, or an optional item by its id)
/// and a popover's ``PopoverSession`` agree: when the value may present, when it
/// dismisses, and what the value and the app hear when a presentation ends.
///
/// `Identity` is what the value holds: a constant for a flag (`true`), the item's id for
/// an item. `nil` means nothing is asked for.
///
/// - A quick true → false → true shows one popover: the flag's own dismissal is
///   interrupted by its present.
/// - A dismissal the user made (a tap outside, Escape, VoiceOver) is not: a re-render
///   while it fades out, or in the turn before the ending is reported, with the value
///   still holding what was shown, must not bring the popover back.
/// - Another identity while the popover is up replaces the content in place; another
///   identity while the user's dismissal fades out presents it (the dismissal turns
///   round, as a swap in place).
/// - Every presentation ends once and is reported once (`onDismiss` runs once); until
///   it is reported nothing presents, and the report clears the value only if it still
///   holds what ended: a value set anew in that turn is presented instead.
/// - ``presentations`` counts presentations begun from hidden, so the content can
///   start afresh (with new state) for each, as SwiftUI's own popover does.
///
/// ```swift
/// var binding = PresentationBinding<Bool>()
/// binding.shouldPresent(true, phase: .hidden)       // true
/// binding.flagTurnedFalse(phase: .shown)            // true: dismiss it
/// binding.shouldPresent(true, phase: .dismissing)   // true: the flag's own dismissal is interrupted
/// ```
package struct PresentationBinding<Identity: Hashable>: Equatable {
    /// The running dismissal is the value's doing (not the user's).
    private var flagDismissed = false
    /// What the running (or last) presentation shows.
    private var shown: Identity?
    /// An ending is not yet reported to the value and the app.
    private var endingWaits = false
    /// The identity the value still holds from the presentation that ended; `nil` once
    /// the value let go of it (it turned `nil`, or its dismissal was the value's).
    private var endingHeld: Identity?
    /// How many presentations have begun from hidden: a new number, a fresh content
    /// (SwiftUI's `.id(presentations)` on it). A dismissal turned round keeps the number.
    ///
    /// ```swift
    /// PresentationBinding<Bool>().presentations  // 0
    /// ```
    public private(set) var presentations = 0

    /// Nothing presented yet.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Int>()
    /// binding.shouldPresent(nil, phase: .hidden)  // false
    /// ```
    public init() {}

    /// Whether the value, holding `identity`, should present now, with the popover in
    /// `phase`: when it is hidden and no ending waits for its report, or going because
    /// the value turned `nil` or now holds another identity. Another identity while
    /// the popover is up is taken as shown (the content is replaced in place) and
    /// presents nothing.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Int>()
    /// binding.shouldPresent(1, phase: .dismissing)  // true: another identity than the one going
    /// ```
    public mutating func shouldPresent(_ identity: Identity?, phase: PopoverSession.Phase) -> Bool {
        guard let identity, !endingWaits else { return false }
        switch phase {
        case .hidden:
            return true
        case .dismissing:
            return flagDismissed || identity != shown
        case .presenting, .shown:
            shown = identity
            return false
        }
    }

    /// The value presents `identity`, the popover in `phase` before it: a dismissal from
    /// now on is the user's until the value says otherwise; from hidden, a new
    /// presentation is counted.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Int>()
    /// binding.presenting(7, phase: .hidden)
    /// binding.presentations  // 1
    /// ```
    public mutating func presenting(_ identity: Identity, phase: PopoverSession.Phase) {
        if phase == .hidden { presentations += 1 }
        shown = identity
        flagDismissed = false
    }

    /// The value turned `nil` (false): whether to dismiss, which is so while the popover
    /// is up. An ending still waiting for its report no longer clears the value: what
    /// the value holds next is a new request.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Bool>()
    /// binding.flagTurnedFalse(phase: .hidden)  // false: nothing to dismiss
    /// ```
    public mutating func flagTurnedFalse(phase: PopoverSession.Phase) -> Bool {
        endingHeld = nil
        guard phase != .hidden else { return false }
        flagDismissed = true
        return true
    }

    /// The anchor left the view hierarchy: whether to dismiss (at once), which is so
    /// while the popover is up. Not the value's doing: the report clears the value.
    ///
    /// ```swift
    /// PresentationBinding<Bool>().anchorLeft(phase: .shown)  // true
    /// ```
    public func anchorLeft(phase: PopoverSession.Phase) -> Bool {
        phase != .hidden
    }

    /// The session ended a presentation (`PopoverSessionEffect/notifyEnded(_:)`), the
    /// popover now in `phase`. Hidden: the ending waits for ``afterEnding(_:phase:)``
    /// and nothing presents until then. Up again (a present into another container,
    /// in the same batch): the new presentation goes on, and nothing is reported.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Bool>()
    /// binding.presenting(true, phase: .hidden)
    /// binding.ended(phase: .hidden)
    /// binding.shouldPresent(true, phase: .hidden)  // false: the ending is not reported yet
    /// ```
    public mutating func ended(phase: PopoverSession.Phase) {
        guard phase == .hidden else { return }
        endingWaits = true
        endingHeld = flagDismissed ? nil : shown
    }

    /// The report of an ending, a turn later (state must not change inside a view
    /// update), the value now holding `identity`: the app's `onDismiss` runs; the value
    /// is cleared if it still holds what ended; if it holds something new, that is
    /// presented. Nothing when no ending waits.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Bool>()
    /// binding.presenting(true, phase: .hidden)
    /// binding.ended(phase: .hidden)
    /// binding.afterEnding(true, phase: .hidden).setsFlagFalse  // true
    /// ```
    public mutating func afterEnding(_ identity: Identity?, phase: PopoverSession.Phase) -> AfterEnding {
        guard endingWaits else { return AfterEnding(setsFlagFalse: false, callsOnDismiss: false, presents: false) }
        endingWaits = false
        let stale = identity != nil && identity == endingHeld
        endingHeld = nil
        return AfterEnding(setsFlagFalse: stale, callsOnDismiss: true, presents: identity != nil && !stale && phase == .hidden)
    }

    /// What to do once a presentation has ended.
    ///
    /// ```swift
    /// var binding = PresentationBinding<Int>()
    /// binding.afterEnding(1, phase: .hidden).callsOnDismiss  // false: no ending waits
    /// ```
    public struct AfterEnding: Sendable, Equatable {
        /// Set the value to `nil` (the flag to `false`).
        public var setsFlagFalse: Bool
        /// Call the app's `onDismiss`.
        public var callsOnDismiss: Bool
        /// Present what the value holds now (set anew while the ending waited).
        public var presents: Bool
    }
}

extension PresentationBinding: Sendable where Identity: Sendable {}
