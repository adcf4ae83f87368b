import Foundation

extension HoverTooltips {
    /// What the pointer and the app did, as the driver tells ``HoverTooltips``.
    ///
    /// ```swift
    /// let event: HoverTooltips<String>.Event = .entered("bold", at: .zero, textLength: 4)
    /// event == .tick  // false
    /// ```
    public enum Event: Sendable, Equatable {
        /// The pointer entered `target` at a point; `delay` is the target's own initial
        /// delay (`nil`: the timing's), `textLength` its tooltip's length in characters.
        /// Entering a target while over another (nested or adjacent targets) switches to it.
        case entered(Target, at: CGPoint, delay: TimeInterval? = nil, textLength: Int)
        /// The pointer moved to a point.
        case moved(to: CGPoint)
        /// The pointer left `target`.
        case exited(Target)
        /// A mouse button or the trackpad was pressed: hides, holds the target back, ends the warm state.
        case pressed
        /// The view scrolled: hides, holds the target back, ends the warm state.
        case scrolled
        /// A key was pressed: hides, holds the target back, ends the warm state.
        case keyPressed
        /// A drag began: hides and holds the target back.
        case dragged
        /// The app stopped being active: hides and holds the target back.
        case appDeactivated
        /// Another popover or a menu opened: hides and holds the target back.
        case otherPresentationOpened
        /// Time passed: does what was due by now (``HoverTooltips/nextDeadline``).
        case tick
    }
}
