import Foundation
@testable import PopoverCore

import Testing

/// Issue 20, item 4: the spotlight's dim, an even-odd path with the anchor cut out.
@Suite struct SpotlightTests {
    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A share button in a navigation bar (44 pt, iPhone 14's 390×844 pt screen).
    @Test func theHoleFramesTheAnchor() {
        let spotlight = Spotlight(padding: 8, cornerRadius: 12)
        let button = CGRect(x: 338, y: 50, width: 44, height: 44)
        #expect(spotlight.hole(around: button, in: Self.phone) == CGRect(x: 330, y: 42, width: 60, height: 60))
        let dim = spotlight.path(around: button, in: Self.phone)
        #expect(dim.bounds == Self.phone)
        #expect(!dim.contains(CGPoint(x: 360, y: 72)))        // the button shows
        #expect(dim.contains(CGPoint(x: 331, y: 43)))         // the hole's corner is round: dimmed
        #expect(dim.contains(CGPoint(x: 200, y: 500)))
        #expect(spotlight.holeContains(CGPoint(x: 360, y: 72), around: button, in: Self.phone))
        #expect(!spotlight.holeContains(CGPoint(x: 331, y: 43), around: button, in: Self.phone))
    }

    @Test(arguments: [
        (Spotlight(padding: -1), "spotlight.padding: must be >= 0, got -1"),
        (Spotlight(cornerRadius: .nan), "spotlight.cornerRadius: must be a finite number, got nan"),
        (Spotlight(dimOpacity: 2), "spotlight.dimOpacity: must be between 0 and 1, got 2"),
        (Spotlight(dimOpacity: .nan), "spotlight.dimOpacity: must be between 0 and 1, got nan"),
    ])
    func badValuesAreRefusedByName(spotlight: Spotlight, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try spotlight.validate() }
        #expect(error.description == message)
    }

    /// Random and hostile anchors, containers and spotlights: the dim covers the container
    /// and nothing else, the hole holds the anchor's part inside the container (an anchor
    /// that is not finite cuts none), points in
    /// the hole are not dimmed and points in the container away from the hole are, and a
    /// touch passes through exactly where the dim is not.
    @Test func theDimIsTheContainerLessTheHole() {
        forAllSeeds(10_000) { _, random in
            let container = CGRect(
                x: random.value(-100...100, hostileChance: 0.02), y: random.value(-100...100, hostileChance: 0.02),
                width: random.value(50...1200, hostileChance: 0.02), height: random.value(50...1200, hostileChance: 0.02)
            )
            let anchor = CGRect(
                x: random.value(-200...1300, hostileChance: 0.05), y: random.value(-200...1300, hostileChance: 0.05),
                width: random.value(0...300, hostileChance: 0.05), height: random.value(0...300, hostileChance: 0.05)
            )
            let spotlight = Spotlight(
                padding: random.value(0...30, hostileChance: 0.05), cornerRadius: random.value(0...40, hostileChance: 0.05),
                dimOpacity: Double(random.value(0...1, hostileChance: 0.05))
            )
            let path = spotlight.path(around: anchor, in: container), hole = spotlight.hole(around: anchor, in: container)
            let valid = container.minX.isFinite && container.minY.isFinite && container.width.isFinite && container.height.isFinite
                && max(abs(container.minX), abs(container.maxX), abs(container.minY), abs(container.maxY)) <= PopoverLimits.maximumCoordinate
            guard valid else { return path.bounds.width == 0 ? nil : "a container that is not finite dims \(path.bounds)" }
            let box = container.standardized
            let b = path.bounds
            if max(abs(b.minX - box.minX), abs(b.minY - box.minY), abs(b.maxX - box.maxX), abs(b.maxY - box.maxY)) > 1e-9 * max(1, abs(box.maxX), abs(box.maxY)) {
                return "dim bounds \(b), container \(box)"
            }
            // Rectangles compared to within float rounding of their edges.
            func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
                inner.minX >= outer.minX - 1e-6 && inner.minY >= outer.minY - 1e-6 && inner.maxX <= outer.maxX + 1e-6 && inner.maxY <= outer.maxY + 1e-6
            }
            if hole.width > 0, !holds(box, hole) { return "hole \(hole) outside \(box)" }
            let finiteAnchor = [anchor.origin.x, anchor.origin.y, anchor.width, anchor.height].allSatisfy(\.isFinite)
            // (Foundation's rectangle maths traps on a rectangle that is not finite.)
            let anchorInside = finiteAnchor ? anchor.standardized.intersection(box) : .null
            if !finiteAnchor, hole.width > 0 { return "an anchor that is not finite cuts a hole \(hole)" }
            if finiteAnchor, !anchorInside.isNull, anchorInside.width > 0, anchorInside.height > 0, !holds(hole, anchorInside) {
                return "hole \(hole) misses the anchor's part \(anchorInside) (anchor \(anchor), \(spotlight))"
            }
            for _ in 0..<8 {
                let p = CGPoint(x: CGFloat.random(in: box.minX...box.maxX, using: &random), y: CGFloat.random(in: box.minY...box.maxY, using: &random))
                // Away from every edge by a pixel: the flattened curves are within 0.1 pt.
                let nearEdge = [abs(p.x - box.minX), abs(p.x - box.maxX), abs(p.y - box.minY), abs(p.y - box.maxY),
                                abs(p.x - hole.minX), abs(p.x - hole.maxX), abs(p.y - hole.minY), abs(p.y - hole.maxY)].min()! < 1
                let radius = min(spotlight.sanitized.cornerRadius, hole.width / 2, hole.height / 2)
                let inCorner = hole.insetBy(dx: radius, dy: 0).contains(p) == false && hole.insetBy(dx: 0, dy: radius).contains(p) == false && hole.contains(p)
                if nearEdge || inCorner { continue }
                let inHole = hole.contains(p)
                if path.contains(p) == inHole { return "\(p): dimmed \(path.contains(p)), in the hole \(inHole)" }
                if spotlight.holeContains(p, around: anchor, in: container) != inHole { return "\(p): touch passes \(!inHole)" }
            }
            return nil
        }
    }
}
