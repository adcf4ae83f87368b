import Foundation
import Testing
@_spi(Plumbing) @testable import PopoverCore

/// SwiftUI's `isPresented` and the session, through the stories of the issue: a quick
/// true → false → true shows one popover; a user's dismissal is not undone by a re-render;
/// a stale ending does not clobber a new presentation.
@Suite struct PresentationBindingTests {
    static let request = PlacementRequest(
        anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
        contentSize: CGSize(width: 200, height: 100)
    )

    /// A flag and a popover, as the SwiftUI coordinator drives them.
    struct Flagged {
        var session = PopoverSession()
        var binding = PresentationBinding()
        var isPresented = false
        var installs = 0
        var onDismissCalls = 0
        var endings = 0

        mutating func render() {
            if binding.shouldPresent(isPresented: isPresented, phase: session.phase) {
                binding.presenting()
                run(.present(PresentationBindingTests.request, motion: .standard))
            } else if !isPresented, binding.flagTurnedFalse(phase: session.phase) {
                run(.dismiss(motion: .standard))
            }
        }

        mutating func userDismisses() { run(.dismiss(motion: .standard)) }

        mutating func finishAnimation() {
            if let token = session.runningAnimation { run(.animationFinished(token)) }
        }

        /// The next turn of the main queue after endings.
        mutating func nextTurn() {
            for _ in 0..<endings {
                let next = binding.afterEnding(isPresented: isPresented, phase: session.phase)
                if next.setsFlagFalse { isPresented = false }
                if next.callsOnDismiss { onDismissCalls += 1 }
            }
            endings = 0
        }

        mutating func run(_ event: PopoverSessionEvent) {
            for effect in session.handle(event) {
                if effect == .install { installs += 1 }
                if case .notifyEnded = effect { endings += 1 }
            }
        }
    }

    @Test func aQuickTrueFalseTrueShowsOnePopover() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.finishAnimation()
        flagged.isPresented = false
        flagged.render()                      // the flag's dismissal starts
        #expect(flagged.session.phase == .dismissing)
        flagged.isPresented = true
        flagged.render()                      // and is interrupted
        flagged.finishAnimation()
        flagged.nextTurn()
        #expect(flagged.session.phase == .shown)
        #expect(flagged.installs == 1 && flagged.onDismissCalls == 0)
    }

    @Test func aReRenderDuringTheUsersDismissalDoesNotBringItBack() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.finishAnimation()
        flagged.userDismisses()               // a tap outside; the flag still reads true
        flagged.render()
        #expect(flagged.session.phase == .dismissing)
        flagged.finishAnimation()
        flagged.nextTurn()
        #expect(!flagged.isPresented && flagged.onDismissCalls == 1 && flagged.installs == 1)
    }

    @Test func aStaleEndingDoesNotClobberANewPresentation() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.finishAnimation()
        flagged.userDismisses()
        flagged.finishAnimation()             // ended; its follow-up waits for the next turn
        flagged.render()                      // the flag, still true, presents again first
        flagged.nextTurn()
        #expect(flagged.isPresented && flagged.session.phase != .hidden && flagged.onDismissCalls == 0)
    }

    @Test func anAnchorThatGoesWhileShownEndsItAndDoesNotBringItBack() {
        // SwiftUI dismantles the anchor (an `if`, a pop) while the popover is up: the
        // coordinator dismisses at once and must still reach the flag a turn later,
        // though SwiftUI has let go of it (ArrowPopoverCoordinator holds itself until then).
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.finishAnimation()
        let dismisses = flagged.binding.flagTurnedFalse(phase: flagged.session.phase)
        #expect(dismisses)
        flagged.run(.dismiss(motion: .none))
        #expect(flagged.session.phase == .hidden && flagged.endings == 1)
        flagged.nextTurn()
        #expect(!flagged.isPresented && flagged.onDismissCalls == 1)
        // The anchor comes back with the flag false: nothing shows.
        flagged.render()
        #expect(flagged.session.phase == .hidden && flagged.installs == 1)
    }

    @Test func falseWhileHiddenDismissesNothing() {
        var binding = PresentationBinding()
        let dismisses = binding.flagTurnedFalse(phase: .hidden)
        #expect(!dismisses)
        // Not marked as the flag's: a user's later dismissal stays the user's.
        #expect(!binding.shouldPresent(isPresented: true, phase: .dismissing))
    }
}
