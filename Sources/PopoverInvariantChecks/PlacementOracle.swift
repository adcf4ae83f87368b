import Foundation
import PopoverCore

/// What a placement request should do, judged without the solver's code: shared by the
/// property tests and `popoverkit-fuzz`, so both judge by one reading of ARCHITECTURE.md.
public enum PlacementOracle {
    public static func isValid(_ r: PlacementRequest) -> Bool {
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
        guard controlsAreValid(r.options) else { return false }
        return r.anchor.maxX >= r.container.minX && r.anchor.minX <= r.container.maxX
            && r.anchor.maxY >= r.container.minY && r.anchor.minY <= r.container.maxY
    }

    /// Issue 19's controls as ARCHITECTURE.md bounds them: fractions and the attachment point in
    /// 0...1, a gap and an arrow distance finite, at least 0 and within the coordinate limit.
    public static func controlsAreValid(_ o: PlacementOptions) -> Bool {
        func unit(_ v: CGFloat) -> Bool { v >= 0 && v <= 1 }
        func distance(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 && v <= PopoverLimits.maximumCoordinate }
        let alignment: Bool
        switch o.alignment {
        case let .fraction(f), let .arrow(at: .fraction(f)): alignment = unit(f)
        case let .arrow(at: .points(p)): alignment = distance(p)
        }
        return alignment && distance(o.gap) && (o.attachmentPoint.map { unit($0.x) && unit($0.y) } ?? true)
    }

    /// The anchor as the solver uses it: the part inside the container.
    public static func clippedAnchor(_ r: PlacementRequest) -> CGRect {
        let c = r.container, a = r.anchor
        let minX = max(a.minX, c.minX), minY = max(a.minY, c.minY)
        return CGRect(x: minX, y: minY, width: min(a.maxX, c.maxX) - minX, height: min(a.maxY, c.maxY) - minY)
    }

    /// Whether the solver must say that nothing fits: it shrinks content to keep inside,
    /// and no permitted direction has room for any content. `nil` within a rounding error
    /// of the boundary, where either answer is right.
    public static func nothingFits(_ r: PlacementRequest) -> Bool? {
        guard r.options.keepInsideContainer, r.options.mayShrinkContent else { return false }
        let anchor = clippedAnchor(r)
        let margin = contentRoomMargin(r, anchor: anchor)
        let scale = [r.container.minX, r.container.maxX, r.container.minY, r.container.maxY, anchor.maxX, anchor.maxY]
            .map(\.magnitude).max()!
        let tolerance = 1e-6 * max(1, scale)
        if margin > tolerance { return false }
        if margin < -tolerance { return true }
        return nil
    }

    /// Whether a thrown error is the solver's "nothing fits".
    public static func isNothingFits(_ error: any Error) -> Bool {
        guard let error = error as? PopoverInputError else { return false }
        return ["anchor", "insets", "container", "contentInsets", "arrow", "cornerRadius"].contains(error.field) && error.rule.hasPrefix("must leave room for the content")
    }

    /// The permitted directions as the solver must see them (left and right swap places in right-to-left when both are permitted).
    public static func permitted(_ r: PlacementRequest) -> [ArrowDirection] {
        r.permittedDirections.filter { $0 != .unknown }.map { d in
            r.layoutDirection == .rightToLeft && r.permittedDirections.contains(d.mirrored) ? d.mirrored : d
        }
    }

    /// The room beside the anchor for a direction, inside the inset container. Its size
    /// is negative where there is no room (read `size`, which CGRect does not standardize).
    public static func room(_ r: PlacementRequest, anchor: CGRect, _ d: ArrowDirection) -> CGRect {
        let i = r.containerInsets.inset(r.container)
        // The tip keeps the gap from the anchor: the room begins that much farther out.
        let a = anchor.insetBy(dx: -r.options.gap, dy: -r.options.gap)
        switch d {
        case .up: return CGRect(x: i.minX, y: max(a.maxY, i.minY), width: i.width, height: i.maxY - max(a.maxY, i.minY))
        case .down: return CGRect(x: i.minX, y: i.minY, width: i.width, height: min(a.minY, i.maxY) - i.minY)
        case .left: return CGRect(x: max(a.maxX, i.minX), y: i.minY, width: i.maxX - max(a.maxX, i.minX), height: i.height)
        case .right, .unknown: return CGRect(x: i.minX, y: i.minY, width: min(a.minX, i.maxX) - i.minX, height: i.height)
        }
    }

