/// An edge of a rectangle in a view's own coordinates, as AppKit's `NSRectEdge` names it:
/// which one is on top depends on whether the view is flipped.
///
/// ```swift
/// PreferredEdge.maxY.directions(viewIsFlipped: false)  // [.down, .up, .left, .right]
/// ```
package enum PreferredEdge: Sendable, Hashable, CaseIterable {
    case minX, minY, maxX, maxY

    /// The arrow directions for a popover that prefers this edge of its positioning
    /// rectangle, as `NSPopover.show(relativeTo:of:preferredEdge:)` means it: first the
    /// popover beside that edge, then beside the opposite one, then the other two
    /// (vertical before horizontal, as UIKit's order has them). `.maxY` is the top edge of
    /// an unflipped view (y up) and the bottom edge of a flipped one.
    ///
    /// ```swift
    /// PreferredEdge.maxY.directions(viewIsFlipped: true)   // [.up, .down, .left, .right]
    /// PreferredEdge.minX.directions(viewIsFlipped: false)  // [.right, .left, .up, .down]
    /// ```
    public func directions(viewIsFlipped: Bool) -> [ArrowDirection] {
        // The arrow points back at the edge: a popover above the rectangle points down.
        let above: ArrowDirection = .down, below: ArrowDirection = .up
        switch self {
        case .minX: return [.right, .left, .up, .down]
        case .maxX: return [.left, .right, .up, .down]
        case .minY: return viewIsFlipped ? [above, below, .left, .right] : [below, above, .left, .right]
        case .maxY: return viewIsFlipped ? [below, above, .left, .right] : [above, below, .left, .right]
        }
    }
}
