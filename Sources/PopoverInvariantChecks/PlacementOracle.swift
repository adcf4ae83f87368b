import Foundation
import PopoverCore

/// What a placement request should do, judged without the solver's code: shared by the
/// property tests and `popoverkit-fuzz`, so both judge by one reading of DESIGN.md.
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
        return r.anchor.maxX >= r.container.minX && r.anchor.minX <= r.container.maxX
            && r.anchor.maxY >= r.container.minY && r.anchor.minY <= r.container.maxY
    }

    /// The permitted directions as the solver must see them (left and right swap places in right-to-left when both are permitted).
    public static func permitted(_ r: PlacementRequest) -> [ArrowDirection] {
        r.permittedDirections.filter { $0 != .unknown }.map { d in
            r.layoutDirection == .rightToLeft && r.permittedDirections.contains(d.mirrored) ? d.mirrored : d
        }
    }

    /// The room beside the anchor for a direction, inside the inset container. Its size
    /// is negative where there is no room (read `size`, which CGRect does not standardize).
    public static func room(_ r: PlacementRequest, anchor a: CGRect, _ d: ArrowDirection) -> CGRect {
        let i = r.containerInsets.inset(r.container)
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

    /// Whether `tip` lies on the anchor's near edge for `direction`, within 0.5 pt
    /// (invariant 3); `false` without a direction.
    public static func tipIsOnNearEdge(_ tip: CGPoint, of a: CGRect, _ direction: ArrowDirection) -> Bool {
        switch direction {
        case .up: abs(tip.y - a.maxY) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .down: abs(tip.y - a.minY) <= 0.5 && tip.x >= a.minX - 0.5 && tip.x <= a.maxX + 0.5
        case .left: abs(tip.x - a.maxX) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .right: abs(tip.x - a.minX) <= 0.5 && tip.y >= a.minY - 0.5 && tip.y <= a.maxY + 0.5
        case .unknown: false
        }
    }
}
