/// A line along the outline: the border, or the inner highlight just inside it.
/// In JSON: `{"width": "hairline", "color": {"light": "#0000001F", "dark": "#FFFFFF1F"}}`.
///
/// ```swift
/// let border = Stroke(width: .hairline, color: DynamicColor(.white))
/// ```
public struct Stroke: Sendable, Hashable, Codable {
    /// The line's width.
    public var width: StrokeWidth
    /// The line's colour.
    public var color: DynamicColor

    /// Makes a stroke.
    ///
    /// ```swift
    /// Stroke(width: .points(1), color: DynamicColor(.black))
    /// ```
    public init(width: StrokeWidth, color: DynamicColor) {
        self.width = width
        self.color = color
    }
}
