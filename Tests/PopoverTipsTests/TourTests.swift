import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 20, item 5: a tour as a state machine: examples, then random event sequences.
@Suite struct TourTests {
    @Test func aTourRunsToItsEnd() throws {
        var tour = try Tour(steps: ["share", "filter", "export"])
        #expect(tour.handle(.next) == [])
        #expect(tour.handle(.start) == [.show(0)])
        #expect(tour.handle(.back) == [])
        #expect(tour.handle(.next) == [.hide(0), .show(1)])
        #expect(tour.handle(.back) == [.hide(1), .show(0)])
        #expect(tour.handle(.next) == [.hide(0), .show(1)])
        #expect(tour.handle(.next) == [.hide(1), .show(2)])
        #expect(tour.handle(.next) == [.hide(2), .ended(.completed)])
        #expect(tour.handle(.start) == [] && tour.handle(.skip) == [])
        #expect(tour.state == .ended(.completed))
    }

    @Test func skipAndFinishEndItWherever() throws {
        var skipped = try Tour(steps: ["a", "b"])
        _ = skipped.handle(.start)
        #expect(skipped.handle(.skip) == [.hide(0), .ended(.skipped)])
        var finished = try Tour(steps: ["a", "b"])
        #expect(finished.handle(.finish) == [.ended(.completed)])
    }

    /// A missing anchor: passed over in the direction of travel, or waited on.
    @Test func missingAnchorsAreSkippedOrWaitedFor() throws {
        var skipping = try Tour(steps: ["a", "b", "c"])
        _ = skipping.handle(.anchor(step: 1, available: false))
        _ = skipping.handle(.start)
        #expect(skipping.handle(.next) == [.hide(0), .show(2)])
        #expect(skipping.handle(.back) == [.hide(2), .show(0)])

        var waiting = try Tour(steps: ["a", "b", "c"], missingAnchor: .wait)
        _ = waiting.handle(.anchor(step: 1, available: false))
        _ = waiting.handle(.start)
        #expect(waiting.handle(.next) == [.hide(0)])
        #expect(waiting.state == .waiting(1))
        #expect(waiting.handle(.anchor(step: 1, available: true)) == [.show(1)])
        // The shown step's anchor goes: it is taken away and the tour waits on it.
        #expect(waiting.handle(.anchor(step: 1, available: false)) == [.hide(1)])
        #expect(waiting.state == .waiting(1))
    }

    @Test func progressIsSavedAndResumed() throws {
        var tour = try Tour(steps: ["a", "b", "c"])
        _ = tour.handle(.start)
        _ = tour.handle(.next)
        let saved = try JSONEncoder().encode(tour.progress)
        var resumed = try Tour(steps: ["a", "b", "c"], resumingFrom: try JSONDecoder().decode(TourProgress.self, from: saved))
        #expect(resumed.handle(.start) == [.show(1)])
        _ = resumed.handle(.skip)
        var again = try Tour(steps: ["a", "b", "c"], resumingFrom: resumed.progress)
        #expect(again.handle(.start) == [])
        #expect(again.state == .ended(.skipped))
        // A saved step the tour no longer has starts it afresh.
        var changed = try Tour(steps: ["x", "y"], resumingFrom: TourProgress(step: "b", ending: nil))
        #expect(changed.handle(.start) == [.show(0)])
    }

    @Test func badStepsAreRefused() throws {
        let none = try #require(throws: PopoverInputError.self) { try Tour(steps: []) }
        #expect(none.description == "steps: must name at least one step, got []")
        let twice = try #require(throws: PopoverInputError.self) { try Tour(steps: ["a", "b", "a"]) }
        #expect(twice.description == #"steps: must name each step once, got "a" twice"#)
    }

