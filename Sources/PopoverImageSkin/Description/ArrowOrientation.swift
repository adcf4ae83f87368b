import Foundation
import PopoverCore

/// How one arrow image becomes the arrow of every direction: the direction it is drawn
/// pointing, and for each axis whether the second direction is made by rotating or by
/// flipping (a flip keeps asymmetric art, such as light from one side, on the same side).
///
/// ```swift
/// // MBPopoverBackgroundView: drawn up, flipped for down, rotated for left and right.
/// let orientation = ArrowOrientation(drawn: .up, vertical: .flip)
/// orientation.transform(to: .down).mirrored  // true
/// ```
public struct ArrowOrientation: Sendable, Hashable {
    /// The way the image's arrow points as drawn.
    public var drawn: ArrowDirection
    /// How the second of up and down is made.
    public var vertical: ArrowTurn
    /// How the second of left and right is made.
    public var horizontal: ArrowTurn

    /// Makes an orientation; by default an up-pointing image rotated for every direction.
    ///
    /// ```swift
    /// ArrowOrientation(drawn: .down)   // YLFPopoverBackgroundView's arrow, drawn pointing down
    /// ```
    public init(drawn: ArrowDirection = .up, vertical: ArrowTurn = .rotate, horizontal: ArrowTurn = .rotate) {
        self.drawn = drawn == .unknown ? .up : drawn
        self.vertical = vertical
        self.horizontal = horizontal
    }

    /// The turn that draws the image pointing `target`: mirror the image left to right
    /// (in its own coordinates) when `mirrored`, then rotate it clockwise by `rotation`.
    ///
    /// A direction on the drawn one's axis is the image turned half round (rotate) or
    /// flipped across its base (flip). On the other axis, the direction a quarter turn
    /// clockwise from the drawn one is a rotation; the other is that rotation turned half
    /// round (rotate) or mirrored (flip).
    ///
    /// ```swift
    /// ArrowOrientation().transform(to: .left).rotation                    // -1.571: -π / 2
    /// ArrowOrientation(horizontal: .flip).transform(to: .left).mirrored  // true
    /// ```
    public func transform(to target: ArrowDirection) -> (rotation: CGFloat, mirrored: Bool) {
        guard target != .unknown, target != drawn else { return (0, false) }
        let turn = target.isVertical ? vertical : horizontal
        var rotation = target.rotation - drawn.rotation
        if rotation > .pi + 1e-9 { rotation -= 2 * .pi }
        if rotation < -.pi - 1e-9 { rotation += 2 * .pi }
        if target.isVertical == drawn.isVertical {
            // The opposite direction: half a turn, or a flip across the base.
            guard turn == .flip else { return (.pi, false) }
            return drawn.isVertical ? (.pi, true) : (0, true)
        }
        // A quarter turn clockwise is always a rotation; the other side may be its mirror.
        if abs(rotation - .pi / 2) < 1e-9 || turn == .rotate { return (rotation, false) }
        // That quarter turn, then flipped across the target's axis on screen.
        return target.isVertical ? (.pi / 2, true) : (-.pi / 2, true)
    }
}

extension ArrowOrientation: Codable {
    private enum Keys: String, CodingKey { case drawn, vertical, horizontal }

    /// Decodes `{"drawn": "down", "vertical": "flip"}`; a missing key takes its default.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ArrowOrientation.self, from: Data(#"{"drawn": "down"}"#.utf8)).drawn  // .down
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            drawn: try c.decodeIfPresent(ArrowDirection.self, forKey: .drawn) ?? .up,
            vertical: try c.decodeIfPresent(ArrowTurn.self, forKey: .vertical) ?? .rotate,
            horizontal: try c.decodeIfPresent(ArrowTurn.self, forKey: .horizontal) ?? .rotate
        )
    }

    /// Encodes all three keys.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ArrowOrientation(drawn: .down))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(drawn, forKey: .drawn)
        try c.encode(vertical, forKey: .vertical)
        try c.encode(horizontal, forKey: .horizontal)
    }
}

/// How a one-image arrow makes the opposite direction of an axis.
///
/// ```swift
/// ArrowTurn.flip.rawValue  // "flip"
/// ```
public enum ArrowTurn: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// Turn the image half round.
    case rotate
    /// Mirror the image across its base.
    case flip
}
