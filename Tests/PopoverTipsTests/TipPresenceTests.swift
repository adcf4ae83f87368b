import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// The iOS 26.2 review, the TipKit bridge: a tip TipKit decides on comes back after an
/// ending TipKit did not see, and is invalidated only by the user's close or action.
@Suite struct TipPresenceTests {
    /// A tip on screen: TipKit says show and the anchor is in a window.
    private func shown() -> TipPresence {
        var presence = TipPresence()
        _ = presence.handle(.shouldDisplay(true))
        _ = presence.handle(.anchorEnteredWindow)
        _ = presence.handle(.appeared)
        return presence
    }

    @Test func itShowsOnlyWhileTipKitSaysSoAndTheAnchorIsInAWindow() {
        var presence = TipPresence()
        #expect(presence.handle(.anchorEnteredWindow) == nil)
        #expect(presence.handle(.shouldDisplay(true)) == .present)
        #expect(presence.handle(.shouldDisplay(true)) == nil)
        #expect(presence.handle(.anchorEnteredWindow) == nil)
        #expect(presence.handle(.shouldDisplay(false)) == .dismiss)
        #expect(presence.handle(.ended(.dismissed(.app))) == nil)
        #expect(presence.handle(.shouldDisplay(true)) == .present)
    }

    /// A push takes the anchor away and the pop brings it back, whichever of the
    /// popover's ending and the anchor's leaving is heard first.
    @Test func aTripAwayAndBackShowsItAgain() {
        var endingFirst = shown()
        #expect(endingFirst.handle(.ended(.anchorLeftWindow)) == nil)
        #expect(endingFirst.handle(.anchorLeftWindow) == nil)
        #expect(endingFirst.handle(.anchorEnteredWindow) == .present)
        var leavingFirst = shown()
        #expect(leavingFirst.handle(.anchorLeftWindow) == .dismiss)
        #expect(leavingFirst.handle(.ended(.anchorLeftWindow)) == nil)
        #expect(leavingFirst.handle(.anchorEnteredWindow) == .present)
    }

    /// No room, the app's own dismissal or a timeout: not shown again at once (it would
    /// fail or come straight back), but with the anchor's next visit or TipKit's word anew.
    @Test func endingsTipKitDidNotSeeHoldItBackUntilANewChance() {
        for ending in [PopoverEnding.placementFailed("no room"), .dismissed(.app), .dismissed(.timeout)] {
            var presence = shown()
            #expect(presence.handle(.ended(ending)) == nil)
            #expect(presence.handle(.shouldDisplay(true)) == nil)
            #expect(presence.handle(.anchorLeftWindow) == nil)
            #expect(presence.handle(.anchorEnteredWindow) == .present)
            var flipped = shown()
            _ = flipped.handle(.ended(ending))
            #expect(flipped.handle(.shouldDisplay(false)) == nil)
            #expect(flipped.handle(.shouldDisplay(true)) == .present)
        }
    }

    /// The user's close and the action invalidate; an action wins over the dismissal it
    /// causes; after that only TipKit's word anew brings the tip back.
    @Test func theUsersCloseAndActionInvalidate() {
        var closed = shown()
        #expect(closed.handle(.ended(.dismissed(.outsideTap))) == .invalidate(.tipClosed))
        #expect(closed.handle(.anchorEnteredWindow) == nil)
        #expect(closed.handle(.shouldDisplay(true)) == .present)
        var acted = shown()
        #expect(acted.handle(.actionPerformed) == nil)
        #expect(acted.handle(.ended(.dismissed(.app))) == .invalidate(.actionPerformed))
        // Closed before it appeared: TipKit never saw it, so nothing is invalidated.
        var early = TipPresence()
        _ = early.handle(.shouldDisplay(true))
        _ = early.handle(.anchorEnteredWindow)
        #expect(early.handle(.ended(.dismissed(.escapeKey))) == nil)
    }

    /// Random sequences of every event: `present` only while TipKit says so, the anchor is
    /// in a window and nothing is up, never twice without an ending between; `dismiss`
    /// only while something is up; an invalidation only for the user's close or action
    /// of a tip that appeared; after a non-invalidating ending, no `present` until the
    /// anchor enters a window or TipKit says show after saying not.
    @Test func theRulesHoldOverRandomSequences() {
        let endings: [PopoverEnding] = [.dismissed(.outsideTap), .dismissed(.app), .dismissed(.timeout), .dismissed(.escapeKey),
                                        .anchorLeftWindow, .placementFailed("x")]
        forAllSeeds(5_000) { _, random in
            var presence = TipPresence()
            var says = false, inWindow = false, up = false, appeared = false, acted = false, held = false
            for _ in 0..<40 {
                let event: TipPresence.Event = switch Int.random(in: 0..<6, using: &random) {
                case 0: .shouldDisplay(random.chance(0.6))
                case 1: .anchorEnteredWindow
                case 2: .anchorLeftWindow
                case 3: .appeared
                case 4: .actionPerformed
                default: .ended(endings[Int.random(in: 0..<endings.count, using: &random)])
                }
                let directive = presence.handle(event)
                switch event {
                case let .shouldDisplay(display):
                    if display, !says { held = false }
                    says = display
                case .anchorEnteredWindow: inWindow = true; held = false
                case .anchorLeftWindow: inWindow = false
                case .appeared: if up { appeared = true }
                case .actionPerformed: if up, appeared { acted = true }
                case let .ended(ending):
                    guard up else {
                        if directive != nil { return "\(directive!) for an ending with nothing up" }
                        continue
                    }
                    var user = false
                    if case let .dismissed(reason) = ending { user = reason.isUserInitiated }
                    let expected: TipPresence.Directive? = !appeared ? nil : acted ? .invalidate(.actionPerformed) : user ? .invalidate(.tipClosed) : nil
                    if directive != expected { return "\(ending) after appeared \(appeared), acted \(acted): \(String(describing: directive))" }
                    if expected != nil { says = false }
                    up = false; appeared = false; acted = false; held = true
                    continue
                }
                switch directive {
                case .present?:
                    if up { return "present twice after \(event)" }
                    if !says || !inWindow || held { return "present after \(event): says \(says), in window \(inWindow), held \(held)" }
                    up = true
                case .dismiss?:
                    if !up { return "dismiss with nothing up after \(event)" }
                    if says, inWindow { return "dismiss while it should show, after \(event)" }
                case .invalidate?: return "invalidated on \(event)"
                case nil:
                    if says, inWindow, !up, !held { return "nothing shown after \(event) though due" }
                }
                if presence.isShowing != up { return "isShowing \(presence.isShowing), model \(up)" }
            }
            return nil
        }
    }
}
