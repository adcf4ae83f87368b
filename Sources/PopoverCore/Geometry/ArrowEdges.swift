/// The edges of the anchor where the arrow may sit, as SwiftUI's `arrowEdge` means it:
/// the arrow (and so the popover) sits at that edge of the anchor. `.bottom` puts the
/// popover below the anchor with its arrow pointing up; `.leading` puts it on the
/// anchor's leading side (the left, or the right in right-to-left layouts).
///
/// A set has no order; ``permittedDirections(layoutDirection:)`` turns it into the
/// physical ``ArrowDirection`` list a ``PlacementRequest`` takes, in one fixed order of
/// preference: bottom, top, trailing, leading (UIKit's up, down, left, right in a
/// left-to-right layout). An empty set permits no direction: the popover has no arrow.
///
/// ```swift
/// let edges: ArrowEdges = [.bottom, .leading]
/// edges.permittedDirections(layoutDirection: .leftToRight) == [.up, .right]   // true
/// edges.permittedDirections(layoutDirection: .rightToLeft) == [.up, .left]    // true
/// ```
public struct ArrowEdges: OptionSet, Sendable, Hashable {
    /// The bits: top 1, leading 2, bottom 4, trailing 8.
    ///
    /// ```swift
    /// ArrowEdges.vertical.rawValue   // 5
    /// ```
    public let rawValue: Int8

    /// Makes a set from its bits; other bits are ignored.
    ///
    /// ```swift
    /// ArrowEdges(rawValue: 15) == .all   // true
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue & 15 }

    /// The arrow at the anchor's top edge: the popover above it, the arrow pointing down.
    ///
    /// ```swift
    /// ArrowEdges.top.permittedDirections(layoutDirection: .leftToRight) == [.down]   // true
    /// ```
    public static let top = ArrowEdges(rawValue: 1)
    /// The arrow at the anchor's leading edge: the popover before it in reading order.
    ///
    /// ```swift
    /// ArrowEdges.leading.permittedDirections(layoutDirection: .leftToRight) == [.right]   // true
    /// ```
    public static let leading = ArrowEdges(rawValue: 2)
    /// The arrow at the anchor's bottom edge: the popover below it, the arrow pointing up.
    ///
    /// ```swift
    /// ArrowEdges.bottom.permittedDirections(layoutDirection: .rightToLeft) == [.up]   // true
    /// ```
    public static let bottom = ArrowEdges(rawValue: 4)
    /// The arrow at the anchor's trailing edge: the popover after it in reading order.
    ///
    /// ```swift
    /// ArrowEdges.trailing.permittedDirections(layoutDirection: .rightToLeft) == [.right]   // true
    /// ```
    public static let trailing = ArrowEdges(rawValue: 8)
    /// Top and bottom.
    ///
    /// ```swift
    /// ArrowEdges.vertical == [.top, .bottom]   // true
    /// ```
    public static let vertical: ArrowEdges = [.top, .bottom]
    /// Leading and trailing.
    ///
    /// ```swift
    /// ArrowEdges.horizontal == [.leading, .trailing]   // true
    /// ```
    public static let horizontal: ArrowEdges = [.leading, .trailing]
    /// Every edge: SwiftUI's `nil` arrow edge, any side.
    ///
    /// ```swift
    /// ArrowEdges.all.rawValue   // 15
    /// ```
    public static let all: ArrowEdges = [.top, .leading, .bottom, .trailing]

    /// The permitted directions for a ``PlacementRequest`` with the same
    /// `layoutDirection`: the solver then tries bottom, top, trailing, leading, in that
    /// order, among these edges.
    ///
    /// Directions are physical, so leading and trailing depend on the layout direction.
    /// When both are in the set the list keeps left before right, because the solver
    /// itself tries right first in a right-to-left layout (``PopoverLayoutDirection``): the
    /// trailing side comes first either way.
    ///
    /// ```swift
    /// ArrowEdges.all.permittedDirections(layoutDirection: .rightToLeft) == ArrowDirection.arrowed   // true
    /// ArrowEdges.leading.permittedDirections(layoutDirection: .rightToLeft) == [.left]   // true
    /// ArrowEdges().permittedDirections(layoutDirection: .leftToRight).isEmpty   // true
    /// ```
    public func permittedDirections(layoutDirection: PopoverLayoutDirection) -> [ArrowDirection] {
        var directions: [ArrowDirection] = []
        if contains(.bottom) { directions.append(.up) }
        if contains(.top) { directions.append(.down) }
        let rightToLeft = layoutDirection == .rightToLeft
        switch (contains(.trailing), contains(.leading)) {
        case (true, true): directions += [.left, .right]
        case (true, false): directions.append(rightToLeft ? .right : .left)
        case (false, true): directions.append(rightToLeft ? .left : .right)
        case (false, false): break
        }
        return directions
    }
}
