import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35, item 1: `back` from the first step whose anchor is there, with missing
/// anchors skipped, keeps that step shown; it never leaves the tour showing nothing.
@Suite struct TourBackTests {
    @Test func backFromTheFirstShownStepKeepsItShown() throws {
        var tour = try Tour(steps: ["share", "filter", "export"])
        #expect(tour.start(onScreen: [1, 2]) == [.show(1)])
        #expect(tour.handle(.back) == [])
        #expect(tour.state == .showing(1))
        #expect(tour.handle(.next) == [.hide(1), .show(2)])
        #expect(tour.handle(.back) == [.hide(2), .show(1)])
        #expect(tour.handle(.back) == [])
        #expect(tour.state == .showing(1))
    }

    /// The brief's case: only the second anchor on screen.
    @Test func backWithOnlyOneAnchorOnScreenDoesNothing() throws {
        var tour = try Tour(steps: ["share", "filter"])
        #expect(tour.start(onScreen: [1]) == [.show(1)])
        #expect(tour.handle(.back) == [])
        #expect(tour.state == .showing(1))
        #expect(tour.handle(.next) == [.hide(1), .ended(.completed)])
    }

    /// An anchor that comes back behind the step shown is gone back to.
    @Test func backReachesAnAnchorThatCameBack() throws {
        var tour = try Tour(steps: ["share", "filter", "export"])
        _ = tour.start(onScreen: [2])
        #expect(tour.handle(.back) == [])
        #expect(tour.handle(.anchor(step: 0, available: true)) == [])
        #expect(tour.handle(.back) == [.hide(2), .show(0)])
    }

    /// Random tours, anchors and events with missing anchors skipped: once started, the
    /// tour is showing a step or has ended, after every event; `back` with no step before
    /// it whose anchor is there does nothing; otherwise it shows the nearest such step.
    @Test func skippingNeverLeavesNothingShown() {
        forAllSeeds(10_000) { _, random in
            let count = Int.random(in: 1...6, using: &random)
            guard var tour = try? Tour(steps: (0..<count).map { "step\($0)" }) else { return "no tour" }
            var missing = Set((0..<count).filter { _ in random.chance(0.4) })
            _ = tour.start(onScreen: Set(0..<count).subtracting(missing))
            for _ in 0..<40 {
                let event: TourEvent = switch Int.random(in: 0..<6, using: &random) {
                case 0, 1: .back
                case 2: .next
                case 3: random.chance(0.1) ? .skip : .back
                default: .anchor(step: Int.random(in: -1...count, using: &random), available: random.chance(0.5))
                }
                let before = tour.state
                if case let .anchor(step, available) = event, (0..<count).contains(step) {
                    if available { missing.remove(step) } else { missing.insert(step) }
                }
                let effects = tour.handle(event)
                switch tour.state {
                case .showing, .ended: break
                case .notStarted, .waiting: return "\(event) from \(before) left \(tour.state) with \(effects)"
                }
                guard event == .back, case let .showing(current) = before else { continue }
                if let target = (0..<current).last(where: { !missing.contains($0) }) {
                    if effects != [.hide(current), .show(target)] { return "back from \(current) gave \(effects), not to \(target)" }
                } else if !effects.isEmpty || tour.state != before {
                    return "back from the first shown step \(current) gave \(effects), state \(tour.state)"
                }
            }
            return nil
        }
    }
}
