import Foundation

extension PopoverPath {
    /// The exact bounding box of the path (curve and arc extremes included, control
    /// points not); `.null` for an empty path.
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up,
    ///                               arrowOffset: -40, metrics: PopoverStyle.system.metrics)
    /// PopoverOutline.path(for: layout).bounds  // (0, 0, 320, 213)
    /// ```
    public var bounds: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p), let .line(p):
                box.add(p)
                current = p
            case let .quadCurve(p, c):
                box.add(p)
                for t in Self.quadExtremes(current, c, p) { box.add(Self.quadPoint(current, c, p, t)) }
                current = p
            case let .curve(p, c1, c2):
                box.add(p)
                for t in Self.cubicExtremes(current, c1, c2, p) { box.add(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case let .arc(center, radius, start, _, _):
                guard let ends = element.arcEnds else { continue }
                box.add(ends.start)
                box.add(ends.end)
                // Axis extremes at multiples of a quarter turn inside the sweep (at most five).
                let lower = min(start, start + ends.sweep), upper = max(start, start + ends.sweep)
                let first = (lower / (.pi / 2)).rounded(.up)
                for quarter in 0..<5 {
                    let angle = (first + CGFloat(quarter)) * (.pi / 2)
                    guard angle <= upper else { break }
                    box.add(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                }
                current = ends.end
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The path as closed polygons, one per contour, with each curve and arc cut into
    /// straight segments (`segmentsPerCurve` per curve or quarter turn of arc).
    ///
    /// ```swift
    /// let polygons = path.flattened(segmentsPerCurve: 8)
    /// polygons.count  // 1: body and arrow are one contour
    /// ```
    public func flattened(segmentsPerCurve: Int = PopoverPath.segmentsPerCurve) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        walkPolygons(segmentsPerCurve: segmentsPerCurve) { event in
            switch event {
            case let .start(p): polygon = [p]
            case let .vertex(p): polygon.append(p)
            case .end:
                if let first = polygon.first, polygon.count > 1, polygon.last == first { polygon.removeLast() }
                if polygon.count > 1 { polygons.append(polygon) }
                polygon = []
            }
        }
        return polygons
    }

    /// Whether a point lies inside the filled path (even-odd rule), for outside-tap
    /// decisions. Curves are flattened finely enough for touch input (well under 0.1 pt
    /// on popover-sized corners). Allocates nothing.
    ///
    /// ```swift
    /// path.contains(CGPoint(x: 160, y: 100))  // true: a tap inside
    /// path.contains(CGPoint(x: 2, y: 2))     // false: beside the arrow, outside the body: dismiss
    /// ```
    public func contains(_ point: CGPoint) -> Bool {
        var inside = false
        var first = CGPoint.zero, previous = CGPoint.zero
        func cross(_ a: CGPoint, _ b: CGPoint) {
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
        }
        walkPolygons(segmentsPerCurve: Self.segmentsPerCurve) { event in
            switch event {
            case let .start(p): first = p; previous = p
            case let .vertex(p): cross(previous, p); previous = p
            case .end: cross(previous, first)
            }
        }
        return inside
    }

    /// Straight segments per curve or quarter turn of arc, 12: ``flattened(segmentsPerCurve:)``'s
    /// default and what ``contains(_:)`` walks (well under 0.1 pt on popover-sized corners).
    @usableFromInline static let segmentsPerCurve = 12

    /// What a flattening walk reports: a contour starts, a vertex follows, a contour ends.
    private enum PolygonEvent {
        case start(CGPoint)
        case vertex(CGPoint)
        case end
    }

    /// Flattens the path contour by contour without building arrays.
    private func walkPolygons(segmentsPerCurve: Int, _ visit: (PolygonEvent) -> Void) {
        let steps = max(1, segmentsPerCurve)
        var inContour = false
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p):
                if inContour { visit(.end) }
                visit(.start(p))
                inContour = true
                current = p
            case let .line(p):
                if !inContour { visit(.start(current)); inContour = true }
                visit(.vertex(p))
                current = p
            case let .quadCurve(p, c):
                if !inContour { visit(.start(current)); inContour = true }
                for i in 1...steps { visit(.vertex(Self.quadPoint(current, c, p, CGFloat(i) / CGFloat(steps)))) }
                current = p
            case let .curve(p, c1, c2):
                if !inContour { visit(.start(current)); inContour = true }
                for i in 1...steps { visit(.vertex(Self.cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(steps)))) }
                current = p
            case let .arc(center, radius, start, _, _):
                guard let ends = element.arcEnds else { continue }
                if !inContour { visit(.start(ends.start)); inContour = true } else if ends.start != current { visit(.vertex(ends.start)) }
                let count = max(1, Int((abs(ends.sweep) / (.pi / 2) * CGFloat(steps)).rounded(.up)))
                for i in 1...count {
                    let angle = start + ends.sweep * CGFloat(i) / CGFloat(count)
                    visit(.vertex(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))))
                }
                current = ends.end
            case .close:
                break
            }
        }
        if inContour { visit(.end) }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y
        )
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
            y: a * p0.y + b * c1.y + c * c2.y + d * p1.y
        )
    }

    /// Parameters in (0, 1) where a quadratic's x or y is extreme.
    private static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Parameters in (0, 1) where a cubic's x or y is extreme.
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // Derivative / 3 = a t^2 + b t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows to hold the points it is given.
private struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
