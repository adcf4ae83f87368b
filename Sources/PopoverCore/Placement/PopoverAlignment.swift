import Foundation

/// Where the body sits along the arrow's edge: aligned with the anchor at a fraction of
/// both lengths, or with the arrow at a fixed place on the body.
///
/// "Start" follows the layout direction for up and down arrows (the leading edge: left,
/// or right in right-to-left layouts) and is the top for left and right arrows. The
/// container wins: a popover that would leave it slides back inside, the tip stays where
/// it aims, and ``Placement/alignmentAdjusted`` says so.
///
/// ```swift
/// var options = PlacementOptions()
/// options.alignment = .start                       // leading edges lined up
/// options.alignment = .fraction(0.25)
/// options.alignment = .arrow(at: .points(24))      // the arrow 24 pt from the body's start
/// ```
public enum PopoverAlignment: Sendable, Hashable {
    /// The body's point at `fraction` (0...1) of its length along the arrow's edge sits
    /// at the anchor's point at the same fraction of its length: 0 lines up the start
    /// edges, 0.5 centres the body on the anchor, 1 lines up the end edges.
    case fraction(CGFloat)
    /// The arrow at a fixed place on the body's edge; the body moves so that the tip
    /// still reaches where it aims.
    case arrow(at: ArrowPosition)

    /// The start edges lined up (`fraction(0)`).
    ///
    /// ```swift
    /// PlacementOptions(alignment: .start)
    /// ```
    public static let start = PopoverAlignment.fraction(0)
    /// Centred on the anchor (`fraction(0.5)`), the default.
    ///
    /// ```swift
    /// PlacementOptions().alignment == .center   // true
    /// ```
    public static let center = PopoverAlignment.fraction(0.5)
    /// The end edges lined up (`fraction(1)`).
    ///
    /// ```swift
    /// PlacementOptions(alignment: .end)
    /// ```
    public static let end = PopoverAlignment.fraction(1)
}

/// Where the arrow sits on the body's edge, measured from the edge's start (see
/// ``PopoverAlignment``). A place the arrow cannot take (too near a rounded corner) is
/// brought onto the edge's straight part, and ``Placement/alignmentAdjusted`` says so.
///
/// ```swift
/// PopoverAlignment.arrow(at: .fraction(0.2))   // a fifth of the way along
/// PopoverAlignment.arrow(at: .points(30))      // 30 pt from the start
/// ```
public enum ArrowPosition: Sendable, Hashable {
    /// A fraction (0...1) of the body's length along the arrow's edge.
    case fraction(CGFloat)
    /// A distance in points from the start of the body's edge.
    case points(CGFloat)
}

extension PopoverAlignment: Codable {
    private enum Keys: String, CodingKey { case fraction, arrowFraction, arrowPoints }

    /// Reads `{"fraction": 0.5}`, `{"arrowFraction": 0.2}` or `{"arrowPoints": 24}`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(PopoverAlignment.self, from: Data(#"{"arrowPoints": 24}"#.utf8))  // .arrow(at: .points(24))
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let keys = container.allKeys
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "alignment takes exactly one of fraction, arrowFraction and arrowPoints (they exclude each other)"
            ))
        }
        let value = try container.decode(CGFloat.self, forKey: key)
        switch key {
        case .fraction: self = .fraction(value)
        case .arrowFraction: self = .arrow(at: .fraction(value))
        case .arrowPoints: self = .arrow(at: .points(value))
        }
    }

    /// Writes the form ``init(from:)`` reads.
    ///
    /// ```swift
    /// String(decoding: try JSONEncoder().encode(PopoverAlignment.start), as: UTF8.self)  // {"fraction":0}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .fraction(value): try container.encode(value, forKey: .fraction)
        case let .arrow(at: .fraction(value)): try container.encode(value, forKey: .arrowFraction)
        case let .arrow(at: .points(value)): try container.encode(value, forKey: .arrowPoints)
        }
    }
}

extension PopoverAlignment: CustomStringConvertible {
    /// The alignment as people read it: `start`, `center`, `end`, a fraction such as
    /// `0.25`, or `arrow at 24 pt from the start`.
    ///
    /// ```swift
    /// PopoverAlignment.arrow(at: .fraction(0.2)).description   // "arrow at 0.2 of the edge"
    /// ```
    public var description: String {
        switch self {
        case .start: "start"
        case .center: "center"
        case .end: "end"
        case let .fraction(f): NumberText.format(f)
        case let .arrow(at: .fraction(f)): "arrow at \(NumberText.format(f)) of the edge"
        case let .arrow(at: .points(p)): "arrow at \(NumberText.format(p)) pt from the start"
        }
    }
}
