import Foundation
@testable import PopoverCore

extension SeededRandom {
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
