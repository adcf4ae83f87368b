import Foundation

/// What the rest of the screen does while a popover is up: what a tap outside it does
/// (``OutsideTap``), which views stay usable, and its dim. What a finger can reach,
/// VoiceOver can reach (``VoiceOverReach``): the popover is modal for VoiceOver unless
/// the screen beyond it can be used by touch; a spotlight's hole is then offered beside it.
///
/// ```swift
/// let tooltip = OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false)
/// tooltip.isModalForVoiceOver   // false: the form below stays usable
/// ```
package struct OutsideInteraction: Sendable, Equatable {
    /// What a tap outside the popover does.
    public var outsideTap: OutsideTap
    /// Some views stay usable while the popover is up.
    public var hasPassthroughViews: Bool
    /// The dim behind the popover.
    public var dim: PopoverDim

    /// Makes the rule for a popover's settings.
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: false).isModalForVoiceOver  // true
    /// ```
    public init(outsideTap: OutsideTap, hasPassthroughViews: Bool, dim: PopoverDim = .none) {
        self.outsideTap = outsideTap
        self.hasPassthroughViews = hasPassthroughViews
        self.dim = dim
    }

    /// Whether a touch can use something outside the popover: a passthrough view, or,
    /// when taps pass through, any view that no dim covers (a spotlight's hole shows one).
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false, dim: .standard).reachesOutside  // false
    /// ```
    public var reachesOutside: Bool {
        hasPassthroughViews || (outsideTap.passesThrough && (!dim.isShown || dim.hasHole))
    }

    /// What VoiceOver may reach while the popover is up (``VoiceOverReach``).
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .block, hasPassthroughViews: false).voiceOver.isModal  // true
    /// ```
    public var voiceOver: VoiceOverReach { VoiceOverReach(self) }

    /// Whether VoiceOver keeps to the popover (UIKit's `accessibilityViewIsModal`) and
    /// what ``VoiceOverReach`` lists beside it: unless the screen beyond it can be used
    /// by touch (a spotlight's hole alone does not make it so: it is listed).
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: true).isModalForVoiceOver  // false
    /// ```
    public var isModalForVoiceOver: Bool { voiceOver.isModal }

    /// Whether VoiceOver gets a "Dismiss popup" element around the popover, as a tap
    /// outside it dismisses it for a finger.
    ///
    /// ```swift
    /// OutsideInteraction(outsideTap: .block, hasPassthroughViews: false).offersDismissElement  // false
    /// ```
    public var offersDismissElement: Bool { outsideTap.dismisses }

    /// Whether going from `earlier` to this rule changes what VoiceOver can reach (the
    /// popover's modality, the spotlight's element, or the "Dismiss popup" element): while the popover is up,
    /// VoiceOver must then be told that the layout changed, or it keeps the old elements.
    ///
    /// ```swift
    /// let before = OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: false)
    /// OutsideInteraction(outsideTap: .dismiss, hasPassthroughViews: true).changesVoiceOver(from: before)  // true
    /// ```
    public func changesVoiceOver(from earlier: OutsideInteraction) -> Bool {
        voiceOver != earlier.voiceOver
    }
}
