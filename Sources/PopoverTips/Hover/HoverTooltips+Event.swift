import Foundation

extension HoverTooltips {
    /// What the pointer, the keyboard focus, a finger and the app did, as the driver tells
    /// ``HoverTooltips``.
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
        /// The pointer moved onto the tooltip on screen: it stays (WCAG 1.4.13, hoverable).
        case enteredTooltip
        /// The pointer left the tooltip on screen.
        case exitedTooltip
        /// Keyboard focus moved to `target` (Full Keyboard Access, the Mac's keyboard
        /// navigation): its tooltip shows after its delay, at the target, and stays while
        /// focus does (WCAG 1.4.13, content on focus).
        case focused(Target, delay: TimeInterval? = nil, textLength: Int)
        /// Keyboard focus left `target`.
        case unfocused(Target)
        /// A finger touched `target`: held for ``HoverTiming/longPressDuration``, its
        /// tooltip shows; lifted before, it was a tap, which the machine leaves to the control.
        /// A touch on the target the pointer is over is the pointer's press (a mouse's click
        /// arrives as a touch in an app without indirect input events): as ``pressed``.
        case touchBegan(Target, textLength: Int)
        /// The finger lifted, or its touch was cancelled (it moved away, the view scrolled):
        /// a tooltip it showed stays ``HoverTiming/visibleDuration(textLength:)`` more.
        case touchEnded
        /// A mouse button, the trackpad or a tap elsewhere was pressed: hides, holds the
        /// target back, ends the warm state.
        case pressed
        /// The view scrolled: hides, holds the target back, ends the warm state.
        case scrolled
        /// A key was pressed (Escape among them, which dismisses without moving the pointer
        /// or focus): hides, holds the target back, ends the warm state.
        case keyPressed
        /// The target went (its view left, its tooltip was taken away or changed): forgotten
        /// by the pointer, focus and the finger; its tooltip, if up, hides at once.
        case removed(Target)
        /// A drag began: hides and holds the target back.
        case dragged
        /// The app stopped being active: hides and holds the target back.
        case appDeactivated
        /// Another popover or a menu opened (a context menu after a longer press among
        /// them): hides and holds the target back.
        case otherPresentationOpened
        /// Time passed: does what was due by now (``HoverTooltips/nextDeadline``).
        case tick
    }
}
