import Foundation
@testable import PopoverTips
import Testing

/// Issue 38: how long a tooltip stays by itself, and where it stands.
@Suite struct HoverVisibleTests {
    typealias Tips = HoverTooltips<String>
    static let p = CGPoint(x: 10, y: 20), q = CGPoint(x: 40, y: 25)

    @Test func theStandardTimings() {
        let timing = HoverTiming.standard
        #expect(timing.initialDelay == 0.5 && timing.coolDown == 0.5)
        #expect(timing.minimumVisible == 10 && timing.readingSpeed == 15 && timing.maximumVisible == 30)
        #expect(timing.visibleDuration(textLength: 0) == 10)
        #expect(timing.visibleDuration(textLength: 150) == 10)
        #expect(timing.visibleDuration(textLength: 225) == 15)
        #expect(timing.visibleDuration(textLength: 450) == 30)
        #expect(timing.visibleDuration(textLength: 451) == 30)
        #expect(timing.visibleDuration(textLength: -3) == 10)
    }

    @Test func oddTimingsAreBroughtIntoRange() {
        let timing = HoverTiming(initialDelay: .nan, coolDown: -1, minimumVisible: 8, readingSpeed: 0, maximumVisible: 2)
        #expect(timing.initialDelay == 0 && timing.coolDown == 0)
        #expect(timing.readingSpeed == 15 && timing.maximumVisible == 8)
        #expect(timing.visibleDuration(textLength: 1_000) == 8)
    }

    @Test func aLongTextStaysLonger() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 300), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        #expect(tips.nextDeadline == 20.5)
        #expect(tips.handle(.tick, at: 20.4) == [])
        #expect(tips.handle(.tick, at: 20.5) == [.hide("a")])
        // Resting on: it does not show again until the pointer leaves and comes back.
        #expect(tips.handle(.tick, at: 40) == [] && tips.nextDeadline == nil)
        _ = tips.handle(.exited("a"), at: 41)
        #expect(tips.handle(.entered("a", at: Self.q, textLength: 300), at: 41.2) == [.show("a", at: Self.q)])
    }

    @Test func aTooltipStaysWhereItAppearedByDefault() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(.tick, at: 0.5) == [.show("a", at: Self.p)])
        #expect(tips.handle(.moved(to: Self.q), at: 1) == [])
        #expect(tips.shown == "a")
    }

    @Test func aFollowingTooltipMovesWithThePointer() {
        var tips = Tips(followsPointer: true)
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(.moved(to: Self.q), at: 0.2) == [])  // not shown yet
        #expect(tips.handle(.tick, at: 0.5) == [.show("a", at: Self.q)])
        #expect(tips.handle(.moved(to: Self.p), at: 1) == [.move(to: Self.p)])
        _ = tips.handle(.pressed, at: 2)
        #expect(tips.handle(.moved(to: Self.q), at: 3) == [])
    }
}
