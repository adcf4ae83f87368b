import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverTips

/// The buttons both tour drivers show, and the events they send.
@Suite struct TourButtonsTests {
    @Test func everyStepHasNextOrDoneThenSkip() {
        let buttons = TourButtons()
        #expect(buttons.actions(step: 0, of: 3) == [TipAction(id: "tour.next", title: "Next"), TipAction(id: "tour.skip", title: "Skip")])
        #expect(buttons.actions(step: 2, of: 3) == [TipAction(id: "tour.done", title: "Done"), TipAction(id: "tour.skip", title: "Skip")])
        #expect(buttons.actions(step: 0, of: 1).map(\.title) == ["Done", "Skip"])
        // A tip holds at most two actions: the buttons always fit.
        for count in 1...5 { for step in 0..<count { #expect(throws: Never.self) { try TipContent(message: "x", actions: buttons.actions(step: step, of: count)).validate() } } }
    }

    /// Tapping the buttons through a tour: Next walks it, Done on the last step completes
    /// it, Skip ends it skipped, from any step; an app's own action is not the tour's.
    @Test func theButtonsDriveTheTour() throws {
        let buttons = TourButtons()
        for skipAt in 0...3 {
            var tour = try Tour(steps: ["a", "b", "c"])
            var effects = tour.handle(.start), step = 0
            while case let .showing(shown) = tour.state {
                #expect(shown == step)
                let action = step == skipAt ? buttons.actions(step: step, of: 3)[1] : buttons.actions(step: step, of: 3)[0]
                effects = tour.handle(try #require(buttons.event(for: action, step: step, of: 3)))
                step += 1
            }
            #expect(tour.state == .ended(skipAt < 3 ? .skipped : .completed), "skip at \(skipAt)")
            #expect(effects.last == .ended(skipAt < 3 ? .skipped : .completed))
        }
        #expect(buttons.event(for: TipAction(id: "later", title: "Later"), step: 0, of: 3) == nil)
    }
}
