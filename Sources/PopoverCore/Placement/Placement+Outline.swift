import Foundation

extension Placement {
    /// The popover's outline in the container's coordinates: for hit testing, shadows,
    /// and drawing the placed popover.
    ///
    /// ```swift
    /// placement.outline().contains(CGPoint(x: 500, y: 150))  // true: inside the popover
    /// ```
    public func outline(pixelGrid: PixelGrid? = nil) -> PopoverPath {
        PopoverOutline.path(for: background, pixelGrid: pixelGrid)
            .offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Whether a tap at `point` (container coordinates) lands on the popover, arrow
    /// included; a tap outside dismisses it.
    ///
    /// ```swift
    /// placement.contains(CGPoint(x: 522, y: 86))  // true: on the arrow
    /// placement.contains(CGPoint(x: 10, y: 10))   // false: dismiss
    /// ```
    public func contains(_ point: CGPoint) -> Bool {
        frame.contains(point) && outline().contains(point)
    }

    /// The same test for a point in the popover's own coordinates (its frame's origin at
    /// zero), as a view's hit test gets it.
    ///
    /// ```swift
    /// placement.contains(pointInPopover: CGPoint(x: 160, y: 100))  // true: the body's middle
    /// placement.contains(pointInPopover: CGPoint(x: 1, y: 1))      // false: outside the rounded corner
    /// ```
    public func contains(pointInPopover point: CGPoint) -> Bool {
        contains(CGPoint(x: point.x + frame.minX, y: point.y + frame.minY))
    }
}
