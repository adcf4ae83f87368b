import Foundation
import Testing
@testable import PopoverCore

/// SwiftUI's `isPresented` (or item) and the session, through the stories of the issues:
/// a quick true → false → true shows one popover; a user's dismissal is not undone by a
/// re-render; an ending is reported once and clears only what ended; a new item while
/// the user's dismissal fades out is presented.
@Suite struct PresentationBindingTests {
    static let request = PlacementRequest(
        anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
        contentSize: CGSize(width: 200, height: 100)
    )

    /// A value (an item's id; `1` for a flag) and a popover, as the SwiftUI coordinator
    /// drives them: a render with a value queues a present for the next turn, a render
    /// without one dismisses at once, an ending queues its report.
    struct Flagged {
        enum Task: Equatable { case present, report }

        var session = PopoverSession()
        var binding = PresentationBinding<Int>()
        var value: Int?
        var queue: [Task] = []
        var installs = 0
        var onDismissCalls = 0
        var endings = 0
        /// Presents fail (no room, no window).
        var failing = false

        var isPresented: Bool {
            get { value != nil }
            set { value = newValue ? 1 : nil }
        }

        /// `updateUIView`.
        mutating func render() {
            if value != nil {
                queue.append(.present)
            } else if binding.flagTurnedFalse(phase: session.phase) {
                run(.dismiss(motion: .standard))
            }
        }

        /// `presentIfWanted`.
        mutating func presentIfWanted() {
            guard binding.shouldPresent(value, phase: session.phase), let value else { return }
            binding.presenting(value, phase: session.phase)
            run(.present(failing ? nil : PresentationBindingTests.request, motion: .standard))
        }

        mutating func userDismisses() { run(.dismiss(motion: .standard, reason: .outsideTap)) }

        /// `dismantleUIView`.
        mutating func anchorLeaves() {
            if binding.anchorLeft(phase: session.phase) { run(.dismiss(motion: .none)) }
        }

        mutating func finishAnimation() {
            if let token = session.runningAnimation { run(.animationFinished(token)) }
        }

        /// Runs the first queued task.
        mutating func runOne() {
            guard !queue.isEmpty else { return }
            switch queue.removeFirst() {
            case .present:
                presentIfWanted()
            case .report:
                let next = binding.afterEnding(value, phase: session.phase)
                if next.setsFlagFalse { value = nil }
                if next.callsOnDismiss { onDismissCalls += 1 }
                if next.presents { presentIfWanted() }
            }
        }

        /// The next turn of the main queue: what was queued so far runs.
        mutating func nextTurn() {
            let count = queue.count
            for _ in 0..<count { runOne() }
        }

        /// Until nothing runs or waits.
        mutating func settle() {
            for _ in 0..<100 where !queue.isEmpty || session.runningAnimation != nil {
                finishAnimation()
                nextTurn()
            }
        }

        mutating func run(_ event: PopoverSessionEvent) {
            for effect in session.handle(event) {
                if effect == .install { installs += 1 }
                if case .notifyEnded = effect {
                    endings += 1
                    binding.ended(phase: session.phase)
                    queue.append(.report)
                }
            }
        }
    }

