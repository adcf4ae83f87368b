import Foundation

/// Where a popover's arrow sits inside its background view, in the view's own coordinates.
///
/// ```swift
/// let layout = BackgroundLayout(size: CGSize(width: 200, height: 120),
///                               direction: .up, arrowOffset: 0, metrics: SkinMetrics())
/// let arrow: ArrowGeometry? = layout.arrow
/// arrow?.tip          // (100, 0)
/// arrow?.baseCenter   // (100, 13)
/// ```
public struct ArrowGeometry: Sendable, Equatable {
    /// The direction the arrow points.
    public var direction: ArrowDirection
    /// The arrow's tip, on the view's edge.
    public var tip: CGPoint
    /// The middle of the arrow's base, on the body edge.
    public var baseCenter: CGPoint
    /// The base corner met first when the outline is walked clockwise on screen.
    public var leadingBase: CGPoint
    /// The base corner met second when the outline is walked clockwise on screen.
    public var trailingBase: CGPoint
    /// The width of the base actually used (the metrics' base, or less on a very short edge).
    public var baseWidth: CGFloat
    /// The smallest rectangle holding the arrow's triangle.
    public var rect: CGRect
    /// How far the tip leans past the base centre along the edge (0 unless the base hit a corner).
    public var skew: CGFloat

    /// The rotation, clockwise on screen, that turns an up-pointing arrow image into this arrow.
    ///
    /// ```swift
    /// arrow.rotation  // 0 for an up arrow; .pi for down, .pi / 2 for right, -.pi / 2 for left
    /// ```
    public var rotation: CGFloat { direction.rotation }
}
