import Foundation
import PopoverCore

/// ARCHITECTURE.md's invariant 4, judged apart from the layout code: the arrow's base lies on
/// its edge of the body, on the straight part between the rounded corners.
///
/// ```swift
/// let layout = BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up,
///                               arrowOffset: 500, metrics: PopoverStyle.system.metrics)
/// StraightEdge.violation(of: layout.arrow!, in: layout)  // nil: clamped off the corner
/// ```
public enum StraightEdge {
    /// Why the arrow breaks invariant 4, or `nil` when its base is on the straight edge.
    ///
    /// ```swift
    /// if let problem = StraightEdge.violation(of: arrow, in: layout) { print(problem) }
    /// ```
    public static func violation(of arrow: ArrowGeometry, in layout: BackgroundLayout) -> String? {
        let body = layout.body, r = layout.cornerRadius
        let lower: CGFloat, upper: CGFloat, ends: [CGFloat], onEdge: Bool
        switch arrow.direction {
        case .up, .down:
            (lower, upper) = (body.minX + r, body.maxX - r)
            ends = [arrow.leadingBase.x, arrow.trailingBase.x]
            let y = arrow.direction == .up ? body.minY : body.maxY
            onEdge = arrow.leadingBase.y == y && arrow.trailingBase.y == y
        case .left, .right:
            (lower, upper) = (body.minY + r, body.maxY - r)
            ends = [arrow.leadingBase.y, arrow.trailingBase.y]
            let x = arrow.direction == .left ? body.minX : body.maxX
            onEdge = arrow.leadingBase.x == x && arrow.trailingBase.x == x
        case .unknown:
            return "an arrow without a direction"
        }
        let tolerance = 1e-9 * max(1, upper.magnitude)
        guard onEdge else { return "base \(arrow.leadingBase)–\(arrow.trailingBase) is off the body edge \(body)" }
        return ends.allSatisfy({ $0 >= lower - tolerance && $0 <= upper + tolerance })
            ? nil : "base \(ends) leaves the straight part \(lower)...\(upper) (radius \(r))"
    }
}