    @Test func aQuickTrueFalseTrueShowsOnePopover() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.isPresented = false
        flagged.render()                      // the flag's dismissal starts
        #expect(flagged.session.phase == .dismissing)
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()                    // and is interrupted
        flagged.finishAnimation()
        flagged.nextTurn()
        #expect(flagged.session.phase == .shown)
        #expect(flagged.installs == 1 && flagged.onDismissCalls == 0)
        #expect(flagged.binding.presentations == 1)
    }

    @Test func aReRenderDuringTheUsersDismissalDoesNotBringItBack() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.userDismisses()               // a tap outside; the flag still reads true
        flagged.render()
        flagged.nextTurn()
        #expect(flagged.session.phase == .dismissing)
        flagged.finishAnimation()
        flagged.nextTurn()
        #expect(!flagged.isPresented && flagged.onDismissCalls == 1 && flagged.installs == 1)
    }

    @Test func aReRenderInTheTurnAfterTheUsersDismissalEndsDoesNotBringItBack() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.userDismisses()
        flagged.render()                      // queues a present behind the fade
        flagged.finishAnimation()             // ended; its report is queued after that present
        flagged.settle()
        #expect(!flagged.isPresented && flagged.session.phase == .hidden)
        #expect(flagged.onDismissCalls == 1 && flagged.installs == 1)
    }

    @Test func aFlagSetAnewBeforeTheEndingIsReportedPresentsAgain() {
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.userDismisses()
        flagged.finishAnimation()             // ended; the report waits for the next turn
        flagged.isPresented = false           // the app turns it off and on in that turn
        flagged.render()
        flagged.isPresented = true
        flagged.render()
        flagged.settle()
        #expect(flagged.isPresented && flagged.session.phase == .shown)
        #expect(flagged.onDismissCalls == 1 && flagged.installs == 2 && flagged.binding.presentations == 2)
    }

    @Test func aNewItemWhileTheUsersDismissalFadesOutIsPresented() {
        var flagged = Flagged()
        flagged.value = 1
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.userDismisses()
        flagged.value = 2                     // set by code while it fades out
        flagged.render()
        flagged.nextTurn()                    // the present runs before the fade ends
        flagged.settle()
        #expect(flagged.value == 2 && flagged.session.phase == .shown)
        // The dismissal turned round, as a swap in place: no ending, no onDismiss.
        #expect(flagged.onDismissCalls == 0 && flagged.endings == 0)
    }

    @Test func aNewItemSetJustAfterTheUsersDismissalEndedIsPresented() {
        var flagged = Flagged()
        flagged.value = 1
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.userDismisses()
        flagged.finishAnimation()             // ended; the report waits
        flagged.value = 2
        flagged.render()
        flagged.settle()
        #expect(flagged.value == 2 && flagged.session.phase == .shown)
        #expect(flagged.onDismissCalls == 1 && flagged.binding.presentations == 2)
    }

    @Test func anItemSwappedInPlaceIsTheOneTheUsersDismissalClears() {
        var flagged = Flagged()
        flagged.value = 1
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.value = 2                     // another button, set by code: swapped in place
        flagged.render()
        flagged.nextTurn()
        #expect(flagged.installs == 1 && flagged.binding.presentations == 1)
        flagged.userDismisses()
        flagged.settle()
        #expect(flagged.value == nil && flagged.onDismissCalls == 1)
    }

    @Test func aFailedPlacementIsReportedOnceThoughSeveralRendersQueuedPresents() {
        var flagged = Flagged()
        flagged.failing = true
        flagged.isPresented = true
        flagged.render()
        flagged.render()
        flagged.render()                      // three presents queued, as three updateUIViews do
        flagged.settle()
        #expect(!flagged.isPresented && flagged.session.phase == .hidden)
        #expect(flagged.endings == 1 && flagged.onDismissCalls == 1)
    }

    @Test func anAnchorThatGoesWhileShownEndsItAndDoesNotBringItBack() {
        // SwiftUI dismantles the anchor (an `if`, a pop) while the popover is up: the
        // coordinator dismisses at once and must still reach the flag a turn later,
        // though SwiftUI has let go of it (ArrowPopoverCoordinator holds itself until then).
        var flagged = Flagged()
        flagged.isPresented = true
        flagged.render()
        flagged.nextTurn()
        flagged.finishAnimation()
        flagged.anchorLeaves()
        #expect(flagged.session.phase == .hidden && flagged.endings == 1)
        flagged.nextTurn()
        #expect(!flagged.isPresented && flagged.onDismissCalls == 1)
        // The anchor comes back with the flag false: nothing shows.
        flagged.render()
        flagged.settle()
        #expect(flagged.session.phase == .hidden && flagged.installs == 1)
    }

    @Test func falseWhileHiddenDismissesNothing() {
        var binding = PresentationBinding<Bool>()
        let dismisses = binding.flagTurnedFalse(phase: .hidden)
        #expect(!dismisses)
        // Not marked as the flag's: a user's later dismissal stays the user's.
        binding.presenting(true, phase: .hidden)
        let presents = binding.shouldPresent(true, phase: .dismissing)
        #expect(!presents)
    }

    @Test func aReportWithNoEndingDoesNothing() {
        var binding = PresentationBinding<Int>()
        #expect(binding.afterEnding(1, phase: .hidden) == .init(setsFlagFalse: false, callsOnDismiss: false, presents: false))
    }

    /// Random renders, value changes, user dismissals, anchors leaving, failing
    /// placements, animation ends and turns: once everything has run, every presentation
    /// was reported exactly once, the popover is up exactly when the value holds
    /// something, and the count of fresh presentations is the
    /// session's.
    @Test func randomEventSequencesReportEveryPresentationOnce() {
        forAllSeeds(10_000) { _, random in
            var flagged = Flagged()
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    flagged.value = random.chance(0.35) ? nil : Int.random(in: 1...3, using: &random)
                    flagged.render()
                    log.append("value \(flagged.value.map(String.init) ?? "nil")")
                case 2: flagged.render(); log.append("render")
                case 3: flagged.userDismisses(); log.append("user dismisses")
                case 4, 5: flagged.finishAnimation(); log.append("animation ends")
                case 6, 7: flagged.runOne(); log.append("one task runs")
                default:
                    if random.chance(0.2) {
                        flagged.failing.toggle(); log.append("failing \(flagged.failing)")
                    } else if random.chance(0.3) {
                        flagged.anchorLeaves(); log.append("anchor leaves")
                    } else {
                        flagged.nextTurn(); log.append("next turn")
                    }
                }
            }
            flagged.settle()
            let ended = flagged.session.presentationCount - (flagged.session.phase == .hidden ? 0 : 1)
            if flagged.onDismissCalls != flagged.endings || flagged.endings != ended {
                return "\(flagged.onDismissCalls) onDismiss for \(flagged.endings) endings of \(ended) presentations after \(log)"
            }
            if flagged.binding.presentations != flagged.session.presentationCount {
                return "\(flagged.binding.presentations) fresh presentations counted, \(flagged.session.presentationCount) begun after \(log)"
            }
            let up = flagged.session.phase == .shown
            // A failing present clears the value; one already up stays (and keeps its value).
            if up != (flagged.value != nil) {
                return "settled \(flagged.session.phase) with value \(String(describing: flagged.value)) after \(log)"
            }
            return nil
        }
    }
}
