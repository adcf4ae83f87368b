/// A colour with a light and a dark variant, as a dynamic `UIColor`.
/// In JSON: `{"light": "#FFFFFF", "dark": "#2C2C2E"}`, or one hex string for both.
///
/// ```swift
/// let fill = DynamicColor(light: .white, dark: try RGBAColor(hex: "#2C2C2E"))
/// fill.resolved(for: .dark).hex  // "#2C2C2E"
/// ```
public struct DynamicColor: Sendable, Hashable {
    /// The colour in the light appearance.
    public var light: RGBAColor
    /// The colour in the dark appearance.
    public var dark: RGBAColor

    /// Makes a colour with two variants.
    ///
    /// ```swift
    /// DynamicColor(light: .black, dark: .white)
    /// ```
    public init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    ///
    /// ```swift
    /// DynamicColor(.black).dark == .black  // true
    /// ```
    public init(_ both: RGBAColor) {
        self.init(light: both, dark: both)
    }

    /// The variant for an appearance.
    ///
    /// ```swift
    /// DynamicColor(light: try RGBAColor(hex: "#FFFFFF"), dark: try RGBAColor(hex: "#1C1C1E")).resolved(for: .dark)
    /// ```
    public func resolved(for appearance: Appearance) -> RGBAColor {
        appearance == .light ? light : dark
    }
}

extension DynamicColor: Codable {
    private enum Keys: String, CodingKey { case light, dark }

    /// Decodes `{"light": …, "dark": …}` or a single hex string.
    ///
    /// ```swift
    /// try JSONDecoder().decode(DynamicColor.self, from: Data("\"#000000\"".utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), (try? single.decode(String.self)) != nil {
            self.init(try single.decode(RGBAColor.self))
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            light: try container.decode(RGBAColor.self, forKey: .light),
            dark: try container.decode(RGBAColor.self, forKey: .dark)
        )
    }

    /// Encodes both variants as an object.
    ///
    /// ```swift
    /// try JSONEncoder().encode(DynamicColor(.white))  // {"dark":"#FFFFFF","light":"#FFFFFF"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(light, forKey: .light)
        try container.encode(dark, forKey: .dark)
    }
}
