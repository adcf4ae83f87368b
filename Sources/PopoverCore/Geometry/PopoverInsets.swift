import Foundation

/// Distances from the four edges of a rectangle, in points, as `UIEdgeInsets`.
///
/// ```swift
/// let insets = PopoverInsets(top: 8, left: 12, bottom: 8, right: 12)
/// insets.inset(CGRect(x: 0, y: 0, width: 100, height: 50))  // (12, 8, 76, 34)
/// ```
public struct PopoverInsets: Sendable, Hashable, Codable {
    /// Distance from the top edge.
    public var top: CGFloat
    /// Distance from the left edge.
    public var left: CGFloat
    /// Distance from the bottom edge.
    public var bottom: CGFloat
    /// Distance from the right edge.
    public var right: CGFloat

    /// Makes insets from four distances.
    ///
    /// ```swift
    /// PopoverInsets(top: 1, left: 2, bottom: 3, right: 4)
    /// ```
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every side.
    ///
    /// ```swift
    /// PopoverInsets.uniform(10).left  // 10
    /// ```
    public static func uniform(_ value: CGFloat) -> PopoverInsets {
        PopoverInsets(top: value, left: value, bottom: value, right: value)
    }

    /// No insets.
    public static let zero = PopoverInsets.uniform(0)

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// The rectangle shrunk by these insets. Where the insets add up to more than
    /// the rectangle, that dimension collapses to zero at the middle of what is left.
    ///
    /// ```swift
    /// PopoverInsets.uniform(60).inset(CGRect(x: 0, y: 0, width: 100, height: 200))
    /// // (50, 60, 0, 80)
    /// ```
    public func inset(_ rect: CGRect) -> CGRect {
        let x = Interval(lower: rect.minX + left, upper: rect.maxX - right).collapsedIfInverted
        let y = Interval(lower: rect.minY + top, upper: rect.maxY - bottom).collapsedIfInverted
        return CGRect(x: x.lower, y: y.lower, width: x.length, height: y.length)
    }
}
