import Foundation

extension Placement {
    /// The popover's outline in the container's coordinates: for hit testing, shadows,
    /// and drawing the placed popover.
    ///
    /// ```swift
    /// placement.outline(metrics: style.metrics).contains(CGPoint(x: 500, y: 150))  // true: inside the popover
    /// ```
    public func outline(metrics: SkinMetrics, pixelGrid: PixelGrid? = nil) -> PopoverPath {
        PopoverOutline.path(for: background, metrics: metrics, pixelGrid: pixelGrid)
            .offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Whether a tap at `point` (container coordinates) lands on the popover, arrow
    /// included; a tap outside dismisses it.
    ///
    /// ```swift
    /// placement.contains(CGPoint(x: 522, y: 86), metrics: style.metrics)  // true: on the arrow
    /// placement.contains(CGPoint(x: 10, y: 10), metrics: style.metrics)   // false: dismiss
    /// ```
    public func contains(_ point: CGPoint, metrics: SkinMetrics) -> Bool {
        frame.contains(point) && outline(metrics: metrics).contains(point)
    }

    /// The same test for a point in the popover's own coordinates (its frame's origin at
    /// zero), as a view's hit test gets it.
    ///
    /// ```swift
    /// placement.contains(pointInPopover: CGPoint(x: 160, y: 100), metrics: style.metrics)  // true: the body's middle
    /// placement.contains(pointInPopover: CGPoint(x: 1, y: 1), metrics: style.metrics)      // false: outside the rounded corner
    /// ```
    public func contains(pointInPopover point: CGPoint, metrics: SkinMetrics) -> Bool {
        contains(CGPoint(x: point.x + frame.minX, y: point.y + frame.minY), metrics: metrics)
    }
}
