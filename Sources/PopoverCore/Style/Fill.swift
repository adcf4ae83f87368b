import Foundation

/// How the popover's outline is filled: one colour, a linear gradient, or glass.
///
/// JSON: `{"solid": {"light": "#FFFFFF", "dark": "#2C2C2E"}}`, `{"glass": {"variant": "regular"}}` or
/// `{"linearGradient": {"start": {"x": 0.5, "y": 0}, "end": {"x": 0.5, "y": 1},
///   "stops": [{"location": 0, "color": "#4A5B78"}, {"location": 1, "color": "#0B1529"}]}}`.
///
/// ```swift
/// let fill = Fill.solid(DynamicColor(.white))
/// ```
public enum Fill: Sendable, Hashable {
    /// One colour.
    case solid(DynamicColor)
    /// A linear gradient across the popover's body; the arrow continues the colour of
    /// the edge it stands on (so the same arrow image fits any popover size).
    case linearGradient(PopoverLinearGradient)
    /// Liquid Glass (iOS 26): the backdrop seen through the popover, blurred and frosted;
    /// a blur material before iOS 26 and an opaque colour under Reduce Transparency
    /// (`FillPaint` resolves it for a ``DrawingEnvironment``).
    case glass(GlassMaterial)

    /// Whether the fill is glass (drawn over what lies behind).
    ///
    /// ```swift
    /// PopoverStyle.glass.fill.isGlass  // true
    /// ```
    public var isGlass: Bool {
        if case .glass = self { true } else { false }
    }
}

/// A point in unit coordinates of a rectangle: (0, 0) top-left, (1, 1) bottom-right.
///
/// ```swift
/// PopoverUnitPoint(x: 0.5, y: 0)  // top centre
/// ```
public struct PopoverUnitPoint: Sendable, Hashable, Codable {
    /// 0 at the left edge, 1 at the right.
    public var x: CGFloat
    /// 0 at the top edge, 1 at the bottom.
    public var y: CGFloat

    /// Makes a unit point.
    ///
    /// ```swift
    /// PopoverUnitPoint(x: 0.5, y: 1)  // bottom centre
    /// ```
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The point in a rectangle.
    ///
    /// ```swift
    /// PopoverUnitPoint(x: 0.5, y: 1).point(in: CGRect(x: 0, y: 0, width: 100, height: 50))  // (50, 50)
    /// ```
    public func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// One colour of a gradient at a location from 0 (start) to 1 (end).
///
/// ```swift
/// GradientStop(location: 0, color: DynamicColor(.white))
/// ```
public struct GradientStop: Sendable, Hashable, Codable {
    /// Where the colour sits, 0...1.
    public var location: CGFloat
    /// The colour there.
    public var color: DynamicColor

    /// Makes a stop.
    ///
    /// ```swift
    /// GradientStop(location: 0.5, color: DynamicColor(.black))
    /// ```
    public init(location: CGFloat, color: DynamicColor) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient from `start` to `end` (unit points of the popover's body).
///
/// ```swift
/// PopoverLinearGradient(stops: [GradientStop(location: 0, color: DynamicColor(.white)),
///                        GradientStop(location: 1, color: DynamicColor(.black))])
/// ```
public struct PopoverLinearGradient: Sendable, Hashable {
    /// Where location 0 is.
    public var start: PopoverUnitPoint
    /// Where location 1 is.
    public var end: PopoverUnitPoint
    /// Two or more stops, locations in 0...1, not decreasing.
    public var stops: [GradientStop]

    /// Makes a gradient, top to bottom by default.
    ///
    /// ```swift
    /// PopoverLinearGradient(start: PopoverUnitPoint(x: 0, y: 0), end: PopoverUnitPoint(x: 1, y: 1), stops: [
    ///     GradientStop(location: 0, color: DynamicColor(try RGBAColor(hex: "#5C6E8F"))),
    ///     GradientStop(location: 1, color: DynamicColor(try RGBAColor(hex: "#0C1730"))),
    /// ])
    /// ```
    public init(start: PopoverUnitPoint = PopoverUnitPoint(x: 0.5, y: 0), end: PopoverUnitPoint = PopoverUnitPoint(x: 0.5, y: 1), stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

extension PopoverLinearGradient: Codable {
    private enum Keys: String, CodingKey { case start, end, stops }

    /// Decodes and checks a gradient: finite points, two or more stops, locations in
    /// 0...1 that never decrease.
    ///
    /// ```swift
    /// let json = ##"{"start": {"x": 0.5, "y": 0}, "end": {"x": 0.5, "y": 1}, "stops": [{"location": 0, "color": "#5C6E8F"}, {"location": 1, "color": "#0C1730"}]}"##
    /// let gradient = try JSONDecoder().decode(PopoverLinearGradient.self, from: Data(json.utf8))
    /// gradient.stops.count  // 2
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            start: try c.decodeIfPresent(PopoverUnitPoint.self, forKey: .start) ?? PopoverUnitPoint(x: 0.5, y: 0),
            end: try c.decodeIfPresent(PopoverUnitPoint.self, forKey: .end) ?? PopoverUnitPoint(x: 0.5, y: 1),
            stops: try c.decode([GradientStop].self, forKey: .stops)
        )
        let path = decoder.codingPath
        for (name, point) in [("start", start), ("end", end)] {
            try Validation.finite(point.x, path.dotted(appending: name + ".x"))
            try Validation.finite(point.y, path.dotted(appending: name + ".y"))
        }
        guard stops.count >= 2 else {
            throw PopoverInputError(field: path.dotted(appending: "stops"), rule: "must hold at least 2 stops", value: "\(stops.count)")
        }
        var previous: CGFloat = 0
        for (index, stop) in stops.enumerated() {
            let field = path.dotted(appending: "stops[\(index)].location")
            guard stop.location.isFinite, stop.location >= previous, stop.location <= 1 else {
                throw PopoverInputError(
                    field: field, rule: "must be in \(NumberText.format(previous))...1 (locations never decrease)",
                    value: NumberText.exact(stop.location)
                )
            }
            previous = stop.location
        }
    }

    /// Encodes start, end and stops.
    ///
    /// ```swift
    /// try JSONEncoder().encode(gradient)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(stops, forKey: .stops)
    }
}

extension Fill: Codable {
    private enum Keys: String, CodingKey { case solid, linearGradient, glass }

    /// Decodes `{"solid": …}`, `{"linearGradient": …}` or `{"glass": …}`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(Fill.self, from: Data(##"{"solid": "#FF9500"}"##.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if c.contains(.solid) {
            self = .solid(try c.decode(DynamicColor.self, forKey: .solid))
        } else if c.contains(.linearGradient) {
            self = .linearGradient(try c.decode(PopoverLinearGradient.self, forKey: .linearGradient))
        } else if c.contains(.glass) {
            self = .glass(try c.decode(GlassMaterial.self, forKey: .glass))
        } else {
            throw PopoverInputError(
                field: decoder.codingPath.dotted(), rule: "must hold \"solid\", \"linearGradient\" or \"glass\"",
                value: "keys " + (c.allKeys.map(\.stringValue).sorted().joined(separator: ", ")).ifEmpty("none")
            )
        }
    }

    /// Encodes the fill as an object with one key.
    ///
    /// ```swift
    /// try JSONEncoder().encode(Fill.solid(DynamicColor(.white)))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .solid(color): try c.encode(color, forKey: .solid)
        case let .linearGradient(gradient): try c.encode(gradient, forKey: .linearGradient)
        case let .glass(material): try c.encode(material, forKey: .glass)
        }
    }
}

private extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