    /// Random sequences of every event (anchors coming and going, out-of-range steps
    /// included): at most one step is ever shown, every show follows the hide of the step
    /// before, the state agrees with the effects, skip and finish always end the tour, an
    /// ended tour does nothing, and a shown step's anchor is there.
    /// Starting with the anchors on screen is marking the others missing, then `.start`,
    /// for any tour, any anchors, either rule, and a start twice does nothing.
    @Test func startingWithTheAnchorsOnScreenIsMarkingTheRestMissing() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...6, using: &random)
            let steps = (0..<count).map { "s\($0)" }
            let onScreen = Set((0..<count).filter { _ in Bool.random(using: &random) })
            let rule: MissingAnchor = Bool.random(using: &random) ? .skip : .wait
            var started = try Tour(steps: steps, missingAnchor: rule), byHand = started
            let effects = started.start(onScreen: onScreen)
            for step in 0..<count where !onScreen.contains(step) { _ = byHand.handle(.anchor(step: step, available: false)) }
            #expect(effects == byHand.handle(.start))
            #expect(started == byHand)
            #expect(started.start(onScreen: onScreen).isEmpty)
        }
    }

    @Test func theRulesHoldOverRandomEventSequences() {
        forAllSeeds(10_000) { _, random in
            let count = Int.random(in: 1...5, using: &random)
            let policy: MissingAnchor = random.chance(0.5) ? .skip : .wait
            guard var tour = try? Tour(steps: (0..<count).map { "step\($0)" }, missingAnchor: policy) else { return "no tour" }
            var shown: Int?, ended = false, missing: Set<Int> = []
            for _ in 0..<40 {
                let event: TourEvent = switch Int.random(in: 0..<7, using: &random) {
                case 0: .start
                case 1, 2: .next
                case 3: .back
                case 4: random.chance(0.2) ? .skip : .finish
                default: .anchor(step: Int.random(in: -1...count, using: &random), available: random.chance(0.5))
                }
                if case let .anchor(step, available) = event, (0..<count).contains(step) {
                    if available { missing.remove(step) } else { missing.insert(step) }
                }
                let effects = tour.handle(event)
                if ended, !effects.isEmpty { return "an ended tour answered \(event) with \(effects)" }
                for effect in effects {
                    switch effect {
                    case let .show(step):
                        if shown != nil { return "showed \(step) while \(shown!) was up" }
                        if missing.contains(step) { return "showed \(step) whose anchor is missing" }
                        shown = step
                    case let .hide(step):
                        if shown != step { return "hid \(step) while \(String(describing: shown)) was up" }
                        shown = nil
                    case .ended:
                        if shown != nil { return "ended with \(shown!) still up" }
                        ended = true
                    }
                }
                if (event == .skip || event == .finish), !ended { return "\(event) did not end the tour" }
                switch tour.state {
                case let .showing(step): if shown != step { return "state shows \(step), effects \(String(describing: shown))" }
                case .waiting, .notStarted: if shown != nil { return "state \(tour.state) with \(shown!) up" }
                case .ended: if !ended { return "ended without saying so" }
                }
            }
            return nil
        }
    }
}

/// A step's popover ending by itself, as the tour hears it.
@Suite struct TourEndingTests {
    @Test func endingsMapToTourEvents() {
        #expect(TourEvent(ending: .dismissed(.app), step: 2) == nil)
        for reason in [DismissReason.outsideTap, .escapeKey, .voiceOver] {
            #expect(TourEvent(ending: .dismissed(reason), step: 2) == .skip)
        }
        #expect(TourEvent(ending: .anchorLeftWindow, step: 2) == .anchor(step: 2, available: false))
        #expect(TourEvent(ending: .placementFailed("no room"), step: 0) == .anchor(step: 0, available: false))
    }
}

/// Issue 35: an anchor that left with its whole screen pauses its step, rather than
/// making it missing (which ran a UIKit tour through every step of a pushed-over screen).
@Suite struct TourScreenLeftTests {
    @Test func anAnchorGoneWithItsScreenIsNoEvent() {
        #expect(TourEvent(ending: .anchorLeftWindow, step: 2, screenLeft: true) == nil)
        #expect(TourEvent(ending: .anchorLeftWindow, step: 2) == .anchor(step: 2, available: false))
        #expect(TourEvent(ending: .placementFailed("no room"), step: 2, screenLeft: true) == .anchor(step: 2, available: false))
        #expect(TourEvent(ending: .dismissed(.outsideTap), step: 2, screenLeft: true) == .skip)
    }

    /// With no event, the tour still shows the step: the driver shows it again when the
    /// screen is back.
    @Test func thePausedStepIsStillShown() throws {
        var tour = try Tour(steps: ["share", "edit", "export"])
        _ = tour.handle(.start)
        if let event = TourEvent(ending: .anchorLeftWindow, step: 0, screenLeft: true) { _ = tour.handle(event, from: 0) }
        #expect(tour.state == .showing(0))
    }
}
