import Foundation

/// The width of a line: a number of points, or a hairline (one device pixel at any scale).
/// In JSON: a number, or the string `"hairline"`.
///
/// ```swift
/// StrokeWidth.hairline.points(atScale: 3)    // 0.333…
/// StrokeWidth.points(1).points(atScale: 3)   // 1
/// ```
public enum StrokeWidth: Sendable, Hashable {
    /// One device pixel, whatever the scale.
    case hairline
    /// A width in points.
    case points(CGFloat)

    /// The width in points on a screen of the given scale.
    ///
    /// ```swift
    /// StrokeWidth.hairline.points(atScale: 2)  // 0.5
    /// ```
    public func points(atScale scale: CGFloat) -> CGFloat {
        switch self {
        case .hairline: 1 / (scale.isFinite && scale > 0 ? scale : 1)
        case let .points(width): width
        }
    }
}

extension StrokeWidth: Codable {
    /// Decodes a number >= 0 or `"hairline"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(StrokeWidth.self, from: Data("\"hairline\"".utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let text = try? c.decode(String.self) {
            guard text == "hairline" else {
                throw PopoverInputError(field: decoder.codingPath.dotted(), rule: "must be a number >= 0 or \"hairline\"", value: "\"\(text)\"")
            }
            self = .hairline
            return
        }
        let width = try c.decode(CGFloat.self)
        try Validation.nonNegative(width, decoder.codingPath.dotted(), limit: PopoverLimits.maximumLength)
        self = .points(width)
    }

    /// Encodes a number or `"hairline"`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(StrokeWidth.points(2))  // 2
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .hairline: try c.encode("hairline")
        case let .points(width): try c.encode(width)
        }
    }
}
