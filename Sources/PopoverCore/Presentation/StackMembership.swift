import Foundation

/// Which popovers on screen the Escape key and a click's "popover above" see. A hover
/// tooltip is drawn over everything yet belongs to no one: the Escape key closes the
/// front-most popover that is up and is no tooltip (the one the user meant), and a touch
/// where a tooltip is drawn is a touch on whatever lies beneath it, never on "a popover
/// above". A tooltip also stays out of the Mac's panel order (``PanelStack``).
///
/// ```swift
/// let sheet = StackMembership(isUp: true, isHoverTooltip: false)
/// let tooltip = StackMembership(isUp: true, isHoverTooltip: true)
/// StackMembership.escapeTarget(backToFront: [sheet, tooltip])   // 0: the popover, not the tooltip
/// tooltip.countsAsPopoverAbove                                   // false
/// ```
package struct StackMembership: Sendable, Hashable {
    /// The popover is up (appearing or shown, not going).
    package var isUp: Bool
    /// The popover is a hover tooltip.
    package var isHoverTooltip: Bool

    /// A popover as it is now.
    package init(isUp: Bool, isHoverTooltip: Bool) {
        self.isUp = isUp
        self.isHoverTooltip = isHoverTooltip
    }

    /// Whether it joins the order of popovers (the Mac's ``PanelStack``): every popover
    /// but a hover tooltip.
    package var joinsStack: Bool { !isHoverTooltip }

    /// Whether a touch on it counts as a touch on a popover above another one
    /// (``OutsideInteraction``'s `onAPopoverAbove`): every popover but a hover tooltip.
    package var countsAsPopoverAbove: Bool { !isHoverTooltip }

    /// Whether the Escape key may close it: up, and no hover tooltip.
    package var takesEscape: Bool { isUp && !isHoverTooltip }

    /// The index of the popover the Escape key closes, of popovers listed from the back
    /// to the front: the front-most that ``takesEscape``; `nil` when none does.
    ///
    /// ```swift
    /// StackMembership.escapeTarget(backToFront: [])   // nil
    /// ```
    package static func escapeTarget(backToFront popovers: [StackMembership]) -> Int? {
        popovers.lastIndex(where: \.takesEscape)
    }
}
