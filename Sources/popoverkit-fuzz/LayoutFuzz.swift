import Foundation
import PopoverCore
import PopoverInvariantChecks

/// Background layouts (which never throw) and their outlines: finite, content inside
/// the body, the arrow's base on the straight part, one closed simple contour.
enum LayoutFuzz {
    static let layoutArea = FuzzArea(name: "layout", weight: 20) { random in
        let (layout, metrics) = LayoutFuzz.layout(&random)
        let values = [layout.bounds.width, layout.bounds.height, layout.body.minX, layout.body.maxX, layout.body.minY, layout.body.maxY,
                      layout.content.minX, layout.content.maxX, layout.content.minY, layout.content.maxY, layout.cornerRadius, layout.arrowOffset]
        guard values.allSatisfy(\.isFinite) else { return "non-finite layout \(layout)" }
        let t = 1e-9 * max(1, layout.bounds.width, layout.bounds.height)
        guard PlacementInvariants.contains(layout.bounds, layout.body, t) else { return "body \(layout.body) outside bounds \(layout.bounds)" }
        guard PlacementInvariants.contains(layout.body, layout.content, t) else { return "content \(layout.content) outside body \(layout.body)" }
        if let arrow = layout.arrow {
            if let problem = StraightEdge.violation(of: arrow, in: layout) { return "invariant 4: \(problem)" }
        } else if layout.direction != .unknown {
            return "arrow missing for \(layout.direction)"
        }
        _ = metrics
        return nil
    }

    static let outlineArea = FuzzArea(name: "outline", weight: 10) { random in
        let (layout, metrics) = LayoutFuzz.layout(&random)
        let grid: PixelGrid? = random.chance(0.5) ? nil
            : PixelGrid(scale: random.chance(0.1) ? random.hostileValue() : CGFloat(random.int(1...3)),
                        borderWidth: random.chance(0.1) ? random.hostileValue() : CGFloat(random.int(0...3)) / 2)
        let path = PopoverOutline.path(for: layout, pixelGrid: grid)
        if grid == nil { return OutlineCheck.violation(path, bounds: layout.bounds) }
        guard path.contourCount == 1, path.elements.last == .close else { return "pixel-aligned: not one closed contour" }
        let b = path.bounds
        guard [b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite) else { return "pixel-aligned outline not finite: \(b)" }
        // A body thinner than its border cannot hold the stroke inside (as the property tests say).
        let border = grid!.borderWidth
        guard layout.body.width >= 2 * border + 2, layout.body.height >= 2 * border + 2 else { return nil }
        let t = 1e-6 * max(1, layout.bounds.width, layout.bounds.height)
        return PlacementInvariants.contains(layout.bounds, b, t) ? nil
            : "pixel-aligned outline \(b) leaves \(layout.bounds) (\(layout.direction), grid \(grid!.scale)/\(grid!.borderWidth), body \(layout.body), \(metrics))"
    }

    static func layout(_ r: inout FuzzRandom) -> (BackgroundLayout, SkinMetrics) {
        let h = r.pick([0.0, 0.02, 0.1, 0.3])
        let metrics = FuzzInputs.metrics(&r, hostileChance: h)
        let size = CGSize(width: r.value(0...600, hostileChance: h), height: r.value(0...600, hostileChance: h))
        let offset = r.chance(0.3) ? r.value(-1000...1000, hostileChance: max(h, 0.05)) : r.value(-100...100)
        let direction = r.pick(ArrowDirection.allCases)
        return (BackgroundLayout(size: size, direction: direction, arrowOffset: offset, metrics: metrics), metrics)
    }
}

/// Invariant 7: one closed contour, bounds equal to the layout's, not crossing itself.
enum OutlineCheck {
    static func violation(_ path: PopoverPath, bounds l: CGRect) -> String? {
        guard path.contourCount == 1, path.elements.last == .close else { return "invariant 7: not one closed contour" }
        let b = path.bounds
        let tolerance = 1e-9 * max(1, l.width, l.height, abs(l.minX), abs(l.minY))
        guard [b.minX - l.minX, b.minY - l.minY, b.maxX - l.maxX, b.maxY - l.maxY].allSatisfy({ abs($0) <= tolerance })
        else { return "invariant 7: bounds \(b) ≠ layout \(l)" }
        let polygon = path.flattened(segmentsPerCurve: 4).first ?? []
        return SelfIntersection.find(in: polygon).map { "invariant 7: segments \($0.0) and \($0.1) cross" }
    }
}
