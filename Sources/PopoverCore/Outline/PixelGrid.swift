import Foundation

/// The device pixel grid an outline is drawn on, and the border stroked along it.
///
/// Given to ``PopoverOutline/path(for:pixelGrid:)`` it insets the outline by
/// half the border width (so the stroke stays inside the view's bounds) and moves
/// the straight edges so the stroke covers whole device pixels: the classic
/// half-pixel offset, generalised to any scale and any border that is a whole number
/// of device pixels wide.
///
/// ```swift
/// let grid = PixelGrid(scale: 3, borderWidth: 1.0 / 3.0)   // a one-pixel hairline
/// let path = PopoverOutline.path(for: layout, pixelGrid: grid)
/// ```
public struct PixelGrid: Sendable, Hashable {
    /// Device pixels per point (1, 2 or 3 on iOS), within ``PopoverLimits/pixelScale``.
    public var scale: CGFloat
    /// The border's width in points (`1 / scale` for a hairline).
    public var borderWidth: CGFloat

    /// Makes a grid; a scale that is not a positive finite number counts as 1, one outside
    /// ``PopoverLimits/pixelScale`` is clamped into it; a width that is negative or not
    /// finite counts as 0, one above ``PopoverLimits/maximumLength`` as that limit.
    ///
    /// ```swift
    /// PixelGrid(scale: 2, borderWidth: 1)  // a two-pixel border at 2x
    /// ```
    public init(scale: CGFloat, borderWidth: CGFloat) {
        let range = PopoverLimits.pixelScale
        self.scale = scale.isFinite && scale > 0 ? min(range.upperBound, max(range.lowerBound, scale)) : 1
        self.borderWidth = Validation.clean(borderWidth, limit: PopoverLimits.maximumLength)
    }

    /// A rectangle inset by half the border and snapped so a stroke along its edges
    /// covers whole pixels. A rectangle too small for that collapses to its own middle
    /// (not the middle of the inverted snapped edges, which can lie outside it when a
    /// pixel is larger than the rectangle: found by popoverkit-fuzz, outline seed 562949954422572).
    func strokeRect(inside rect: CGRect) -> CGRect {
        let half = borderWidth / 2, epsilon: CGFloat = 1e-7
        func snapped(_ lower: CGFloat, _ upper: CGFloat) -> Interval {
            let interval = Interval(
                lower: (lower * scale - epsilon).rounded(.up) / scale + half,
                upper: (upper * scale + epsilon).rounded(.down) / scale - half
            )
            let middle = (lower + upper) / 2
            return interval.lower <= interval.upper ? interval : Interval(lower: middle, upper: middle)
        }
        let x = snapped(rect.minX, rect.maxX), y = snapped(rect.minY, rect.maxY)
        return CGRect(x: x.lower, y: y.lower, width: x.length, height: y.length)
    }
}
