import Foundation
@testable import PopoverCore

extension SeededRandom {
    /// Metrics, hostile with the given chance per field.
    mutating func metrics(hostileChance h: Double = 0) -> SkinMetrics {
        SkinMetrics(
            arrowBase: value(1...60, hostileChance: h),
            arrowHeight: value(1...30, hostileChance: h),
            contentInsets: PopoverInsets(
                top: value(0...20, hostileChance: h), left: value(0...20, hostileChance: h),
                bottom: value(0...20, hostileChance: h), right: value(0...20, hostileChance: h)
            ),
            cornerRadius: value(0...40, hostileChance: h),
            arrowTipRadius: value(0...10, hostileChance: h),
            arrowTipSkew: chance(0.5) ? 0 : value(0...20, hostileChance: h),
            arrowSides: chance(0.5) ? .straight : .curved
        )
    }

    /// A placement request: realistic most of the time, near edges and corners often,
    /// hostile with the given chance per field.
    mutating func placementRequest(hostileChance h: Double = 0) -> PlacementRequest {
        let presets: [CGSize] = [CGSize(width: 1024, height: 768), CGSize(width: 390, height: 844), CGSize(width: 768, height: 1024)]
        let size = chance(0.5) ? presets.randomElement(using: &self)! : CGSize(width: value(1...1400), height: value(1...1400))
        let container = CGRect(
            x: chance(0.8) ? 0 : value(-500...500, hostileChance: h), y: chance(0.8) ? 0 : value(-500...500, hostileChance: h),
            width: chance(h) ? SeededRandom.hostile.randomElement(using: &self)! : size.width,
            height: chance(h) ? SeededRandom.hostile.randomElement(using: &self)! : size.height
        )
        let anchorSize = chance(0.2)
            ? CGSize(width: 1, height: 1)
            : CGSize(width: value(0...300, hostileChance: h), height: value(0...300, hostileChance: h))
        // Anchors hug edges and corners a third of the time, and stick out a little now and then.
        func coordinate(_ lower: CGFloat, _ extent: CGFloat, _ anchorExtent: CGFloat) -> CGFloat {
            let e = extent.isFinite ? max(0, extent) : 1000
            let a = anchorExtent.isFinite ? max(0, anchorExtent) : 10
            switch Int.random(in: 0..<6, using: &self) {
            case 0: return lower + value(-a...5)
            case 1: return lower + e - a + value(-5...a)
            default: return lower + value(0...max(0, e - min(a, e)))
            }
        }
        let cx = container.origin.x.isFinite ? container.origin.x : 0
        let cy = container.origin.y.isFinite ? container.origin.y : 0
        let anchor = CGRect(
            x: chance(h) ? SeededRandom.hostile.randomElement(using: &self)! : coordinate(cx, container.width, anchorSize.width),
            y: chance(h) ? SeededRandom.hostile.randomElement(using: &self)! : coordinate(cy, container.height, anchorSize.height),
            width: anchorSize.width, height: anchorSize.height
        )
        let content = CGSize(
            width: chance(0.15) ? value(1000...3000) : value(0...500, hostileChance: h),
            height: chance(0.15) ? value(1000...3000) : value(0...500, hostileChance: h)
        )
        var permitted = ArrowDirection.arrowed.shuffled(using: &self)
        permitted.removeLast(Int.random(in: 0...4, using: &self))
        if chance(0.1) { permitted.append(permitted.first ?? .unknown) }   // duplicates and unknown are tolerated
        return PlacementRequest(
            anchor: anchor,
            container: container,
            containerInsets: chance(0.3)
                ? .uniform(10)
                : PopoverInsets(top: value(0...80, hostileChance: h), left: value(0...40, hostileChance: h),
                                bottom: value(0...60, hostileChance: h), right: value(0...40, hostileChance: h)),
            contentSize: content,
            permittedDirections: permitted,
            metrics: metrics(hostileChance: h),
            options: PlacementOptions(keepInsideContainer: chance(0.9), mayShrinkContent: chance(0.8), mayOverlapAnchor: chance(0.2)),
            currentDirection: ArrowDirection.allCases.randomElement(using: &self)!,
            layoutDirection: chance(0.2) ? .rightToLeft : .leftToRight
        )
    }
}

/// What a request should do, judged without the solver's code.
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

    /// The permitted directions as the solver must see them (left and right swap places in right-to-left when both are permitted).
    static func permitted(_ r: PlacementRequest) -> [ArrowDirection] {
        r.permittedDirections.filter { $0 != .unknown }.map { d in
            r.layoutDirection == .rightToLeft && r.permittedDirections.contains(d.mirrored) ? d.mirrored : d
        }
    }

    /// The room beside the anchor for a direction, inside the inset container. Its size
    /// is negative where there is no room (read `size`, which CGRect does not standardize).
    static func room(_ r: PlacementRequest, anchor a: CGRect, _ d: ArrowDirection) -> CGRect {
        let i = r.containerInsets.inset(r.container)
        switch d {
        case .up: return CGRect(x: i.minX, y: max(a.maxY, i.minY), width: i.width, height: i.maxY - max(a.maxY, i.minY))
        case .down: return CGRect(x: i.minX, y: i.minY, width: i.width, height: min(a.minY, i.maxY) - i.minY)
        case .left: return CGRect(x: max(a.maxX, i.minX), y: i.minY, width: i.maxX - max(a.maxX, i.minX), height: i.height)
        case .right, .unknown: return CGRect(x: i.minX, y: i.minY, width: min(a.minX, i.maxX) - i.minX, height: i.height)
        }
    }

    /// The smallest popover (no content) for a direction.
    static func minimalSize(_ r: PlacementRequest, _ d: ArrowDirection) -> CGSize {
        let m = r.metrics, along = max(m.arrowBase + 2 * m.cornerRadius, d.isVertical ? m.contentInsets.horizontal : m.contentInsets.vertical)
        let across = (d.isVertical ? m.contentInsets.vertical : m.contentInsets.horizontal) + m.arrowHeight
        return d.isVertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// The popover at full content size for a direction.
    static func fullSize(_ r: PlacementRequest, _ d: ArrowDirection) -> CGSize {
        let minimal = minimalSize(r, d)
        let content = r.contentSize
        return d.isVertical
            ? CGSize(width: max(minimal.width, content.width + r.metrics.contentInsets.horizontal), height: minimal.height + content.height)
            : CGSize(width: minimal.width + content.width, height: max(minimal.height, content.height + r.metrics.contentInsets.vertical))
    }

    /// Whether the whole popover fits beside the anchor for a direction.
    static func fitsFully(_ r: PlacementRequest, anchor: CGRect, _ d: ArrowDirection) -> Bool {
        let room = room(r, anchor: anchor, d), size = fullSize(r, d)
        func fits(_ room: CGFloat, _ need: CGFloat) -> Bool { room - need >= -1e-6 * max(1, room.magnitude) }
        return fits(room.size.width, size.width) && fits(room.size.height, size.height)
    }

    /// Whether some permitted direction has room for at least an empty popover beside the anchor.
    static func canFit(_ r: PlacementRequest, anchor: CGRect) -> Bool {
        permitted(r).contains { d in
            let room = room(r, anchor: anchor, d), size = minimalSize(r, d)
            return room.size.width >= size.width - 1e-6 && room.size.height >= size.height - 1e-6
        }
    }
}

extension CGRect {
    func contains(_ other: CGRect, tolerance: CGFloat) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    var allFinite: Bool { [origin.x, origin.y, width, height].allSatisfy(\.isFinite) }
}
