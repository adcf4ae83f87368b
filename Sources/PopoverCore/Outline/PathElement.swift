import Foundation

/// One drawing command of a ``PopoverPath``, in a y-down coordinate space (UIKit's).
///
/// ```swift
/// let elements: [PathElement] = [
///     .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .close,
/// ]
/// ```
public enum PathElement: Sendable, Equatable {
    /// Starts a new contour at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A circular arc, joined to the current point by a straight line when it does not
    /// start there (as UIKit and Cairo do). Angles in radians from the +x axis;
    /// `clockwise` means increasing angle, which is clockwise on a y-down screen.
    case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    /// Closes the contour with a straight line to its start.
    case close
}

extension PathElement {
    /// For an arc: its start point, end point and signed sweep in radians (positive =
    /// increasing angle), normalised as UIKit does (at most one full turn, in the arc's
    /// own direction; angles that are not finite give an empty arc). `nil` for other elements.
    ///
    /// ```swift
    /// let arc = PathElement.arc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    /// arc.arcEnds?.sweep  // 4.712: three quarters of a turn, 1.5 π
    /// ```
    public var arcEnds: (start: CGPoint, end: CGPoint, sweep: CGFloat)? {
        guard case let .arc(center, radius, start, end, clockwise) = self else { return nil }
        let turn = 2 * CGFloat.pi
        var sweep = end - start
        if !sweep.isFinite || !start.isFinite { sweep = 0 }
        // As UIKit: at most one full turn, in the arc's own direction.
        if clockwise, sweep < 0 || sweep > turn {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        } else if !clockwise, sweep > 0 || sweep < -turn {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep > 0 { sweep -= turn }
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return (point(start), point(start + sweep), sweep)
    }
}
