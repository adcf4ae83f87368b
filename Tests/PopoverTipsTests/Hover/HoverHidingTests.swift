import Foundation
@testable import PopoverTips
import Testing

/// Issue 38: what hides a tooltip, and what holds its target back afterwards.
@Suite struct HoverHidingTests {
    typealias Tips = HoverTooltips<String>
    static let p = CGPoint(x: 10, y: 20), q = CGPoint(x: 40, y: 20)
    static let hiding: [Tips.Event] = [.pressed, .scrolled, .keyPressed, .dragged, .appDeactivated, .otherPresentationOpened]
    static let endingWarmth: [Tips.Event] = [.pressed, .scrolled, .keyPressed]

    /// A machine showing "a" since 0.5, entered at 0.
    static func showingA() -> Tips {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: p, textLength: 5), at: 0)
        _ = tips.handle(.tick, at: 0.5)
        return tips
    }

    @Test(arguments: hiding) func eachHidesAtOnceAndHoldsTheTargetBack(_ event: Tips.Event) {
        var tips = Self.showingA()
        #expect(tips.handle(event, at: 2) == [.hide("a")])
        #expect(tips.shown == nil && tips.nextDeadline == nil)
        #expect(tips.handle(.moved(to: Self.q), at: 3) == [])
        #expect(tips.handle(.tick, at: 30) == [])
        #expect(tips.isWarm == !Self.endingWarmth.contains(event))
        // Back after leaving: cold, the delay again; warm, at once.
        _ = tips.handle(.exited("a"), at: 31)
        let back = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 31.2)
        if Self.endingWarmth.contains(event) {
            #expect(back == [])
            #expect(tips.handle(.tick, at: 31.7) == [.show("a", at: Self.p)])
        } else {
            #expect(back == [.show("a", at: Self.p)])
        }
    }

    @Test(arguments: hiding) func eachCancelsADelayThatRuns(_ event: Tips.Event) {
        var tips = Tips()
        _ = tips.handle(.entered("a", at: Self.p, textLength: 5), at: 0)
        #expect(tips.handle(event, at: 0.2) == [])
        #expect(tips.handle(.tick, at: 0.5) == [] && tips.nextDeadline == nil)
    }

    @Test func anotherTargetShowsAfterAHideWithoutLeavingTheFirst() {
        var tips = Self.showingA()
        _ = tips.handle(.dragged, at: 1)
        #expect(tips.handle(.entered("b", at: Self.q, textLength: 5), at: 2) == [.show("b", at: Self.q)])
    }

    @Test func aSecondEnteredForTheSameTargetDoesNotLiftTheHold() {
        var tips = Self.showingA()
        _ = tips.handle(.pressed, at: 1)
        #expect(tips.handle(.entered("a", at: Self.q, textLength: 5), at: 2) == [])
        #expect(tips.handle(.tick, at: 3) == [] && tips.nextDeadline == nil)
    }

    @Test func pressingOffEveryTargetEndsTheCoolDown() {
        var tips = Self.showingA()
        _ = tips.handle(.exited("a"), at: 1)
        #expect(tips.nextDeadline == 1.25)
        #expect(tips.handle(.tick, at: 1.25) == [.hide("a")])
        #expect(tips.nextDeadline == 1.75)
        #expect(tips.handle(.keyPressed, at: 1.5) == [])
        #expect(!tips.isWarm && tips.nextDeadline == nil)
        #expect(tips.handle(.entered("b", at: Self.q, textLength: 5), at: 1.6) == [])
    }

    @Test func leavingTheShownTargetHidesItAfterTheHideDelay() {
        var tips = Self.showingA()
        #expect(tips.handle(.exited("b"), at: 1) == [])
        #expect(tips.handle(.exited("a"), at: 1) == [])
        #expect(tips.nextDeadline == 1.25)
        #expect(tips.handle(.tick, at: 1.24) == [])
        #expect(tips.handle(.tick, at: 1.25) == [.hide("a")])
        #expect(tips.handle(.exited("a"), at: 1.3) == [])
    }

    /// A target that goes takes its tooltip at once, whatever kept it (no timeout would).
    @Test func aRemovedTargetsTooltipGoesAtOnce() {
        var onTooltip = Self.showingA()
        _ = onTooltip.handle(.exited("a"), at: 1)
        _ = onTooltip.handle(.enteredTooltip, at: 1.1)
        #expect(onTooltip.handle(.removed("a"), at: 2) == [.hide("a")])
        #expect(onTooltip.nextDeadline == 2.5 && onTooltip.handle(.tick, at: 100) == [])
        var held = Tips()
        _ = held.handle(.touchBegan("a", textLength: 5), at: 0)
        _ = held.handle(.tick, at: 0.5)
        #expect(held.handle(.removed("a"), at: 1) == [.hide("a")] && held.touch == nil)
    }

    /// A mouse's click arriving as a touch on the target the pointer is over is a press.
    @Test func aTouchOnThePointersTargetIsAPress() {
        var tips = Self.showingA()
        #expect(tips.handle(.touchBegan("a", textLength: 5), at: 2) == [.hide("a")])
        #expect(!tips.isWarm && tips.touch == nil)
        #expect(tips.handle(.touchEnded, at: 2.1) == [] && tips.handle(.tick, at: 10) == [])
    }

    /// WCAG 1.4.13, hoverable: the pointer moves from the target onto the tooltip in time.
    @Test func thePointerOnTheTooltipKeepsIt() {
        var tips = Self.showingA()
        _ = tips.handle(.exited("a"), at: 1)
        #expect(tips.handle(.enteredTooltip, at: 1.1) == [])
        #expect(tips.nextDeadline == nil && tips.handle(.tick, at: 100) == [])
        #expect(tips.shown == "a")
        // Escape, on the tooltip: it goes, and the pointer moved nowhere.
        #expect(tips.handle(.keyPressed, at: 101) == [.hide("a")])
        // Too late: once hidden, entering where it was does nothing.
        var late = Self.showingA()
        _ = late.handle(.exited("a"), at: 1)
        _ = late.handle(.tick, at: 1.25)
        #expect(late.handle(.enteredTooltip, at: 1.3) == [] && late.shown == nil)
    }
}
