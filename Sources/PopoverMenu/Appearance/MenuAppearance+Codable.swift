import Foundation
import PopoverCore

extension MenuAppearance: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case width, rowHeight, titleFont, subtitleFont, headerFont, imageSize, textAlignment, separatorThickness
        case textColor, secondaryTextColor, highlightColor, highlightedTextColor, separatorColor
    }

    /// Reads `{"width": "anchor", "rowHeight": 36, "titleFont": {"size": 15, "weight": "medium"},
    /// "textColor": "#1C1C1E", "highlightColor": {"light": …, "dark": …}, …}`; every key
    /// optional, an unknown one refused with the closest known one.
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuAppearance.self, from: Data(#"{"rowHeight": 36}"#.utf8)).rowHeight  // 36
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            width: try c.decodeIfPresent(MenuWidth.self, forKey: .width) ?? .natural,
            rowHeight: try c.decodeIfPresent(CGFloat.self, forKey: .rowHeight),
            titleFont: try c.decodeIfPresent(MenuFont.self, forKey: .titleFont),
            subtitleFont: try c.decodeIfPresent(MenuFont.self, forKey: .subtitleFont),
            headerFont: try c.decodeIfPresent(MenuFont.self, forKey: .headerFont),
            imageSize: try c.decodeIfPresent(CGFloat.self, forKey: .imageSize),
            textAlignment: try c.decodeIfPresent(MenuTextAlignment.self, forKey: .textAlignment) ?? .leading,
            separatorThickness: try c.decodeIfPresent(CGFloat.self, forKey: .separatorThickness),
            textColor: try c.decodeIfPresent(DynamicColor.self, forKey: .textColor),
            secondaryTextColor: try c.decodeIfPresent(DynamicColor.self, forKey: .secondaryTextColor),
            highlightColor: try c.decodeIfPresent(DynamicColor.self, forKey: .highlightColor),
            highlightedTextColor: try c.decodeIfPresent(DynamicColor.self, forKey: .highlightedTextColor),
            separatorColor: try c.decodeIfPresent(DynamicColor.self, forKey: .separatorColor)
        )
    }

    /// Writes what is set, leaving out what keeps the system look.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuAppearance.standard)  // {}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if width != .natural { try c.encode(width, forKey: .width) }
        try c.encodeIfPresent(rowHeight, forKey: .rowHeight)
        try c.encodeIfPresent(titleFont, forKey: .titleFont)
        try c.encodeIfPresent(subtitleFont, forKey: .subtitleFont)
        try c.encodeIfPresent(headerFont, forKey: .headerFont)
        try c.encodeIfPresent(imageSize, forKey: .imageSize)
        if textAlignment != .leading { try c.encode(textAlignment, forKey: .textAlignment) }
        try c.encodeIfPresent(separatorThickness, forKey: .separatorThickness)
        try c.encodeIfPresent(textColor, forKey: .textColor)
        try c.encodeIfPresent(secondaryTextColor, forKey: .secondaryTextColor)
        try c.encodeIfPresent(highlightColor, forKey: .highlightColor)
        try c.encodeIfPresent(highlightedTextColor, forKey: .highlightedTextColor)
        try c.encodeIfPresent(separatorColor, forKey: .separatorColor)
    }
}

extension MenuFont: Codable {
    private enum Keys: String, CodingKey, CaseIterable { case size, weight }

    /// Reads `{"size": 15, "weight": "medium"}` (`weight` optional: regular).
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuFont.self, from: Data(#"{"size": 15}"#.utf8)).weight  // .regular
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(size: try c.decode(CGFloat.self, forKey: .size), weight: try c.decodeIfPresent(Weight.self, forKey: .weight) ?? .regular)
    }

    /// Writes the size, and the weight when it is not regular.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuFont(size: 15))  // {"size":15}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(size, forKey: .size)
        if weight != .regular { try c.encode(weight, forKey: .weight) }
    }
}

extension MenuFont.Weight: Codable, ChoiceDecodable {}
