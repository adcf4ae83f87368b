import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverTips

/// Issue 35: a display counts when the tip is on screen, and each showing records one
/// ending, the action's if there was one.
@Suite struct TipShowingTests {
    /// A tip that never appeared (no window, no room) uses up no display and records no
    /// ending.
    @Test func aTipThatNeverAppearedCountsForNothing() {
        var showing = TipShowing()
        let failed = showing.ended(.placementFailed("no room"))
        #expect(failed == nil)
        var gone = TipShowing()
        gone.actionPerformed()
        let left = gone.ended(.anchorLeftWindow)
        #expect(left == nil)
    }

    /// Shown then closed by a tap outside: one display, ending `closed`; an action wins
    /// over the dismissal it causes; the timer's ending is `timedOut`.
    @Test func endingsOfATipOnScreen() {
        var closed = TipShowing()
        let first = closed.appeared(), again = closed.appeared()
        #expect(first && !again)
        let outside = closed.ended(.dismissed(.outsideTap)), twice = closed.ended(.dismissed(.app))
        #expect(outside == .closed)
        #expect(twice == nil)
        var acted = TipShowing()
        _ = acted.appeared()
        acted.actionPerformed()
        let action = acted.ended(.dismissed(.app))
        #expect(action == .actionPerformed)
        var timed = TipShowing()
        _ = timed.appeared()
        let timeout = timed.ended(.dismissed(.timeout))
        #expect(timeout == .timedOut)
    }

    /// Random sequences of events: a display counts at most once and only on appearing;
    /// at most one ending is recorded, none before the tip appeared, and it is the
    /// action's whenever an action came after it appeared.
    @Test func randomSequences() {
        let endings: [PopoverEnding] = [.dismissed(.outsideTap), .dismissed(.app), .dismissed(.timeout), .anchorLeftWindow, .placementFailed("x")]
        forAllSeeds(5_000) { _, random in
            var showing = TipShowing()
            var displays = 0, recorded: [TipEnding] = [], appeared = false, actedAfterAppearing = false
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    if showing.appeared() { displays += 1 }
                    appeared = true
                case 1:
                    showing.actionPerformed()
                    if appeared { actedAfterAppearing = true }
                default:
                    let ending = endings[Int.random(in: 0..<endings.count, using: &random)]
                    if let kept = showing.ended(ending) {
                        if !appeared { return "recorded \(kept) for a tip that never appeared" }
                        if actedAfterAppearing, kept != .actionPerformed { return "recorded \(kept) after an action" }
                        recorded.append(kept)
                    }
                }
            }
            if displays > 1 { return "counted \(displays) displays for one showing" }
            if displays == 1, !appeared { return "counted a display before it appeared" }
            return recorded.count <= 1 ? nil : "recorded \(recorded.count) endings"
        }
    }
}
