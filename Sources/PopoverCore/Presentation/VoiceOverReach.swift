import Foundation

/// What VoiceOver may reach while a popover is up, from its ``OutsideInteraction``: what
/// a finger can use, VoiceOver can reach, and nothing a finger cannot. With the rest of
/// the screen usable (taps pass through and no dim covers it, or passthrough views), the
/// popover is not modal. Under a dim only the spotlight's hole is usable, so the popover
/// is modal and the hole is offered beside its content as an element of its own (VoiceOver
/// activates it at its centre, inside the hole, where a touch passes through to the view
/// cut out); the dim is never an element VoiceOver lands on, except as the "Dismiss popup"
/// element when a tap outside dismisses. UIKit and SwiftUI carry this out alike.
///
/// ```swift
/// let tour = OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false, dim: .spotlight(Spotlight()))
/// VoiceOverReach(tour).isModal          // true: the controls under the dim are out of reach
/// VoiceOverReach(tour).offersSpotlight  // true: the view cut out is reachable
/// ```
package struct VoiceOverReach: Sendable, Hashable {
    /// VoiceOver keeps to the popover and the elements listed beside it (UIKit's
    /// `accessibilityViewIsModal`).
    package var isModal: Bool
    /// The spotlight's hole is an element beside the popover's content.
    package var offersSpotlight: Bool
    /// A "Dismiss popup" element covers the rest of the container (the dim, if any).
    package var offersDismissElement: Bool

    /// The reach for a popover's outside interaction.
    ///
    /// ```swift
    /// VoiceOverReach(OutsideInteraction(outsideTap: .passThrough, hasPassthroughViews: false)).isModal  // false
    /// ```
    package init(_ interaction: OutsideInteraction) {
        let dim = interaction.dim
        let everythingUsable = interaction.hasPassthroughViews || (interaction.outsideTap.passesThrough && !dim.isShown)
        isModal = !everythingUsable
        offersSpotlight = isModal && interaction.outsideTap.passesThrough && dim.isShown && dim.hasHole
        offersDismissElement = interaction.outsideTap.dismisses
    }
}
