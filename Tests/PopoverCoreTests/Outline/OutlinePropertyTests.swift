import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Invariant 7 (one closed, simple contour whose bounds are the layout's) and
/// invariant 4 on background layouts, over 10,000 generated layouts each.
@Suite struct OutlinePropertyTests {
    private static func layout(_ random: inout SeededRandom) -> BackgroundLayout {
        let metrics = random.metrics(hostileChance: 0.02)
        let size = CGSize(width: random.value(0...600, hostileChance: 0.02), height: random.value(0...600, hostileChance: 0.02))
        let direction = ArrowDirection.allCases.randomElement(using: &random)!
        let offset = random.chance(0.3) ? random.value(-1000...1000, hostileChance: 0.05) : random.value(-100...100)
        return BackgroundLayout(size: size, direction: direction, arrowOffset: offset, metrics: metrics)
    }

    @Test func invariant7_oneClosedContourWithTheLayoutsBounds() {
        forAllSeeds { _, random in
            let layout = Self.layout(&random)
            let path = PopoverOutline.path(for: layout)
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
            let layout = Self.layout(&random)
            let polygon = PopoverOutline.path(for: layout).flattened(segmentsPerCurve: 4).first ?? []
            return SelfIntersection.find(in: polygon).map { "segments \($0.0) and \($0.1) cross in \(layout.direction) \(layout.bounds.size)" }
        }
    }

    @Test func invariant7_pixelAlignedOutlineStaysInsideTheLayout() {
        forAllSeeds { _, random in
            let layout = Self.layout(&random)
            let scale = CGFloat(Int.random(in: 1...3, using: &random))
            let grid = PixelGrid(scale: scale, borderWidth: CGFloat(Int.random(in: 1...3, using: &random)) / scale)
            let path = PopoverOutline.path(for: layout, pixelGrid: grid)
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
            let layout = Self.layout(&random)
            guard let arrow = layout.arrow else { return layout.direction == .unknown ? nil : "arrow missing" }
            return StraightEdge.violation(of: arrow, in: layout)
        }
    }

    @Test func containsAgreesWithTheBodyAwayFromTheEdges() {
        forAllSeeds(2_000) { _, random in
            let layout = Self.layout(&random)
            guard layout.body.width > 4, layout.body.height > 4 else { return nil }
            let path = PopoverOutline.path(for: layout)
            let centre = CGPoint(x: layout.body.midX, y: layout.body.midY)
            let outside = CGPoint(x: layout.bounds.maxX + 1, y: layout.bounds.midY)
            return path.contains(centre) && !path.contains(outside) ? nil : "contains is wrong for \(layout.body)"
        }
    }
}
