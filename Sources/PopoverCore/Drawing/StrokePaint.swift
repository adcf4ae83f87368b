import Foundation

/// A stroke of the outline as drawn: a width in points and a resolved colour (a style
/// holds a ``Stroke``; a `SkinDrawing` holds its paint, like `FillPaint` and `ShadowPaint`).
///
/// ```swift
/// StrokePaint(width: 1, color: RGBAColor(red: 0, green: 0, blue: 0)).width  // 1
/// ```
package struct StrokePaint: Sendable, Equatable {
    /// The line width in points.
    public var width: CGFloat
    /// The colour.
    public var color: RGBAColor

    /// Makes a stroke.
    ///
    /// ```swift
    /// StrokePaint(width: 0.5, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4))
    /// ```
    public init(width: CGFloat, color: RGBAColor) {
        self.width = width
        self.color = color
    }
}
