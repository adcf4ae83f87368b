import Foundation

/// The arrow's part of the outline: from its leading base corner, round the tip,
/// to its trailing base corner.
struct ArrowShape {
    let geometry: ArrowGeometry
    let tipRadius: CGFloat
    let sides: ArrowSides

    init(arrow: ArrowGeometry, tipRadius: CGFloat, sides: ArrowSides) {
        self.geometry = arrow
        self.tipRadius = tipRadius
        self.sides = sides
    }

    /// Unit vector from the body edge towards the tip.
    private var outward: CGPoint {
        switch geometry.direction {
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        case .left: CGPoint(x: -1, y: 0)
        case .right, .unknown: CGPoint(x: 1, y: 0)
        }
    }

    /// Appends the arrow; the path's current point is on the edge before the leading corner.
    func append(to path: inout PopoverPath) {
        let lead = geometry.leadingBase, trail = geometry.trailingBase
        path.line(to: lead)
        let rounding = tipRounding()
        let apex = rounding?.apex ?? geometry.tip
        let tipStart = rounding?.start ?? geometry.tip
        let tipEnd = rounding?.end ?? geometry.tip

        switch sides {
        case .straight:
            path.line(to: tipStart)
        case .curved:
            let along = geometry.baseWidth / 4
            let edgeDirection = (trail - lead).unit
            path.curve(
                to: tipStart,
                control1: lead + edgeDirection * along,
                control2: tipStart + (lead - apex).unit * (0.4 * (lead - tipStart).length)
            )
        }
        if rounding != nil {
            path.quadCurve(to: tipEnd, control: apex)
        }
        switch sides {
        case .straight:
            path.line(to: trail)
        case .curved:
            let along = geometry.baseWidth / 4
            let edgeDirection = (trail - lead).unit
            path.curve(
                to: trail,
                control1: tipEnd + (trail - apex).unit * (0.4 * (trail - tipEnd).length),
                control2: trail - edgeDirection * along
            )
        }
    }

    /// For a rounded tip: the virtual apex beyond the tip and where the curve meets
    /// each side. The apex is pushed out along the arrow's axis so that the quadratic's
    /// furthest point is exactly the layout's tip: `push` solves `push = peakLoss(push)`
    /// by the secant method, which converges in a handful of steps.
    private func tipRounding() -> (apex: CGPoint, start: CGPoint, end: CGPoint)? {
        guard tipRadius > 0, geometry.baseWidth > 0 else { return nil }
        guard var previous = rounding(push: 0) else { return nil }
        var previousPush: CGFloat = 0, push = previous.loss
        let scale = max(1, geometry.baseWidth, abs(geometry.tip.x), abs(geometry.tip.y))
        for _ in 0..<30 {
            guard let current = rounding(push: push) else { return nil }
            let residual = current.loss - push, previousResidual = previous.loss - previousPush
            if abs(residual) <= 1e-13 * scale || residual == previousResidual {
                return (current.apex, current.start, current.end)
            }
            let next = push - residual * (push - previousPush) / (residual - previousResidual)
            (previous, previousPush, push) = (current, push, next)
        }
        return rounding(push: push).map { ($0.apex, $0.start, $0.end) }
    }

    /// The rounding for an apex pushed `push` beyond the tip, and how far short of that
    /// apex the quadratic's peak falls (`d · s1 · s2 / (s1 + s2)` along the axis).
    private func rounding(push: CGFloat) -> (apex: CGPoint, start: CGPoint, end: CGPoint, loss: CGFloat)? {
        let lead = geometry.leadingBase, trail = geometry.trailingBase
        let apex = geometry.tip + outward * push
        let toLead = (lead - apex).unit, toTrail = (trail - apex).unit
        // atan2 of cross and dot keeps a needle-thin arrow's angle exact; acos of a dot
        // product near 1 loses half the digits (found by popoverkit-fuzz, placement seed 1248512).
        let cross = toLead.x * toTrail.y - toLead.y * toTrail.x
        let halfAngle = atan2(abs(cross), toLead.dot(toTrail)) / 2
        guard halfAngle > 1e-6 else { return nil }
        let d = min(tipRadius / tan(halfAngle), 0.5 * min((lead - apex).length, (trail - apex).length))
        let s1 = -toLead.dot(outward), s2 = -toTrail.dot(outward)
        guard s1 + s2 > 1e-12 else { return nil }
        return (apex, apex + toLead * d, apex + toTrail * d, d * s1 * s2 / (s1 + s2))
    }
}

private extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    var unit: CGPoint { length > 0 ? self * (1 / length) : .zero }
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
}
