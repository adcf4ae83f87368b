import Foundation

/// What the driver of ``HoverTooltips`` does with the tooltips on screen, in the order
/// given: a `hide` always comes before the next `show`, so at most one is up.
///
/// ```swift
/// let effect: HoverEffect<String> = .show("bold", at: CGPoint(x: 10, y: 20))
/// effect == .hide("bold")  // false
/// ```
public enum HoverEffect<Target: Hashable & Sendable>: Sendable, Equatable {
    /// Show the target's tooltip near `at`, the pointer's position as it shows.
    case show(Target, at: CGPoint)
    /// Move the tooltip on screen to `to`, the pointer's position (only when following
    /// the pointer, ``HoverTooltips/followsPointer``).
    case move(to: CGPoint)
    /// Hide the target's tooltip.
    case hide(Target)
}
