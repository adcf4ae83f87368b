import Foundation
@testable import PopoverTips
import Testing

/// Issue 38: the initial delay, cold, and the warm state with its cool-down, at exact times.
@Suite struct HoverDelayTests {
    typealias Tips = HoverTooltips<String>
    static let p = CGPoint(x: 10, y: 20), q = CGPoint(x: 40, y: 20)

    @Test func aColdTargetShowsAfterTheDelayAndNotBefore() {
        var tips = Tips()
        #expect(tips.handle(.entered("a", at: Self.p, textLength: 5), at: 10) == [])
        #expect(tips.nextDeadline == 10.5)
        #expect(tips.handle(.tick, at: 10.49) == [])
        #expect(tips.shown == nil && !tips.isWarm)
        #expect(tips.handle(.tick, at: 10.5) == [.show("a", at: Self.p)])
        #expect(tips.shown == "a" && tips.isWarm)
        #expect(tips.handle(.tick, at: 10.6) == [])
    }

    @Test func aLateTickShowsAtThePointerWhereItIsThen() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(.moved(to: Self.q), at: 0.2) == [])
        #expect(tips.handle(.tick, at: 0.9) == [.show("a", at: Self.q)])
        #expect(tips.nextDeadline == nil)  // shown at 0.9, for as long as the pointer rests
    }

    @Test func aMoveAfterTheDeadlineShowsWithoutATick() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(.moved(to: Self.q), at: 0.7) == [.show("a", at: Self.q)])
    }

    @Test func aTargetLeftWhileItsDelayRunsNeverShows() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(.exited("a"), at: 0.4) == [])
        #expect(tips.nextDeadline == nil)
        #expect(tips.handle(.tick, at: 0.5) == [])
        // Even when the exit comes late, after the delay, with no tick between.
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 1)
        #expect(tips.handle(.exited("a"), at: 2) == [])
        #expect(tips.shown == nil && !tips.isWarm)
    }

    @Test func aTargetsOwnDelayAndTheGlobalOne() {
        var tips = Tips(timing: HoverTiming(initialDelay: 1.5))
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.nextDeadline == 1.5)
        _ = tips.handle(.exited("a"), at: 0.1)
        _ = tips.handle(.entered("b", at: Self.p, delay: 0.25, textLength: 5), at: 1)
        #expect(tips.nextDeadline == 1.25)
        #expect(tips.handle(.tick, at: 1.25) == [.show("b", at: Self.p)])
        var instant = Tips()
        #expect(instant.handle(.entered("c", at: Self.q, delay: 0, textLength: 5), at: 3) == [.show("c", at: Self.q)])
        var negative = Tips()
        #expect(negative.handle(.entered("c", at: Self.q, delay: -4, textLength: 5), at: 3) == [.show("c", at: Self.q)])
    }

    @Test func warmANeighbourShowsAtOnce() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        // Off it, the tooltip goes after the hide delay; then the cool-down runs.
        #expect(tips.handle(.exited("a"), at: 2) == [])
        #expect(tips.handle(.tick, at: 2.25) == [.hide("a")])
        #expect(tips.isWarm && tips.nextDeadline == 2.75)
        #expect(tips.handle(.entered("b", at: Self.q, textLength: 5), at: 2.5) == [.show("b", at: Self.q)])
        #expect(tips.nextDeadline == nil)  // no timeout while the pointer rests
    }

    @Test func adjacentTargetsSwitchWhenEnteredBeforeExited() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        #expect(tips.handle(.entered("b", at: Self.q, textLength: 5), at: 1) == [.hide("a"), .show("b", at: Self.q)])
        #expect(tips.handle(.exited("a"), at: 1) == [])
        #expect(tips.shown == "b")
        // Cold: entering b while a's delay runs starts b's delay, and a never shows.
        var cold = Tips()
        _ = cold.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(cold.handle(.entered("b", at: Self.q, textLength: 5), at: 0.3) == [])
        #expect(cold.handle(.tick, at: 0.5) == [])
        #expect(cold.handle(.tick, at: 0.8) == [.show("b", at: Self.q)])
    }

    @Test func theCoolDownEndsTheWarmState() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        _ = tips.handle(.exited("a"), at: 1)
        #expect(tips.handle(.tick, at: 1.25) == [.hide("a")])
        #expect(tips.handle(.tick, at: 1.75) == [])
        #expect(!tips.isWarm && tips.nextDeadline == nil)
        #expect(tips.handle(.entered("b", at: Self.q, textLength: 5), at: 1.8) == [])
        #expect(tips.nextDeadline == 2.3)
        // A late driver: the cool-down ended at 3.75 though no tick came.
        _ = tips.handle(.tick, at: 2.3)
        _ = tips.handle(.exited("b"), at: 3)
        _ = tips.handle(.tick, at: 3.25)
        #expect(tips.handle(.entered("c", at: Self.p, textLength: 5), at: 3.8) == [])
        #expect(tips.nextDeadline == 4.3)
    }

    @Test func restingOnATargetKeepsItWarm() {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        #expect(tips.handle(.tick, at: 600) == [])  // never hides by itself (WCAG 1.4.13)
        _ = tips.handle(.pressed, at: 601)
        _ = tips.handle(.dragged, at: 602)
        #expect(tips.isWarm == false && tips.nextDeadline == nil)
        // A drag holds the target back but keeps the warm state while the pointer stays on it.
        var warm = Tips()
        _ = warm.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        _ = warm.handle(.tick, at: 0.5)
        _ = warm.handle(.dragged, at: 60)
        #expect(warm.isWarm && warm.nextDeadline == nil)
        #expect(warm.handle(.entered("b", at: Self.q, textLength: 5), at: 70) == [.show("b", at: Self.q)])
    }
}
