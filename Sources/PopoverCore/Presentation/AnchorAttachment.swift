import Foundation

/// Whether a popover's anchor view still holds it up: it is in a window, in the window
/// the popover hangs from (on the Mac, the panel's parent), and neither it nor an ancestor
/// is hidden. An anchor that fails any of these (a tab switched away, a table row
/// reloaded, a window closed) leaves the popover pointing at nothing, so the session
/// ends with ``PopoverEnding/anchorLeftWindow``, the reason iOS gives when the anchor
/// leaves its window. A platform with no callback for these changes (AppKit) looks every
/// ``lookInterval``.
///
/// ```swift
/// let tabSwitched = AnchorAttachment(isInWindow: false, isInPopoversWindow: false, isHidden: false)
/// tabSwitched.holdsPopover       // false
/// tabSwitched.event              // .anchorLeftWindow
/// AnchorAttachment(isInWindow: true, isInPopoversWindow: true, isHidden: false).event  // nil
/// ```
package struct AnchorAttachment: Sendable, Hashable {
    /// The anchor view is in a window.
    package var isInWindow: Bool
    /// That window is the one the popover hangs from (on iOS, the container's; on the
    /// Mac, the panel's parent window).
    package var isInPopoversWindow: Bool
    /// The anchor or one of its ancestors is hidden (AppKit's
    /// `isHiddenOrHasHiddenAncestor`).
    package var isHidden: Bool

    /// How often a platform that hears of none of these changes looks at the anchor:
    /// a tenth of a second, about as soon as the eye notices a popover left behind, and
    /// nothing measurable for a look that reads three properties.
    package static let lookInterval: TimeInterval = 0.1

    /// An anchor as it is now.
    package init(isInWindow: Bool, isInPopoversWindow: Bool, isHidden: Bool) {
        self.isInWindow = isInWindow
        self.isInPopoversWindow = isInPopoversWindow
        self.isHidden = isHidden
    }

    /// Whether the popover may stay up pointing at this anchor.
    package var holdsPopover: Bool { isInWindow && isInPopoversWindow && !isHidden }

    /// What the presentation session is told: ``PopoverSessionEvent/anchorLeftWindow``
    /// when the anchor no longer holds the popover, else nothing.
    package var event: PopoverSessionEvent? { holdsPopover ? nil : .anchorLeftWindow }
}
