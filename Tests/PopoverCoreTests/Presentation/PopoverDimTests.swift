import Foundation
import Testing
@testable import PopoverCore

/// Issue 34, item 7: the dim a popover owns, its colour, its area and its hole.
@Suite struct PopoverDimTests {
    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let button = CGRect(x: 300, y: 60, width: 44, height: 44)

    @Test func noDimHasNoColourAndNoArea() {
        #expect(!PopoverDim.none.isShown)
        #expect(PopoverDim.none.color(for: .light) == nil)
        #expect(PopoverDim.none.path(around: Self.button, in: Self.phone) == nil)
        #expect(!PopoverDim.none.holeContains(CGPoint(x: 322, y: 82), around: Self.button, in: Self.phone))
    }

    /// A full dim covers the whole container, the anchor included, in its colour for
    /// each appearance.
    @Test func aFullDimCoversEverything() throws {
        let dim = PopoverDim.color(DynamicColor(light: try RGBAColor(hex: "#00000066"), dark: try RGBAColor(hex: "#000000B3")))
        let path = try #require(dim.path(around: Self.button, in: Self.phone))
        #expect(path.bounds == Self.phone)
        #expect(path.contains(CGPoint(x: 322, y: 82)))
        #expect(path.contains(CGPoint(x: 10, y: 830)))
        #expect(dim.color(for: .light)?.hex == "#00000066")
        #expect(dim.color(for: .dark)?.hex == "#000000B3")
        #expect(!dim.hasHole)
        #expect(!dim.holeContains(CGPoint(x: 322, y: 82), around: Self.button, in: Self.phone))
    }

    /// A spotlight's dim is the spotlight's path and black at its opacity; a touch in
    /// its hole is in the hole.
    @Test func aSpotlightLeavesTheAnchorClear() throws {
        let spotlight = Spotlight(padding: 8, cornerRadius: 12, dimOpacity: 0.5)
        let dim = PopoverDim.spotlight(spotlight)
        let path = try #require(dim.path(around: Self.button, in: Self.phone))
        #expect(path == spotlight.path(around: Self.button, in: Self.phone))
        #expect(!path.contains(CGPoint(x: 322, y: 82)))
        #expect(dim.color(for: .dark) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(dim.holeContains(CGPoint(x: 322, y: 82), around: Self.button, in: Self.phone))
        #expect(!dim.holeContains(CGPoint(x: 100, y: 400), around: Self.button, in: Self.phone))
    }

    /// Hostile spotlights and anchors: the hole is inside the container and a point in
    /// it is never on the dimmed path (even-odd), whatever the values.
    @Test func theHoleAndTheDimNeverOverlap() {
        forAllSeeds(2_000) { _, random in
            let spotlight = Spotlight(padding: random.value(0...40, hostileChance: 0.1), cornerRadius: random.value(0...40, hostileChance: 0.1),
                                      dimOpacity: Double(random.value(0...1)))
            let anchor = CGRect(x: random.value(-50...400, hostileChance: 0.1), y: random.value(-50...900), width: random.value(0...200), height: random.value(0...200))
            let dim = PopoverDim.spotlight(spotlight)
            guard let path = dim.path(around: anchor, in: Self.phone) else { return "a spotlight without a path" }
            for _ in 0..<20 {
                let point = CGPoint(x: random.value(0...390), y: random.value(0...844))
                if dim.holeContains(point, around: anchor, in: Self.phone), path.contains(point) {
                    return "\(point) is both in the hole and dimmed"
                }
            }
            return nil
        }
    }
}
