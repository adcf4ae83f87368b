import Foundation

/// A point on the anchor rectangle in unit coordinates, which the arrow aims at: `x`
/// from the leading edge (left, or right in right-to-left layouts) to the trailing one,
/// `y` from the top to the bottom, each 0...1.
///
/// The tip stays on the anchor's near edge (plus the gap) where the arrow's line passes
/// through the point: an up or down arrow takes its place along the edge from `x`, a
/// left or right arrow from `y`. So the popover never covers the anchor for it, and
/// ``center`` aims at the middle of whichever edge the popover is beside.
///
/// ```swift
/// var options = PlacementOptions()
/// options.attachmentPoint = AnchorPoint(x: 0.1, y: 0.5)   // the icon at the row's leading end
/// ```
public struct AnchorPoint: Sendable, Hashable, Codable {
    /// From the leading edge (0) to the trailing edge (1).
    public var x: CGFloat
    /// From the top (0) to the bottom (1).
    public var y: CGFloat

    /// A point at `x` from the leading edge and `y` from the top, in units of the anchor's size.
    ///
    /// ```swift
    /// AnchorPoint(x: 0.25, y: 1)   // a quarter of the way along the bottom edge
    /// ```
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Where this point lies on `rect` (in `rect`'s coordinates), `x` measured from the
    /// leading edge of `layoutDirection`.
    ///
    /// ```swift
    /// AnchorPoint(x: 0.25, y: 1).location(in: CGRect(x: 0, y: 0, width: 100, height: 40), layoutDirection: .rightToLeft)  // (75, 40)
    /// ```
    public func location(in rect: CGRect, layoutDirection: PopoverLayoutDirection) -> CGPoint {
        let fromLeft = layoutDirection == .rightToLeft ? 1 - x : x
        return CGPoint(x: rect.minX + fromLeft * rect.width, y: rect.minY + y * rect.height)
    }

    /// The anchor's middle: the arrow aims at the middle of the near edge.
    ///
    /// ```swift
    /// AnchorPoint.center == AnchorPoint(x: 0.5, y: 0.5)   // true
    /// ```
    public static let center = AnchorPoint(x: 0.5, y: 0.5)
    /// The leading end (x 0, y 0.5).
    ///
    /// ```swift
    /// AnchorPoint.leading.x   // 0
    /// ```
    public static let leading = AnchorPoint(x: 0, y: 0.5)
    /// The trailing end (x 1, y 0.5).
    ///
    /// ```swift
    /// AnchorPoint.trailing.x   // 1
    /// ```
    public static let trailing = AnchorPoint(x: 1, y: 0.5)
    /// The top (x 0.5, y 0).
    ///
    /// ```swift
    /// AnchorPoint.top.y   // 0
    /// ```
    public static let top = AnchorPoint(x: 0.5, y: 0)
    /// The bottom (x 0.5, y 1).
    ///
    /// ```swift
    /// AnchorPoint.bottom.y   // 1
    /// ```
    public static let bottom = AnchorPoint(x: 0.5, y: 1)
}
