import Foundation

/// The way a popover's arrow points, with UIKit's meaning and raw values.
///
/// "Up" means the arrow points up, so the popover sits *below* its anchor,
/// exactly as `UIPopoverArrowDirection.up`. `unknown` is the state before
/// presentation and after dismissal: the popover has no arrow.
///
/// ```swift
/// let direction = ArrowDirection.up
/// direction.rawValue          // 1, as UIPopoverArrowDirection.up
/// direction.isVertical        // true: the arrow sits on the top edge
/// ```
public enum ArrowDirection: UInt, Sendable, CaseIterable, CustomStringConvertible {
    /// The arrow points up; the popover sits below its anchor.
    case up = 1
    /// The arrow points down; the popover sits above its anchor.
    case down = 2
    /// The arrow points left; the popover sits to the right of its anchor.
    case left = 4
    /// The arrow points right; the popover sits to the left of its anchor.
    case right = 8
    /// No arrow: before presentation, after dismissal, or when no direction is permitted.
    /// Its raw value is UIKit's `UIPopoverArrowDirection.unknown` (`UInt.max`).
    case unknown = 18_446_744_073_709_551_615

    /// The four real directions, in UIKit's default preference order.
    ///
    /// ```swift
    /// ArrowDirection.arrowed  // [.up, .down, .left, .right]
    /// ```
    public static let arrowed: [ArrowDirection] = [.up, .down, .left, .right]

    /// Whether the arrow sits on a horizontal edge (top or bottom) and so slides along x.
    ///
    /// ```swift
    /// ArrowDirection.left.isVertical  // false
    /// ```
    public var isVertical: Bool { self == .up || self == .down }

    /// The direction seen in a mirrored (right-to-left) layout: left and right swap.
    ///
    /// ```swift
    /// ArrowDirection.left.mirrored  // .right
    /// ```
    public var mirrored: ArrowDirection {
        switch self {
        case .left: .right
        case .right: .left
        default: self
        }
    }

    /// The rotation in radians, clockwise on screen, that turns an up-pointing arrow
    /// image into this direction (0 for `unknown`).
    ///
    /// ```swift
    /// ArrowDirection.right.rotation  // 1.571: a quarter turn clockwise, π / 2
    /// ```
    public var rotation: CGFloat {
        switch self {
        case .up, .unknown: 0
        case .right: .pi / 2
        case .down: .pi
        case .left: -.pi / 2
        }
    }

    /// The lower-case name used in JSON and on the command line: `up`, `down`,
    /// `left`, `right` or `none`.
    ///
    /// ```swift
    /// ArrowDirection.unknown.name  // "none"
    /// ```
    public var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .unknown: "none"
        }
    }

    /// Reads a direction from its name (`up`, `down`, `left`, `right`, `none` or `unknown`).
    ///
    /// ```swift
    /// ArrowDirection(name: "down")  // .down
    /// ```
    public init?(name: String) {
        switch name.lowercased() {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "none", "unknown": self = .unknown
        default: return nil
        }
    }

    /// The name, as in ``name``.
    public var description: String { name }
}

extension ArrowDirection: Codable {
    /// Decodes a direction from its name.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ArrowDirection.self, from: Data("\"up\"".utf8))  // .up
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let direction = ArrowDirection(name: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be one of up, down, left, right, none, got \"\(text)\""
            )
        }
        self = direction
    }

    /// Encodes the direction as its name.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ArrowDirection.left)  // "left"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
