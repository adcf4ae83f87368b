import Foundation
import PopoverCore

/// An idle motion that draws the eye to a tip: a gentle bounce along the arrow's axis
/// (towards the anchor and back) or a pulse (a slight grow and back about the arrow's
/// tip), as keyframes for `CAKeyframeAnimation` or SwiftUI's `keyframeAnimator`, repeated
/// after a pause. None under Reduce Motion.
///
/// ```swift
/// let bounce = AttentionMotion.keyframes(.bounce, arrowDirection: .up, reduceMotion: false)
/// bounce.count                 // 5
/// bounce[1].offset             // (0, -6): towards the anchor above
/// AttentionMotion.keyframes(.bounce, arrowDirection: .up, reduceMotion: true).isEmpty  // true
/// ```
public enum AttentionMotion: String, Sendable, Hashable, Codable, CaseIterable {
    /// Moves towards the anchor and back, twice, the second time less.
    case bounce
    /// Grows a little about the arrow's tip and back.
    case pulse

    /// One moment of the motion: its time in the cycle (0...1), the popover's offset in
    /// points and its scale about the arrow's tip.
    public struct Keyframe: Sendable, Equatable {
        /// When, as a fraction of ``AttentionMotion/cycle``.
        public var time: Double
        /// How far the popover is moved, in points.
        public var offset: CGPoint
        /// Its scale about the arrow's tip.
        public var scale: CGFloat
    }

    /// Seconds of one cycle, motion and rest together (the motion takes its first 40 %).
    ///
    /// ```swift
    /// AttentionMotion.cycle  // 2.5
    /// ```
    public static let cycle: TimeInterval = 2.5

    /// The fixed point of the pulse's scale, in unit coordinates of the popover's frame: the
    /// arrow's tip, as for the present and dismiss animations (the centre without an arrow).
    ///
    /// ```swift
    /// AttentionMotion.unitPivot(for: placement)  // (0.5, 0): the README's popover, arrow up in the middle
    /// ```
    public static func unitPivot(for placement: Placement) -> CGPoint {
        PopoverAnimation.unitAnchor(for: placement)
    }

    /// The keyframes of one cycle; empty under Reduce Motion or without an arrow
    /// (`unknown`: nothing says which way the anchor is, so nothing bounces towards it;
    /// a pulse still plays).
    ///
    /// ```swift
    /// AttentionMotion.keyframes(.pulse, arrowDirection: .left, reduceMotion: false).map(\.scale).max()  // 1.04
    /// ```
    public static func keyframes(_ motion: AttentionMotion, arrowDirection: ArrowDirection, reduceMotion: Bool) -> [Keyframe] {
        guard !reduceMotion else { return [] }
        switch motion {
        case .bounce:
            // The arrow points at the anchor: move the way it points.
            let towards: CGPoint = switch arrowDirection {
            case .up: CGPoint(x: 0, y: -1)
            case .down: CGPoint(x: 0, y: 1)
            case .left: CGPoint(x: -1, y: 0)
            case .right: CGPoint(x: 1, y: 0)
            case .unknown: .zero
            }
            guard towards != .zero else { return [] }
            return [(0, 0), (0.1, 6), (0.2, 0), (0.3, 3), (0.4, 0)].map { time, distance in
                Keyframe(time: time, offset: CGPoint(x: towards.x * distance, y: towards.y * distance), scale: 1)
            }
        case .pulse:
            return [(0, 1), (0.2, 1.04), (0.4, 1)].map { Keyframe(time: $0, offset: .zero, scale: $1) }
        }
    }
}