    /// The smallest popover (no content) for a direction.
    public static func minimalSize(_ r: PlacementRequest, _ d: ArrowDirection) -> CGSize {
        let m = r.metrics, along = max(m.arrowBase + 2 * m.cornerRadius, d.isVertical ? m.contentInsets.horizontal : m.contentInsets.vertical)
        let across = (d.isVertical ? m.contentInsets.vertical : m.contentInsets.horizontal) + m.arrowHeight
        return d.isVertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// The popover at full content size for a direction.
    public static func fullSize(_ r: PlacementRequest, _ d: ArrowDirection) -> CGSize {
        let minimal = minimalSize(r, d)
        let content = r.contentSize
        return d.isVertical
            ? CGSize(width: max(minimal.width, content.width + r.metrics.contentInsets.horizontal), height: minimal.height + content.height)
            : CGSize(width: minimal.width + content.width, height: max(minimal.height, content.height + r.metrics.contentInsets.vertical))
    }

    /// Whether the whole popover fits beside the anchor for a direction.
    public static func fitsFully(_ r: PlacementRequest, anchor: CGRect, _ d: ArrowDirection) -> Bool {
        let room = room(r, anchor: anchor, d), size = fullSize(r, d)
        func fits(_ room: CGFloat, _ need: CGFloat) -> Bool { room - need >= -1e-6 * max(1, room.magnitude) }
        return fits(room.size.width, size.width) && fits(room.size.height, size.height)
    }

    /// Whether some permitted direction has room for at least an empty popover beside the anchor.
    public static func canFit(_ r: PlacementRequest, anchor: CGRect) -> Bool {
        permitted(r).contains { d in
            let room = room(r, anchor: anchor, d), size = minimalSize(r, d)
            return room.size.width >= size.width - 1e-6 && room.size.height >= size.height - 1e-6
        }
    }

    /// How much room a direction leaves for content when the popover may shrink to keep
    /// inside: along the arrow's edge and across it, less the style's insets and arrow
    /// (negative where there is none). With `mayOverlapAnchor` the popover may reach the
    /// anchor's middle. Without a direction, the container less its insets.
    public static func contentRoom(_ r: PlacementRequest, anchor a: CGRect, _ d: ArrowDirection) -> (along: CGFloat, across: CGFloat) {
        let m = r.metrics
        guard d != .unknown else {
            let i = r.containerInsets.inset(r.container)
            return (i.width - m.contentInsets.horizontal, i.height - m.contentInsets.vertical)
        }
        let size = room(r, anchor: uncoverable(a, d, overlap: r.options.mayOverlapAnchor), d).size
        return d.isVertical
            ? (size.width - m.contentInsets.horizontal, size.height - m.contentInsets.vertical - m.arrowHeight)
            : (size.height - m.contentInsets.vertical, size.width - m.contentInsets.horizontal - m.arrowHeight)
    }

    /// The part of the anchor the popover must stay clear of: all of it, or with
    /// `mayOverlapAnchor` the half away from the popover (it may reach the middle).
    static func uncoverable(_ a: CGRect, _ d: ArrowDirection, overlap: Bool) -> CGRect {
        guard overlap else { return a }
        switch d {
        case .up: return CGRect(x: a.minX, y: a.minY, width: a.width, height: a.height / 2)
        case .down: return CGRect(x: a.minX, y: a.midY, width: a.width, height: a.height / 2)
        case .left: return CGRect(x: a.minX, y: a.minY, width: a.width / 2, height: a.height)
        case .right, .unknown: return CGRect(x: a.midX, y: a.minY, width: a.width / 2, height: a.height)
        }
    }

    /// By how much the best permitted direction (or, with none permitted, the container)
    /// has room for at least 1 pt of each content side (or all of a smaller side): positive
    /// where some has room, negative where none has. Shrinking to keep inside, `solve` must
    /// throw exactly where none has.
    public static func contentRoomMargin(_ r: PlacementRequest, anchor: CGRect) -> CGFloat {
        let directions = permitted(r).isEmpty ? [ArrowDirection.unknown] : permitted(r)
        return directions.map { d -> CGFloat in
            let room = contentRoom(r, anchor: anchor, d)
            let need = d.isVertical || d == .unknown
                ? (along: min(r.contentSize.width, 1), across: min(r.contentSize.height, 1))
                : (along: min(r.contentSize.height, 1), across: min(r.contentSize.width, 1))
            return min(room.along - need.along, room.across - need.across)
        }.max()!
    }

    /// Why `overlapsAnchor` is wrong for a placement, or `nil`: it must be true exactly when
    /// the popover covers part of the anchor. True: the middle of their common part lies
    /// on the anchor and strictly inside the frame. False: none of 9 × 9 points across the
    /// anchor (its edges included) lies inside the frame by more than a rounding error.
    /// The anchor is the one requested, its part outside the container included: a frame
    /// can lie there (a container narrower than its insets, or `keepInsideContainer` off).
    public static func overlapsAnchorViolation(_ p: Placement, requestedAnchor a: CGRect) -> String? {
        let f = p.frame
        let tolerance = 2e-9 * max(1, f.maxX.magnitude, f.maxY.magnitude, f.minX.magnitude, f.minY.magnitude)
        func strictlyInsideFrame(_ q: CGPoint, by margin: CGFloat) -> Bool {
            q.x > f.minX + margin && q.x < f.maxX - margin && q.y > f.minY + margin && q.y < f.maxY - margin
        }
        if p.overlapsAnchor {
            let common = CGPoint(x: (max(f.minX, a.minX) + min(f.maxX, a.maxX)) / 2, y: (max(f.minY, a.minY) + min(f.maxY, a.maxY)) / 2)
            let onAnchor = common.x >= a.minX && common.x <= a.maxX && common.y >= a.minY && common.y <= a.maxY
            return onAnchor && strictlyInsideFrame(common, by: 0) ? nil : "overlapsAnchor, but frame \(f) does not cover anchor \(a)"
        }
        for i in 0...8 {
            for j in 0...8 {
                let x: CGFloat = a.minX + a.width * CGFloat(i) / 8
                let y: CGFloat = a.minY + a.height * CGFloat(j) / 8
                if strictlyInsideFrame(CGPoint(x: x, y: y), by: tolerance) {
                    return "not overlapsAnchor, but frame \(f) covers \(x),\(y) of anchor \(a)"
                }
            }
        }
        return nil
    }

    /// Whether `tip` lies on the anchor's near edge for `direction`, moved out by the
    /// `gap`, within 0.5 pt (invariant 3); `false` without a direction.
    public static func tipIsOnNearEdge(_ tip: CGPoint, of a: CGRect, _ direction: ArrowDirection, gap g: CGFloat = 0) -> Bool {
        switch direction {
        case .up: abs(tip.y - (a.maxY + g)) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .down: abs(tip.y - (a.minY - g)) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .left: abs(tip.x - (a.maxX + g)) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .right: abs(tip.x - (a.minX - g)) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .unknown: false
        }
    }
}
