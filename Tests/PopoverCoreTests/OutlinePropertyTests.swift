import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Invariant 7 (one closed, simple contour whose bounds are the layout's) and
/// invariant 4 on background layouts, over 10,000 generated layouts each.
@Suite struct OutlinePropertyTests {
    private static func layout(_ random: inout SeededRandom) -> (BackgroundLayout, SkinMetrics) {
        let metrics = random.metrics(hostileChance: 0.02)
        let size = CGSize(width: random.value(0...600, hostileChance: 0.02), height: random.value(0...600, hostileChance: 0.02))
        let direction = ArrowDirection.allCases.randomElement(using: &random)!
        let offset = random.chance(0.3) ? random.value(-1000...1000, hostileChance: 0.05) : random.value(-100...100)
        return (BackgroundLayout(size: size, direction: direction, arrowOffset: offset, metrics: metrics), metrics)
    }

    @Test func invariant7_oneClosedContourWithTheLayoutsBounds() {
        forAllSeeds { _, random in
            let (layout, metrics) = Self.layout(&random)
            let path = PopoverOutline.path(for: layout, metrics: metrics)
            guard path.contourCount == 1, path.elements.last == .close else { return "not one closed contour: \(path.elements)" }
            let b = path.bounds, l = layout.bounds
            let tolerance = 1e-9 * max(1, l.width, l.height)
            guard [b.minX - l.minX, b.minY - l.minY, b.maxX - l.maxX, b.maxY - l.maxY].allSatisfy({ abs($0) <= tolerance })
            else { return "bounds \(b) ≠ layout \(l) for \(layout.direction)" }
            return nil
        }
    }

    @Test func invariant7_outlineDoesNotCrossItself() {
        forAllSeeds { _, random in
            let (layout, metrics) = Self.layout(&random)
            let polygon = PopoverOutline.path(for: layout, metrics: metrics).flattened(segmentsPerCurve: 4).first ?? []
            return SelfIntersection.find(in: polygon).map { "segments \($0.0) and \($0.1) cross in \(layout.direction) \(layout.bounds.size)" }
        }
    }

    @Test func invariant7_pixelAlignedOutlineStaysInsideTheLayout() {
        forAllSeeds { _, random in
            let (layout, metrics) = Self.layout(&random)
            let scale = CGFloat(Int.random(in: 1...3, using: &random))
            let grid = PixelGrid(scale: scale, borderWidth: CGFloat(Int.random(in: 1...3, using: &random)) / scale)
            let path = PopoverOutline.path(for: layout, metrics: metrics, pixelGrid: grid)
            guard path.contourCount == 1 else { return "not one contour" }
            let stroked = path.bounds.insetBy(dx: -grid.borderWidth / 2, dy: -grid.borderWidth / 2)
            // A body thinner than its border cannot hold the stroke inside.
            guard layout.body.width >= 2 * grid.borderWidth + 2, layout.body.height >= 2 * grid.borderWidth + 2 else { return nil }
            return layout.bounds.contains(stroked, tolerance: 1e-9 * max(1, layout.bounds.width, layout.bounds.height))
                ? nil : "stroke \(stroked) leaves \(layout.bounds)"
        }
    }

    @Test func invariant4_arrowBaseOnTheStraightPartOfItsEdge() {
        forAllSeeds { _, random in
            let (layout, _) = Self.layout(&random)
            guard let arrow = layout.arrow else { return layout.direction == .unknown ? nil : "arrow missing" }
            return StraightEdge.violation(of: arrow, in: layout)
        }
    }

    @Test func containsAgreesWithTheBodyAwayFromTheEdges() {
        forAllSeeds(2_000) { _, random in
            let (layout, metrics) = Self.layout(&random)
            guard layout.body.width > 4, layout.body.height > 4 else { return nil }
            let path = PopoverOutline.path(for: layout, metrics: metrics)
            let centre = CGPoint(x: layout.body.midX, y: layout.body.midY)
            let outside = CGPoint(x: layout.bounds.maxX + 1, y: layout.bounds.midY)
            return path.contains(centre) && !path.contains(outside) ? nil : "contains is wrong for \(layout.body)"
        }
    }
}

/// Finds two non-adjacent segments of a closed polygon that properly cross.
enum SelfIntersection {
    static func find(in points: [CGPoint]) -> (Int, Int)? {
        var p: [CGPoint] = []
        for point in points where p.last.map({ hypot($0.x - point.x, $0.y - point.y) > 1e-9 }) ?? true { p.append(point) }
        if let first = p.first, let last = p.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 { p.removeLast() }
        let n = p.count
        guard n > 3 else { return nil }
        let scale = p.reduce(1) { max($0, abs($1.x), abs($1.y)) }
        func orientation(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
            let value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            return abs(value) <= 1e-9 * scale * scale ? 0 : value
        }
        for i in 0..<(n - 2) {
            let a = p[i], b = p[(i + 1) % n]
            for j in (i + 2)..<n where !(i == 0 && j == n - 1) {
                let c = p[j], d = p[(j + 1) % n]
                let o1 = orientation(a, b, c), o2 = orientation(a, b, d)
                let o3 = orientation(c, d, a), o4 = orientation(c, d, b)
                if o1 * o2 < 0 && o3 * o4 < 0 { return (i, j) }
            }
        }
        return nil
    }
}
