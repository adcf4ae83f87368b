import Foundation

/// A soft drop shadow under the outline, as `CALayer`'s shadow: colour (its alpha is
/// the opacity), blur radius and offset in points.
/// In JSON: `{"color": "#00000033", "blur": 20, "offset": {"x": 0, "y": 6}}`.
///
/// ```swift
/// let shadow = Shadow(color: DynamicColor(try RGBAColor(hex: "#00000040")), blur: 12, offsetY: 4)
/// ```
public struct Shadow: Sendable, Hashable {
    /// Colour and opacity.
    public var color: DynamicColor
    /// Blur radius in points, >= 0: how far the shadow spreads beyond the outline (at
    /// the offset), as the renderer draws it. `CALayer` takes ``layerShadowRadius``.
    public var blur: CGFloat
    /// Horizontal offset in points.
    public var offsetX: CGFloat
    /// Vertical offset in points (positive is down).
    public var offsetY: CGFloat

    /// Makes a shadow in the renderer's and JSON's units (`blur` is three of
    /// `CALayer.shadowRadius`; ``init(color:opacity:radius:offset:)`` takes a layer's).
    ///
    /// ```swift
    /// Shadow(color: DynamicColor(.black), blur: 8)
    /// ```
    public init(color: DynamicColor, blur: CGFloat, offsetX: CGFloat = 0, offsetY: CGFloat = 0) {
        self.color = color
        self.blur = blur
        self.offsetX = offsetX
        self.offsetY = offsetY
    }
}

extension Shadow {
    /// Makes a shadow in `CALayer`'s units, so one copied from a layer draws the same:
    /// `radius` is `shadowRadius` (the Gaussian's standard deviation; the ``blur`` is three
    /// of them), `opacity` is `shadowOpacity` (it scales the colour's alpha) and `offset`
    /// is `shadowOffset`. JSON keeps `blur`.
    ///
    /// ```swift
    /// // layer.shadowColor = UIColor.black.cgColor; layer.shadowOpacity = 0.25
    /// // layer.shadowRadius = 4; layer.shadowOffset = CGSize(width: 0, height: 2)
    /// let shadow = Shadow(color: DynamicColor(.black), opacity: 0.25, radius: 4, offset: CGSize(width: 0, height: 2))
    /// shadow.blur                // 12
    /// shadow.layerShadowRadius   // 4
    /// ```
    public init(color: DynamicColor, opacity: Float = 1, radius: CGFloat, offset: CGSize = .zero) {
        let scale = Double(opacity.isNaN ? 0 : min(1, max(0, opacity)))
        var color = color
        color.light.alpha *= scale
        color.dark.alpha *= scale
        self.init(color: color, blur: radius * 3, offsetX: offset.width, offsetY: offset.height)
    }

    /// The value for `CALayer.shadowRadius` that draws this shadow as the renderer does.
    /// Core Animation's shadow radius is the standard deviation of its Gaussian; the
    /// renderer's blur is three box blurs that end `blur` points out, the Gaussian's three
    /// standard deviations. So the layer takes a third of `blur`. This is the only place
    /// the two meet.
    ///
    /// ```swift
    /// PopoverStyle.system.shadow!.layerShadowRadius  // 6.667: for the system style's blur of 20
    /// ```
    public var layerShadowRadius: CGFloat { blur / 3 }
}

extension Shadow: Codable {
    private enum Keys: String, CodingKey { case color, blur, offset }
    private enum OffsetKeys: String, CodingKey { case x, y }

    /// Decodes and checks a shadow: blur >= 0, finite offsets, each at most
    /// ``PopoverLimits/maximumLength`` in magnitude.
    ///
    /// ```swift
    /// let json = ##"{"color": "#00000080", "blur": 12, "offset": {"x": 0, "y": 4}}"##
    /// try JSONDecoder().decode(Shadow.self, from: Data(json.utf8)).blur  // 12
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let offset = try c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .offset)
        self.init(
            color: try c.decode(DynamicColor.self, forKey: .color),
            blur: try c.decode(CGFloat.self, forKey: .blur),
            offsetX: try offset.decode(CGFloat.self, forKey: .x),
            offsetY: try offset.decode(CGFloat.self, forKey: .y)
        )
        let path = decoder.codingPath
        let limit = PopoverLimits.maximumLength
        try Validation.nonNegative(blur, path.dotted(appending: "blur"), limit: limit)
        try Validation.finite(offsetX, path.dotted(appending: "offset.x"), limit: limit)
        try Validation.finite(offsetY, path.dotted(appending: "offset.y"), limit: limit)
    }

    /// Encodes colour, blur and offset.
    ///
    /// ```swift
    /// try JSONEncoder().encode(PopoverStyle.classic.shadow)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(color, forKey: .color)
        try c.encode(blur, forKey: .blur)
        var offset = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .offset)
        try offset.encode(offsetX, forKey: .x)
        try offset.encode(offsetY, forKey: .y)
    }
}
