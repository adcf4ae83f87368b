import Foundation
@testable import PopoverTips
import Testing

/// Issue 38: how long a tooltip stays by itself, and where it stands.
@Suite struct HoverVisibleTests {
    typealias Tips = HoverTooltips<String>
    static let p = CGPoint(x: 10, y: 20), q = CGPoint(x: 40, y: 25)

    @Test func theStandardTimings() {
        let timing = HoverTiming.standard
        #expect(timing.initialDelay == 0.5 && timing.coolDown == 0.5 && timing.hideDelay == 0.25 && timing.longPressDuration == 0.5)
        #expect(timing.minimumVisible == 1.5 && timing.readingSpeed == 15 && timing.maximumVisible == 30)
        #expect(timing.visibleDuration(textLength: 0) == 1.5)
        #expect(timing.visibleDuration(textLength: 150) == 10)
        #expect(timing.visibleDuration(textLength: 225) == 15)
        #expect(timing.visibleDuration(textLength: 450) == 30)
        #expect(timing.visibleDuration(textLength: 451) == 30)
        #expect(timing.visibleDuration(textLength: -3) == 1.5)
    }

    @Test func oddTimingsAreBroughtIntoRange() {
        let timing = HoverTiming(initialDelay: .nan, coolDown: -1, hideDelay: -2, longPressDuration: .nan, minimumVisible: 8, readingSpeed: 0,
                                 maximumVisible: 2)
        #expect(timing.initialDelay == 0 && timing.coolDown == 0 && timing.hideDelay == 0 && timing.longPressDuration == 0)
        #expect(timing.readingSpeed == 15 && timing.maximumVisible == 8)
        #expect(timing.visibleDuration(textLength: 1_000) == 8)
    }

    /// WCAG 1.4.13, persistent: no timeout while the pointer rests or focus stays.
    @Test func noTimeoutWhileThePointerOrFocusIsThere() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 300), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        #expect(tips.nextDeadline == nil && tips.handle(.tick, at: 3_600) == [])
        var focused = Tips()
        #expect(focused.handle(.focused("a", textLength: 5), at: 0) == [])
        #expect(focused.handle(.tick, at: 0.5) == [.showAtTarget("a")])
        #expect(focused.nextDeadline == nil && focused.handle(.tick, at: 3_600) == [])
        // Focus leaving hides it at once; Escape hides it and focus stays held back.
        #expect(focused.handle(.unfocused("a"), at: 3_601) == [.hide("a")])
        _ = focused.handle(.focused("b", textLength: 5), at: 3_602)
        #expect(focused.handle(.tick, at: 3_602.5) == [.showAtTarget("b")])  // cold again: the delay
        #expect(focused.handle(.keyPressed, at: 3_603) == [.hide("b")])
        #expect(focused.handle(.tick, at: 4_000) == [] && focused.nextDeadline == nil)
    }

    /// A long press on touch: shown after 0.5 s, never for a tap; after the lift it stays
    /// its reading time (at least 1.5 s), or until a tap.
    @Test func aLongPressShowsItAndALongTextStaysLonger() {
        var tips = Tips()
        #expect(tips.handle(.touchBegan("a", textLength: 300), at: 0) == [])
        #expect(tips.handle(.touchEnded, at: 0.3) == [] && tips.nextDeadline == nil)  // a tap: the control's
        _ = tips.handle(.touchBegan("a", textLength: 300), at: 1)
        #expect(tips.nextDeadline == 1.5)
        #expect(tips.handle(.tick, at: 1.5) == [.showAtTarget("a")])
        #expect(tips.handle(.tick, at: 60) == [])  // held: it stays
        #expect(tips.handle(.touchEnded, at: 61) == [] && tips.nextDeadline == 81)
        #expect(tips.handle(.tick, at: 81) == [.hide("a")])
        // A short text: 1.5 s; a tap elsewhere (a new touch) hides it sooner.
        _ = tips.handle(.touchBegan("b", textLength: 4), at: 100)
        _ = tips.handle(.tick, at: 100.5)
        _ = tips.handle(.touchEnded, at: 101)
        #expect(tips.nextDeadline == 102.5)
        #expect(tips.handle(.touchBegan("c", textLength: 4), at: 102) == [.hide("b")])
        #expect(tips.handle(.touchEnded, at: 102.1) == [] && tips.shown == nil)
        // A late driver: the lift comes before the tick that was due at the half second.
        _ = tips.handle(.touchBegan("d", textLength: 4), at: 200)
        #expect(tips.handle(.touchEnded, at: 200.7) == [.showAtTarget("d")])
        #expect(tips.nextDeadline == 202.2)
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
