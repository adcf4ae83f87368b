import Foundation

extension ArrowBackgroundImage: Codable where Image: Codable {
    private enum Keys: String, CodingKey { case image, size, capInsets, arrowCentre }
    private enum SizeKeys: String, CodingKey { case width, height }

    /// Decodes `{"image": …, "size": {"width": …, "height": …}, "capInsets": {…}, "arrowCentre": …}`;
    /// ``ArrowInBackgroundSkin/validate(metrics:)`` checks the numbers.
    ///
    /// ```swift
    /// let json = #"{"image": "up", "size": {"width": 57, "height": 51}, "capInsets": {"top": 41, "left": 9, "bottom": 9, "right": 47}, "arrowCentre": 28.5}"#
    /// try JSONDecoder().decode(ArrowBackgroundImage<String>.self, from: Data(json.utf8)).arrowCentre  // 28.5
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let size = try c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        self.init(
            image: try c.decode(Image.self, forKey: .image),
            size: CGSize(width: try size.decode(CGFloat.self, forKey: .width), height: try size.decode(CGFloat.self, forKey: .height)),
            capInsets: try c.decode(PopoverInsets.self, forKey: .capInsets),
            arrowCentre: try c.decode(CGFloat.self, forKey: .arrowCentre)
        )
    }

    /// Encodes the layout shown above.
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin.up.main)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(image, forKey: .image)
        var s = c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        try s.encode(size.width, forKey: .width)
        try s.encode(size.height, forKey: .height)
        try c.encode(capInsets, forKey: .capInsets)
        try c.encode(arrowCentre, forKey: .arrowCentre)
    }
}

extension ArrowBackgroundSet: Codable where Image: Codable {
    private enum Keys: String, CodingKey { case main, secondStretchCap, leadingCorner, trailingCorner }

    /// Decodes `{"main": …, "secondStretchCap": …}` and the corner variants given.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(arrowInBackgroundSkin.up)
    /// try JSONDecoder().decode(ArrowBackgroundSet<String>.self, from: json).secondStretchCap  // 9
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            main: try c.decode(ArrowBackgroundImage<Image>.self, forKey: .main),
            secondStretchCap: try c.decode(CGFloat.self, forKey: .secondStretchCap),
            leadingCorner: try c.decodeIfPresent(ArrowBackgroundImage<Image>.self, forKey: .leadingCorner),
            trailingCorner: try c.decodeIfPresent(ArrowBackgroundImage<Image>.self, forKey: .trailingCorner)
        )
    }

    /// Encodes the main image, the second stretch's cap and the corner variants given.
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin.right)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(main, forKey: .main)
        try c.encode(secondStretchCap, forKey: .secondStretchCap)
        try c.encodeIfPresent(leadingCorner, forKey: .leadingCorner)
        try c.encodeIfPresent(trailingCorner, forKey: .trailingCorner)
    }
}

extension ArrowInBackgroundSkin: Codable where Image: Codable {
    private enum Keys: String, CodingKey { case up, down, left, right }

    /// Decodes `{"up": …, "down": …, "right": …}` and `left` if given. In `skin.json` it is
    /// the `arrowInBackground` object, checked there against the metrics.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(arrowInBackgroundSkin)
    /// try JSONDecoder().decode(ArrowInBackgroundSkin<String>.self, from: json) == arrowInBackgroundSkin  // true
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            up: try c.decode(ArrowBackgroundSet<Image>.self, forKey: .up), down: try c.decode(ArrowBackgroundSet<Image>.self, forKey: .down),
            right: try c.decode(ArrowBackgroundSet<Image>.self, forKey: .right), left: try c.decodeIfPresent(ArrowBackgroundSet<Image>.self, forKey: .left)
        )
    }

    /// Encodes the four directions (`left` only if it has images of its own).
    ///
    /// ```swift
    /// try JSONEncoder().encode(arrowInBackgroundSkin)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(up, forKey: .up)
        try c.encode(down, forKey: .down)
        try c.encodeIfPresent(left, forKey: .left)
        try c.encode(right, forKey: .right)
    }
}
