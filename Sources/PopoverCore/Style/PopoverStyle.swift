import Foundation

/// Everything about how a popover looks: metrics, fill, border, inner highlight and
/// shadow, with light and dark variants of every colour. `Codable`, so a JSON file can
/// define or tweak one (start from `popoverkit style system`).
///
/// ```swift
/// var style = PopoverStyle.orange
/// style.metrics.cornerRadius = 20
/// let json = try style.jsonData()
/// let again = try PopoverStyle(json: json)
/// ```
public struct PopoverStyle: Sendable, Hashable {
    /// A short name, shown in galleries.
    public var name: String
    /// Arrow, corners and content insets.
    public var metrics: SkinMetrics
    /// The fill of body and arrow.
    public var fill: Fill
    /// The border along the outline, if any.
    public var border: Stroke?
    /// A thin line just inside the border (the gloss of iOS 5 popovers), if any.
    public var innerHighlight: Stroke?
    /// The drop shadow, if any.
    public var shadow: Shadow?

    /// Makes a style; a one-off style needs no name (it is then `custom`).
    ///
    /// ```swift
    /// PopoverStyle(name: "mint", metrics: SkinMetrics(), fill: .solid(DynamicColor(.white)))
    /// PopoverStyle(metrics: SkinMetrics(cornerRadius: 8), fill: .solid(DynamicColor(.black)))
    /// ```
    public init(
        name: String = "custom", metrics: SkinMetrics, fill: Fill,
        border: Stroke? = nil, innerHighlight: Stroke? = nil, shadow: Shadow? = nil
    ) {
        self.name = name
        self.metrics = metrics
        self.fill = fill
        self.border = border
        self.innerHighlight = innerHighlight
        self.shadow = shadow
    }
}

extension PopoverStyle: Codable {
    private enum Keys: String, CodingKey { case name, fill, border, innerHighlight, shadow }

    /// Decodes a style; the metrics' keys (`cornerRadius`, `arrow`, `contentInsets`)
    /// sit beside `name`, `fill`, `border`, `innerHighlight` and `shadow`.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(PopoverStyle.orange)
    /// try JSONDecoder().decode(PopoverStyle.self, from: json) == .orange  // true
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            metrics: try SkinMetrics(from: decoder),
            fill: try c.decode(Fill.self, forKey: .fill),
            border: try c.decodeIfPresent(Stroke.self, forKey: .border),
            innerHighlight: try c.decodeIfPresent(Stroke.self, forKey: .innerHighlight),
            shadow: try c.decodeIfPresent(Shadow.self, forKey: .shadow)
        )
    }

    /// Encodes the style with the metrics' keys at the top level.
    ///
    /// ```swift
    /// try JSONEncoder().encode(PopoverStyle.noir)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .name)
        try metrics.encode(to: encoder)
        try c.encode(fill, forKey: .fill)
        try c.encodeIfPresent(border, forKey: .border)
        try c.encodeIfPresent(innerHighlight, forKey: .innerHighlight)
        try c.encodeIfPresent(shadow, forKey: .shadow)
    }
}

extension PopoverStyle {
    /// Reads a style from JSON. Every failure is a ``PopoverInputError`` whose field is
    /// the JSON path and whose rule says what is wrong, e.g.
    /// `arrow.base: must be > 0, got -3` or `fill: is required, got nothing`; text that is
    /// not JSON at all names the line and column: `line 4, column 24: must be valid JSON, got Invalid value`.
    ///
    /// ```swift
    /// let style = try PopoverStyle(json: Data(contentsOf: styleURL))
    /// try PopoverStyle(json: Data(#"{"name": "x"}"#.utf8))  // throws: arrow: is required, got nothing
    /// ```
    public init(json: Data) throws {
        self = try JSONInput.decode(PopoverStyle.self, from: json, what: "a style")
    }

    /// The style as pretty, key-sorted JSON (deterministic, ends with a newline).
    ///
    /// ```swift
    /// print(String(decoding: try PopoverStyle.system.jsonData(), as: UTF8.self))
    /// ```
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
