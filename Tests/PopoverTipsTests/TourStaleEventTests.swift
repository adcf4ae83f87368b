import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// The iOS 26.2 review, tour rules: an event from a step's tip counts only while that step is shown.
@Suite struct TourStaleEventTests {
    /// A second Next from step 0's tip, fading out while step 1 shows, moves nothing.
    @Test func aStaleNextDoesNotAdvanceTwice() throws {
        var tour = try Tour(steps: ["share", "filter", "export"])
        _ = tour.handle(.start)
        #expect(tour.handle(.next, from: 0) == [.hide(0), .show(1)])
        let before = tour
        #expect(tour.handle(.next, from: 0).isEmpty)
        #expect(tour.handle(.skip, from: 0).isEmpty)
        #expect(tour.handle(.anchor(step: 0, available: false), from: 0).isEmpty)
        #expect(tour == before)
        #expect(tour.handle(.finish, from: 1) == [.hide(1), .ended(.completed)])
    }

    /// Nothing is shown while the tour waits or before it starts: every tip's event is stale.
    @Test func noStepShownMeansEveryTipEventIsStale() throws {
        var tour = try Tour(steps: ["share", "filter"], missingAnchor: .wait)
        #expect(tour.handle(.next, from: 0).isEmpty)
        #expect(tour.start(onScreen: [1]).isEmpty)
        #expect(tour.handle(.skip, from: 0).isEmpty)
        #expect(tour.state == .waiting(0))
    }

    /// Random sequences of every event, from the app and from the tips (of the step shown
    /// or another), with anchors counted and set: at most one step is shown, every show
    /// follows the hide of the step before, a stale event changes nothing, the counts are
    /// the model's and never negative, and a step shown has an anchor.
    @Test func theRulesHoldOverRandomSequencesWithTipsAndCounts() {
        forAllSeeds(5_000) { _, random in
            let count = Int.random(in: 1...5, using: &random)
            let policy: MissingAnchor = random.chance(0.5) ? .skip : .wait
            guard var tour = try? Tour(steps: (0..<count).map { "step\($0)" }, missingAnchor: policy) else { return "no tour" }
            var shown: Int?, counts: [Int: Int] = [:]
            for _ in 0..<60 {
                let step = Int.random(in: -1...count, using: &random)
                let event: TourEvent = switch Int.random(in: 0..<9, using: &random) {
                case 0: .start
                case 1, 2: .next
                case 3: .back
                case 4: random.chance(0.2) ? .skip : .finish
                case 5: .anchor(step: step, available: random.chance(0.5))
                case 6: .anchorDisappeared(step: step)
                default: .anchorAppeared(step: step)
                }
                let fromTip = random.chance(0.5) ? Int.random(in: 0..<count, using: &random) : nil
                let before = tour
                let effects = fromTip.map { tour.handle(event, from: $0) } ?? tour.handle(event)
                if let fromTip, before.state != .showing(fromTip) {
                    if !effects.isEmpty || tour != before { return "stale \(event) from \(fromTip) changed the tour" }
                    continue
                }
                if (0..<count).contains(step), before.progress.ending == nil {
                    switch event {
                    case let .anchor(_, available): counts[step] = available ? max(counts[step] ?? 1, 1) : 0
                    case .anchorAppeared: counts[step] = (counts[step] ?? 0) + 1
                    case .anchorDisappeared: counts[step] = max((counts[step] ?? 0) - 1, 0)
                    default: break
                    }
                }
                for effect in effects {
                    switch effect {
                    case let .show(step):
                        if let up = shown { return "showed \(step) while \(up) was up" }
                        shown = step
                    case let .hide(step):
                        if shown != step { return "hid \(step) while \(String(describing: shown)) was up" }
                        shown = nil
                    case .ended:
                        if let up = shown { return "ended with \(up) still up" }
                    }
                }
                if tour.anchorsOnScreen != counts { return "counts \(tour.anchorsOnScreen), model \(counts)" }
                if tour.anchorsOnScreen.values.contains(where: { $0 < 0 }) { return "a negative count: \(tour.anchorsOnScreen)" }
                if let shown, tour.anchorsOnScreen[shown] == 0 { return "step \(shown) shown with no anchor on screen" }
                if case let .showing(step) = tour.state, shown != step { return "state shows \(step), effects \(String(describing: shown))" }
                if case .showing = tour.state {} else if let up = shown { return "state \(tour.state) with \(up) up" }
            }
            return nil
        }
    }
}
