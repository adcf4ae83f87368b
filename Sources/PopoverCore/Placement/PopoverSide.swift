/// Which side of its anchor a standalone popover sits on, in words that say so: the
/// opposite of where an arrow back to the anchor would point (a popover ``below`` its
/// anchor has its arrow pointing ``ArrowDirection/up``). Physical, as arrow directions are.
///
/// ```swift
/// PopoverSide(arrowPointing: .up)   // .below
/// PopoverSide.left.arrowDirection   // .right: the arrow points right, at the anchor
/// ```
public enum PopoverSide: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Above the anchor.
    case above
    /// Below the anchor.
    case below
    /// To the anchor's left.
    case left
    /// To the anchor's right.
    case right
    /// On top of the anchor, centred on it (no permitted direction).
    case onAnchor

    /// The side of a popover whose arrow points `direction`; `unknown` is ``onAnchor``.
    ///
    /// ```swift
    /// PopoverSide(arrowPointing: .left)  // .right
    /// ```
    public init(arrowPointing direction: ArrowDirection) {
        switch direction {
        case .up: self = .below
        case .down: self = .above
        case .left: self = .right
        case .right: self = .left
        case .unknown: self = .onAnchor
        }
    }

    /// The direction an arrow from this side points to reach the anchor (`unknown` on it).
    ///
    /// ```swift
    /// PopoverSide.above.arrowDirection  // .down
    /// ```
    public var arrowDirection: ArrowDirection {
        switch self {
        case .above: .down
        case .below: .up
        case .left: .right
        case .right: .left
        case .onAnchor: .unknown
        }
    }

    /// The side's name, as JSON writes it: `above`, `below`, `left`, `right`, `onAnchor`.
    ///
    /// ```swift
    /// PopoverSide.below.description  // "below"
    /// ```
    public var description: String { rawValue }
}
