import Foundation
import PopoverCore
import PopoverInvariantChecks

/// ARCHITECTURE.md's invariants checked on one placement, judged without the solver's code
/// (what a request should do comes from ``PlacementOracle``).
enum PlacementInvariants {
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
        let permitted = PlacementOracle.permitted(request)
        if permitted.isEmpty {
            guard p.direction == .unknown else { return "invariant 1: no direction permitted, got \(p.direction)" }
        } else if !permitted.contains(p.direction) {
            return "invariant 1: \(p.direction) not in \(permitted)"
        }
        let inner = request.containerInsets.inset(request.container)
        let t2 = 1e-6 * max(1, inner.maxX.magnitude, inner.maxY.magnitude, inner.minX.magnitude, inner.minY.magnitude)
        let canFit = PlacementOracle.canFit(request, anchor: p.anchor)
        // 2: inside the container whenever it can fit (or is no larger than it).
        if request.options.keepInsideContainer, request.options.mayShrinkContent, p.direction != .unknown {
            if canFit || (p.frame.width <= inner.width && p.frame.height <= inner.height), !contains(inner, p.frame, t2) {
                return "invariant 2: frame \(p.frame) outside \(inner)"
            }
        }
        guard let tip = p.arrowTip else { return p.direction == .unknown ? nil : "an arrow without a tip" }
        // 3: tip on the anchor's near edge, or flagged.
        let a = p.anchor
        guard p.direction != .unknown else { return "a tip without a direction" }
        let gap = request.options.gap
        let onEdge = PlacementOracle.tipIsOnNearEdge(tip, of: a, p.direction, gap: gap)
        // Moved toward the anchor for want of room (overlap allowed), the tip may give up
        // the gap before it covers the anchor: anywhere within the anchor grown by the gap.
        let insideAnchor = a.insetBy(dx: -0.5, dy: -0.5).contains(tip)
        let insideGap = request.options.mayOverlapAnchor && a.insetBy(dx: -0.5 - gap, dy: -0.5 - gap).contains(tip)
        let acceptable = onEdge || (p.overlapsAnchor && insideAnchor) || insideGap
        if !acceptable && !p.arrowClampedAwayFromAnchor { return "invariant 3: tip \(tip) off the anchor \(a) (gap \(gap)), not flagged" }
        // 3, with an attachment point: the tip in line with it, or flagged.
        if let point = request.options.attachmentPoint, !p.arrowClampedAwayFromAnchor {
            let aim = CGPoint(x: a.minX + (request.layoutDirection == .rightToLeft ? 1 - point.x : point.x) * a.width, y: a.minY + point.y * a.height)
            let miss = p.direction.isVertical ? abs(tip.x - aim.x) : abs(tip.y - aim.y)
            if miss > 0.5 + 1e-9 * max(1, abs(aim.x), abs(aim.y)) { return "invariant 3: tip \(tip) misses the attachment point \(aim) by \(miss), not flagged" }
        }
        // 4: arrow base on the straight part.
        if let arrow = p.background.arrow, let problem = StraightEdge.violation(of: arrow, in: p.background) {
            return "invariant 4: \(problem)"
        }
        // 5: does not cover the anchor unless allowed, or flagged where nothing fits;
        // the flag is true exactly when the frame covers the anchor.
        if let problem = PlacementOracle.overlapsAnchorViolation(p, requestedAnchor: request.anchor) { return "invariant 5: \(problem)" }
        if !request.options.mayOverlapAnchor, p.overlapsAnchor, canFit {
            return "invariant 5: overlapsAnchor although an empty popover fits beside the anchor"
        }
        // 7: the outline's bounds are the frame's.
        let outline = p.outline()
        return OutlineCheck.violation(outline, bounds: p.frame).map { "\($0) (\(p.direction), \(request.metrics))" }
    }

    static func contains(_ outer: CGRect, _ inner: CGRect, _ tolerance: CGFloat) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }
}
