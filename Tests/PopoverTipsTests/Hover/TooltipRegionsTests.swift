import Foundation
import Testing
@testable import PopoverTips

@Suite struct TooltipRegionsTests {
    let row1 = CGRect(x: 0, y: 0, width: 100, height: 20)
    let row2 = CGRect(x: 0, y: 20, width: 100, height: 20)

    @Test func theTopmostRegionHoldingThePointIsTheOne() {
        var regions = TooltipRegions<String>()
        regions.set("row", for: row1)
        regions.set("cell", for: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(regions.region(at: CGPoint(x: 5, y: 5))?.value == "cell")
        #expect(regions.region(at: CGPoint(x: 50, y: 5))?.value == "row")
        #expect(regions.region(at: CGPoint(x: 50, y: 50)) == nil)
    }

    @Test func nilTakesOnlyThatRectsRegionAway() {
        var regions = TooltipRegions<String>()
        regions.set("1", for: row1)
        regions.set("2", for: row2)
        regions.set(nil, for: row1)
        #expect(regions.fixed.map(\.value) == ["2"])
        regions.set("2b", for: row2)
        #expect(regions.fixed.map(\.value) == ["2b"])
    }

    @Test func aProvidedRegionCountsOnlyWhereItHoldsThePointAndUnderTheSetOnes() {
        var regions = TooltipRegions<String>()
        let provided = TooltipRegions<String>.Region(rect: row2, value: "bar")
        #expect(regions.region(at: CGPoint(x: 5, y: 25), provided: provided)?.value == "bar")
        #expect(regions.region(at: CGPoint(x: 5, y: 5), provided: provided) == nil)
        regions.set("set", for: row2)
        #expect(regions.region(at: CGPoint(x: 5, y: 25), provided: provided)?.value == "set")
    }

    @Test func movingIntoAnotherRegionExitsOneAndEntersTheOther() {
        var regions = TooltipRegions<String>()
        regions.set("1", for: row1)
        regions.set("2", for: row2)
        let first = regions.move(to: regions.region(at: CGPoint(x: 5, y: 5)))
        #expect(first.exited == nil && first.entered?.value == "1")
        let same = regions.move(to: regions.region(at: CGPoint(x: 50, y: 15)))
        #expect(same.exited == nil && same.entered == nil)
        let next = regions.move(to: regions.region(at: CGPoint(x: 5, y: 25)))
        #expect(next.exited?.value == "1" && next.entered?.value == "2")
        let out = regions.move(to: nil)
        #expect(out.exited?.value == "2" && out.entered == nil && regions.current == nil)
    }

    @Test func aProviderGivingANewTextForTheSameRectIsANewRegion() {
        var regions = TooltipRegions<String>()
        _ = regions.move(to: .init(rect: row1, value: "3 items"))
        let changed = regions.move(to: .init(rect: row1, value: "4 items"))
        #expect(changed.exited?.value == "3 items" && changed.entered?.value == "4 items")
    }
}
