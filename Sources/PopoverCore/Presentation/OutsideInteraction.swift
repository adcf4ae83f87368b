import Foundation

/// What the rest of the screen does while a popover is up: whether a touch outside it
/// dismisses it or reaches the views below, and whether VoiceOver may leave it. What a
/// finger can reach, VoiceOver can reach: the popover is modal for VoiceOver only when a
/// tap outside dismisses it and no passthrough view stays usable.
///
/// ```swift
/// let tooltip = OutsideInteraction(dismissesOnOutsideTap: false, hasPassthroughViews: false)
/// tooltip.isModalForVoiceOver                                   // false: the form below stays usable
/// tooltip.touch(onAPopover: false, onAPassthroughView: false)   // .passesThrough
/// ```
package struct OutsideInteraction: Sendable, Equatable {
    /// What a touch outside the popover does.
    public enum Touch: Sendable, Equatable {
        /// It dismisses the popover (and goes no further).
        case dismisses
        /// It reaches the view under it; the popover stays.
        case passesThrough
    }

    /// A tap outside the popover dismisses it.
    public var dismissesOnOutsideTap: Bool
    /// Some views stay usable while the popover is up.
    public var hasPassthroughViews: Bool

    /// Makes the rule for a popover's options.
    ///
    /// ```swift
    /// OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: false).isModalForVoiceOver  // true
    /// ```
    public init(dismissesOnOutsideTap: Bool, hasPassthroughViews: Bool) {
        self.dismissesOnOutsideTap = dismissesOnOutsideTap
        self.hasPassthroughViews = hasPassthroughViews
    }

    /// Whether VoiceOver keeps to the popover (UIKit's `accessibilityViewIsModal`): only
    /// when nothing outside it can be used by touch.
    ///
    /// ```swift
    /// OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true).isModalForVoiceOver  // false
    /// ```
    public var isModalForVoiceOver: Bool { dismissesOnOutsideTap && !hasPassthroughViews }

    /// Whether VoiceOver gets a "Dismiss popup" element around the popover, as a tap
    /// outside it dismisses it for a finger.
    ///
    /// ```swift
    /// OutsideInteraction(dismissesOnOutsideTap: false, hasPassthroughViews: false).offersDismissElement  // false
    /// ```
    public var offersDismissElement: Bool { dismissesOnOutsideTap }

    /// Whether going from `earlier` to this rule changes what VoiceOver can reach (the
    /// popover's modality, or the "Dismiss popup" element): while the popover is up,
    /// VoiceOver must then be told that the layout changed, or it keeps the old elements.
    ///
    /// ```swift
    /// let before = OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: false)
    /// OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true).changesVoiceOver(from: before)  // true
    /// ```
    public func changesVoiceOver(from earlier: OutsideInteraction) -> Bool {
        isModalForVoiceOver != earlier.isModalForVoiceOver || offersDismissElement != earlier.offersDismissElement
    }

    /// What a touch outside this popover does: one on a popover (this or another) or on a
    /// passthrough view reaches it; any other dismisses only when outside taps dismiss.
    ///
    /// ```swift
    /// OutsideInteraction(dismissesOnOutsideTap: true, hasPassthroughViews: true)
    ///     .touch(onAPopover: false, onAPassthroughView: true)  // .passesThrough
    /// ```
    public func touch(onAPopover: Bool, onAPassthroughView: Bool) -> Touch {
        let touch = touch(onThisPopover: false, onAnotherPopover: onAPopover, onAPassthroughView: onAPassthroughView)
        return touch == .dismisses(.outsideTap) ? .dismisses : .passesThrough
    }
}
