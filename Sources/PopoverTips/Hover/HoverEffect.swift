import Foundation

/// What the driver of ``HoverTooltips`` does with the tooltips on screen, in the order
/// given: a `hide` always comes before the next `show`, so at most one is up.
///
/// ```swift
/// let effect: HoverEffect<String> = .show("bold", at: CGPoint(x: 10, y: 20))
/// effect == .hide("bold")  // false
/// ```
public enum HoverEffect<Target: Hashable & Sendable>: Sendable, Equatable {
    /// Show the target's tooltip near `at`, the pointer's position as it shows (a
    /// tooltip the pointer asked for).
    case show(Target, at: CGPoint)
    /// Show the target's tooltip at the target itself, with its arrow: one that keyboard
    /// focus or a long press asked for, where no pointer says where to put it.
    case showAtTarget(Target)
    /// Move the tooltip on screen to `to`, the pointer's position (only when following
    /// the pointer, ``HoverTooltips/followsPointer``).
    case move(to: CGPoint)
    /// Hide the target's tooltip.
    case hide(Target)
}
