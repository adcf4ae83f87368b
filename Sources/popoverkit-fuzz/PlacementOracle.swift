import Foundation
import PopoverCore
import PopoverInvariantChecks

/// DESIGN.md's invariants, judged without the solver's code.
enum PlacementOracle {
    static func isValid(_ r: PlacementRequest) -> Bool {
        let numbers: [CGFloat] = [
            r.anchor.origin.x, r.anchor.origin.y, r.anchor.size.width, r.anchor.size.height,
            r.container.origin.x, r.container.origin.y, r.container.size.width, r.container.size.height,
            r.containerInsets.top, r.containerInsets.left, r.containerInsets.bottom, r.containerInsets.right,
            r.contentSize.width, r.contentSize.height,
        ]
        guard numbers.allSatisfy({ $0.isFinite && $0.magnitude <= PopoverLimits.maximumCoordinate }) else { return false }
        guard r.anchor.size.width >= 0, r.anchor.size.height >= 0, r.contentSize.width >= 0, r.contentSize.height >= 0,
              r.container.size.width > 0, r.container.size.height > 0,
              [r.containerInsets.top, r.containerInsets.left, r.containerInsets.bottom, r.containerInsets.right].allSatisfy({ $0 >= 0 })
        else { return false }
        guard (try? r.metrics.validate()) != nil else { return false }
        return r.anchor.maxX >= r.container.minX && r.anchor.minX <= r.container.maxX
            && r.anchor.maxY >= r.container.minY && r.anchor.minY <= r.container.maxY
    }

    static func permitted(_ r: PlacementRequest) -> [ArrowDirection] {
        r.permittedDirections.filter { $0 != .unknown }.map { d in
            r.layoutDirection == .rightToLeft && r.permittedDirections.contains(d.mirrored) ? d.mirrored : d
        }
    }

    static func room(_ r: PlacementRequest, anchor a: CGRect, _ d: ArrowDirection) -> CGSize {
        let i = r.containerInsets.inset(r.container)
        switch d {
        case .up: return CGSize(width: i.width, height: i.maxY - max(a.maxY, i.minY))
        case .down: return CGSize(width: i.width, height: min(a.minY, i.maxY) - i.minY)
        case .left: return CGSize(width: i.maxX - max(a.maxX, i.minX), height: i.height)
        case .right, .unknown: return CGSize(width: min(a.minX, i.maxX) - i.minX, height: i.height)
        }
    }

    static func minimalSize(_ r: PlacementRequest, _ d: ArrowDirection) -> CGSize {
        let m = r.metrics, along = max(m.arrowBase + 2 * m.cornerRadius, d.isVertical ? m.contentInsets.horizontal : m.contentInsets.vertical)
        let across = (d.isVertical ? m.contentInsets.vertical : m.contentInsets.horizontal) + m.arrowHeight
        return d.isVertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    static func canFit(_ r: PlacementRequest, anchor: CGRect) -> Bool {
        permitted(r).contains { d in
            let room = room(r, anchor: anchor, d), size = minimalSize(r, d)
            return room.width >= size.width - 1e-6 && room.height >= size.height - 1e-6
        }
    }

    /// The first broken invariant, or `nil`.
    static func violation(_ request: PlacementRequest, _ p: Placement) -> String? {
        // 6: finite, content in body in frame.
        let rects = [p.frame, p.body, p.content, p.anchor]
        guard rects.allSatisfy({ [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }), p.arrowOffset.isFinite,
              p.arrowTip.map({ $0.x.isFinite && $0.y.isFinite }) ?? true
        else { return "invariant 6: non-finite output \(p)" }
        let t6 = 1e-9 * max(1, p.frame.maxX.magnitude, p.frame.maxY.magnitude, p.frame.minX.magnitude, p.frame.minY.magnitude)
        guard contains(p.frame, p.body, t6) else { return "invariant 6: body \(p.body) outside frame \(p.frame)" }
        guard contains(p.body, p.content, t6) else { return "invariant 6: content \(p.content) outside body \(p.body)" }
        // 1: permitted direction.
        let permitted = permitted(request)
        if permitted.isEmpty {
            guard p.direction == .unknown else { return "invariant 1: no direction permitted, got \(p.direction)" }
        } else if !permitted.contains(p.direction) {
            return "invariant 1: \(p.direction) not in \(permitted)"
        }
        let inner = request.containerInsets.inset(request.container)
        let t2 = 1e-6 * max(1, inner.maxX.magnitude, inner.maxY.magnitude, inner.minX.magnitude, inner.minY.magnitude)
        let canFit = canFit(request, anchor: p.anchor)
        // 2: inside the container whenever it can fit (or is no larger than it).
        if request.options.keepInsideContainer, request.options.mayShrinkContent, p.direction != .unknown {
            if canFit || (p.frame.width <= inner.width && p.frame.height <= inner.height), !contains(inner, p.frame, t2) {
                return "invariant 2: frame \(p.frame) outside \(inner)"
            }
        }
        guard let tip = p.arrowTip else { return p.direction == .unknown ? nil : "an arrow without a tip" }
        // 3: tip on the anchor's near edge, or flagged.
        let a = p.anchor
        let onEdge: Bool
        switch p.direction {
        case .up: onEdge = abs(tip.y - a.maxY) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .down: onEdge = abs(tip.y - a.minY) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .left: onEdge = abs(tip.x - a.maxX) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .right: onEdge = abs(tip.x - a.minX) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .unknown: return "a tip without a direction"
        }
        let insideAnchor = a.insetBy(dx: -0.5, dy: -0.5).contains(tip)
        let acceptable = onEdge || (p.overlapsAnchor && insideAnchor)
        if !acceptable && !p.arrowClampedAwayFromAnchor { return "invariant 3: tip \(tip) off the anchor \(a), not flagged" }
        // 4: arrow base on the straight part.
        if let arrow = p.background.arrow, let problem = StraightEdge.violation(of: arrow, in: p.background) {
            return "invariant 4: \(problem)"
        }
        // 5: does not cover the anchor unless allowed, or flagged where nothing fits.
        if !request.options.mayOverlapAnchor {
            if p.overlapsAnchor {
                if canFit { return "invariant 5: overlapsAnchor although an empty popover fits beside the anchor" }
            } else {
                let overlap = p.frame.intersection(p.anchor)
                let area = overlap.isNull ? 0 : overlap.width * overlap.height
                if area > 1e-6 * max(1, p.frame.width * p.frame.height) { return "invariant 5: frame \(p.frame) covers \(p.anchor), not flagged" }
            }
        }
        // 7: the outline's bounds are the frame's.
        let outline = p.outline(metrics: request.metrics)
        return OutlineCheck.violation(outline, bounds: p.frame).map { "\($0) (\(p.direction), \(request.metrics))" }
    }

    static func contains(_ outer: CGRect, _ inner: CGRect, _ tolerance: CGFloat) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }
}
