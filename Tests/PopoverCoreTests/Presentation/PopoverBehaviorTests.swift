import Foundation
import Testing
@testable import PopoverCore

/// `NSPopover.Behavior`'s words as closing rules: each behaviour over every event by hand,
/// then over random event sequences.
@Suite struct PopoverBehaviorTests {
    @Test func transientClosesOnEveryOutsideClickAndOnDeactivation() {
        let transient = PopoverBehavior.transient
        #expect(transient.response(to: .mouseDown(.inPopover)) == .onPopover)
        #expect(transient.response(to: .mouseDown(.inPopoverAbove)) == .passesThrough)
        #expect(transient.response(to: .mouseDown(.onAnchor)) == .dismisses(.outsideTap))
        for place in [PanelClickPlace.inAnchorWindow, .inOtherWindow, .outsideApp] {
            #expect(transient.response(to: .mouseDown(place)) == .dismissesAndPassesThrough(.outsideTap))
        }
        #expect(transient.response(to: .appDeactivated) == .dismisses(.appDeactivated))
        #expect(transient.response(to: .escapeKey) == .dismisses(.escapeKey))
    }

    @Test func semitransientClosesOnlyForTheAnchorsWindow() {
        let semitransient = PopoverBehavior.semitransient
        #expect(semitransient.response(to: .mouseDown(.onAnchor)) == .dismisses(.outsideTap))
        #expect(semitransient.response(to: .mouseDown(.inAnchorWindow)) == .dismissesAndPassesThrough(.outsideTap))
        #expect(semitransient.response(to: .mouseDown(.inOtherWindow)) == .passesThrough)
        #expect(semitransient.response(to: .mouseDown(.outsideApp)) == .passesThrough)
        #expect(semitransient.response(to: .appDeactivated) == .passesThrough)
        #expect(semitransient.response(to: .escapeKey) == .dismisses(.escapeKey))
    }

    @Test func applicationDefinedClosesOnlyOnEscape() {
        for place in PanelClickPlace.allCases {
            #expect(!PopoverBehavior.applicationDefined.response(to: .mouseDown(place)).isOutsideTap)
        }
        #expect(PopoverBehavior.applicationDefined.response(to: .appDeactivated) == .passesThrough)
        #expect(PopoverBehavior.applicationDefined.response(to: .escapeKey) == .dismisses(.escapeKey))
    }

    @Test func iOSOutsideTapsMapToBehaviours() {
        #expect(OutsideTap.allCases.map(PopoverBehavior.init) == [.transient, .transient, .applicationDefined, .applicationDefined])
    }

    /// Random events against a shown popover of each behaviour, until one closes it:
    /// nothing but the behaviour's own events closes it, its own always do, a click on it
    /// is always its own, and every closing click but one on its own anchor reaches what
    /// was clicked (a click in another app is never held back).
    @Test func randomEventsCloseExactlyAsTheBehaviourSays() {
        let events: [PanelEvent] = PanelClickPlace.allCases.map(PanelEvent.mouseDown) + [.escapeKey, .appDeactivated]
        forAllSeeds { seed, random in
            let behavior = PopoverBehavior.allCases.randomElement(using: &random)!
            for step in 0..<Int.random(in: 1...30, using: &random) {
                let event = events.randomElement(using: &random)!
                let response = behavior.response(to: event)
                let shouldClose: Bool = switch (behavior, event) {
                case (_, .escapeKey): true
                case (.transient, .appDeactivated): true
                case (_, .appDeactivated): false
                case (.transient, let .mouseDown(place)): place.isOutside
                case (.semitransient, let .mouseDown(place)): place == .onAnchor || place == .inAnchorWindow
                case (.applicationDefined, .mouseDown): false
                }
                guard response.isOutsideTap == shouldClose, response != .blocked else {
                    return "seed \(seed) step \(step): \(behavior) answers \(event) with \(response)"
                }
                if case let .mouseDown(place) = event {
                    if place == .inPopover, response != .onPopover { return "seed \(seed): a click on it is not its own" }
                    if place == .outsideApp, !response.reachesViewBelow { return "seed \(seed): held back another app's click" }
                    if shouldClose, response.reachesViewBelow == (place == .onAnchor) {
                        return "seed \(seed): \(place) closes with \(response)"
                    }
                }
                if shouldClose { break }
            }
            return nil
        }
    }
}
