import Foundation
import Testing
@testable import PopoverCore

/// The presentation state machine, event by event: the stories users hit on day one.
@Suite struct PopoverSessionTests {
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)

    static func request(anchor: CGRect = CGRect(x: 173, y: 400, width: 44, height: 44),
                        permitted: [ArrowDirection] = ArrowDirection.arrowed) -> PlacementRequest {
        PlacementRequest(anchor: anchor, container: container, contentSize: CGSize(width: 200, height: 100), permittedDirections: permitted)
    }

    /// The token of the first `animate` effect.
    func token(_ effects: [PopoverSessionEffect]) -> AnimationToken? {
        for case let .animate(_, token, _, _) in effects { return token }
        return nil
    }

    @Test func animatedPresentInstallsPlacesFollowsAndAnimates() throws {
        var session = PopoverSession()
        let effects = session.handle(.present(Self.request(), motion: .standard))
        #expect(effects.count == 4)
        #expect(effects[0] == .install)
        guard case let .move(placement) = effects[1] else { Issue.record("no move: \(effects)"); return }
        #expect(placement.direction == .up)
        #expect(effects[2] == .startFollowing)
        guard case let .animate(animation, token, fromCurrent, deadline) = effects[3] else { Issue.record("no animation"); return }
        #expect(animation == PopoverAnimation.presentation(for: placement, reduceMotion: false))
        #expect(!fromCurrent)
        #expect(deadline == animation.duration + PopoverSession.completionGrace)
        #expect(session.phase == .presenting)
        #expect(session.handle(.animationFinished(token)) == [.focusContent, .notifyPresented])
        #expect(session.phase == .shown)
    }

    @Test func notAnimatedRunsNoAnimationAtAll() {
        var session = PopoverSession()
        let shown = session.handle(.present(Self.request(), motion: .none))
        #expect(!shown.contains { if case .animate = $0 { true } else { false } })
        #expect(Array(shown.suffix(3)) == [.showAtRest, .focusContent, .notifyPresented])
        #expect(session.handle(.dismiss(motion: .none)) == [.stopFollowing, .remove, .focusAnchor, .notifyEnded(.dismissed(.app))])
        #expect(session.phase == .hidden && session.placement == nil)
    }

    @Test func reduceMotionFadesOnly() {
        var session = PopoverSession()
        for case let .animate(animation, _, _, _) in session.handle(.present(Self.request(), motion: .reduced)) {
            #expect(animation.fromScale == 1 && animation.toScale == 1 && animation.fromAlpha == 0)
        }
    }

    @Test func failedPlacementInstallsNothingAndSaysWhy() {
        var session = PopoverSession()
        let outside = Self.request(anchor: CGRect(x: 900, y: 900, width: 10, height: 10))
        let effects = session.handle(.present(outside, motion: .standard))
        #expect(effects.count == 1)
        guard case let .notifyEnded(.placementFailed(reason)) = effects.first else { Issue.record("\(effects)"); return }
        #expect(reason.contains("anchor"))
        #expect(session.phase == .hidden)
        // Nothing is left to dismiss, and a later present works.
        #expect(session.handle(.dismiss(motion: .standard)).isEmpty)
        #expect(session.handle(.present(Self.request(), motion: .none)).first == .install)
    }

    @Test func anEmptyContainerFailsToo() {
        var session = PopoverSession()
        var request = Self.request()
        request.container = .zero
        guard case .notifyEnded(.placementFailed) = session.handle(.present(request, motion: .standard)).last else {
            Issue.record("an empty container placed a popover"); return
        }
    }

    @Test func dismissInterruptsPresentingFromWhereItIs() throws {
        var session = PopoverSession()
        let first = try #require(token(session.handle(.present(Self.request(), motion: .standard))))
        let effects = session.handle(.dismiss(motion: .standard))
        #expect(effects.first == .stopAnimation)
        #expect(effects.contains(.stopFollowing))
        guard case let .animate(animation, second, fromCurrent, _)? = effects.last else { Issue.record("\(effects)"); return }
        #expect(fromCurrent && animation.toAlpha == 0 && second != first)
        // The interrupted animation's completion arrives late: ignored.
        #expect(session.handle(.animationFinished(first)).isEmpty)
        #expect(session.phase == .dismissing)
        // It never appeared, so it never says it did; it ends once.
        #expect(session.handle(.animationFinished(second)) == [.remove, .focusAnchor, .notifyEnded(.dismissed(.app))])
        #expect(session.handle(.animationFinished(second)).isEmpty)
    }

    @Test func presentInterruptsDismissingWithoutASecondPresentedCallback() throws {
        var session = PopoverSession()
        let shown = try #require(token(session.handle(.present(Self.request(), motion: .standard))))
        #expect(session.handle(.animationFinished(shown)).contains(.notifyPresented))
        let leaving = try #require(token(session.handle(.dismiss(motion: .standard))))
        let back = session.handle(.present(Self.request(), motion: .standard))
        #expect(back.first == .stopAnimation)
        #expect(back.contains(.startFollowing))
        guard case let .animate(animation, token, fromCurrent, _)? = back.last else { Issue.record("\(back)"); return }
        #expect(fromCurrent && animation.toAlpha == 1)
        #expect(session.handle(.animationFinished(leaving)).isEmpty)   // the dismissal's late completion
        #expect(session.handle(.animationFinished(token)).isEmpty)     // shown again, nothing announced twice
        #expect(session.phase == .shown)
    }

    @Test func everyPresentationStartsFromTheFirstPermittedDirection() throws {
        var session = PopoverSession()
        // Near the bottom, [.up, .down] shows down (no room below the anchor).
        let low = Self.request(anchor: CGRect(x: 173, y: 780, width: 44, height: 44), permitted: [.up, .down])
        _ = session.handle(.present(low, motion: .none))
        #expect(session.placement?.direction == .down)
        _ = session.handle(.dismiss(motion: .none))
        // Presented again in the middle: up, the first permitted, not the last shown.
        _ = session.handle(.present(Self.request(permitted: [.up, .down]), motion: .none))
        #expect(session.placement?.direction == .up)
    }

    @Test func layoutChangesKeepTheSideWhileItFits() {
        var session = PopoverSession()
        let low = Self.request(anchor: CGRect(x: 173, y: 500, width: 44, height: 44), permitted: [.up, .down])
        _ = session.handle(.present(low, motion: .none))
        #expect(session.placement?.direction == .up)
        // The anchor moves up: both sides fit, the current one stays.
        _ = session.handle(.layoutChanged(Self.request(anchor: CGRect(x: 173, y: 300, width: 44, height: 44), permitted: [.down, .up])))
        #expect(session.placement?.direction == .up)
    }

    /// Issue 34: a popover without an arrow keeps its side the same way (its side, not
    /// its absent direction, is the one kept).
    @Test func layoutChangesKeepTheSideOfAPopoverWithoutAnArrow() {
        func bare(_ y: CGFloat, _ permitted: [ArrowDirection]) -> PlacementRequest {
            var request = Self.request(anchor: CGRect(x: 173, y: y, width: 44, height: 44), permitted: permitted)
            request.options.showsArrow = false
            return request
        }
        var session = PopoverSession()
        _ = session.handle(.present(bare(500, [.up, .down]), motion: .none))
        #expect(session.placement?.side == .below)
        #expect(session.placement?.direction == .unknown)
        _ = session.handle(.layoutChanged(bare(300, [.down, .up])))
        #expect(session.placement?.side == .below)
    }

    @Test func anAnchorScrolledOutOfTheContainerDismisses() throws {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .standard))
        let effects = session.handle(.layoutChanged(Self.request(anchor: CGRect(x: 0, y: -500, width: 44, height: 44))))
        guard case .animate? = effects.last else { Issue.record("\(effects)"); return }
        #expect(session.phase == .dismissing)
        let token = try #require(session.runningAnimation)
        #expect(session.handle(.animationFinished(token)).last == .notifyEnded(.placementFailed(
            String(describing: try #require(placementError(Self.request(anchor: CGRect(x: 0, y: -500, width: 44, height: 44)))))
        )))
    }

    func placementError(_ request: PlacementRequest) -> (any Error)? {
        do { _ = try Placement.solve(request); return nil } catch { return error }
    }

    @Test func anAnchorThatLeavesTheWindowEndsAtOnceWithoutFocusingIt() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .standard))
        #expect(session.handle(.anchorLeftWindow) == [.stopAnimation, .stopFollowing, .remove, .notifyEnded(.anchorLeftWindow)])
        #expect(session.handle(.anchorLeftWindow).isEmpty)
    }

    @Test func aSecondDismissWhileDismissingIsIgnoredUnlessItIsImmediate() throws {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .none))
        _ = session.handle(.dismiss(motion: .standard))
        #expect(session.handle(.dismiss(motion: .standard)).isEmpty)
        #expect(session.handle(.dismiss(motion: .none)) == [.stopAnimation, .remove, .focusAnchor, .notifyEnded(.dismissed(.app))])
    }

    @Test func presentingAgainFromAViewOrARectangleStartsOrStopsWatchingTheAnchor() {
        var session = PopoverSession()
        #expect(session.handle(.present(Self.request(), motion: .none, followsAnchor: true)).contains(.startTrackingAnchor))
        let fromRect = session.handle(.present(Self.request(), motion: .none))
        #expect(fromRect.count == 2 && fromRect.last == .stopTrackingAnchor)
        #expect(session.handle(.present(Self.request(), motion: .none, followsAnchor: true)).last == .startTrackingAnchor)
        #expect(session.handle(.dismiss(motion: .none)).prefix(2) == [.stopTrackingAnchor, .stopFollowing])
    }

    @Test func presentingAgainWhileShownMovesWithoutNewCallbacks() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .none))
        let moved = session.handle(.present(Self.request(anchor: CGRect(x: 20, y: 100, width: 44, height: 44)), motion: .standard))
        #expect(moved.count == 1)
        guard case .move = moved.first else { Issue.record("\(moved)"); return }
        #expect(session.presentationCount == 1)
    }

    @Test func presentingInAnotherContainerEndsInTheOldOneFirst() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .none, followsAnchor: true))
        let effects = session.handle(.present(Self.request(), motion: .none, inAnotherContainer: true))
        let ended = [PopoverSessionEffect.stopTrackingAnchor, .stopFollowing, .remove, .focusAnchor, .notifyEnded(.dismissed(.app))]
        #expect(Array(effects.prefix(ended.count)) == ended)
        #expect(effects.dropFirst(ended.count).first == .install)
        #expect(effects.last == .notifyPresented)
        #expect(session.presentationCount == 2 && session.phase == .shown)
        // Hidden, another container is just a first present.
        _ = session.handle(.dismiss(motion: .none))
        #expect(session.handle(.present(Self.request(), motion: .none, inAnotherContainer: true)).first == .install)
    }

    @Test func aPresentWithoutARequestFailsSayingWhy() {
        var session = PopoverSession()
        #expect(session.handle(.present(nil, motion: .standard)) == [.notifyEnded(.placementFailed(PopoverSession.noWindowReason))])
        #expect(session.phase == .hidden && session.presentationCount == 1)
    }

    @Test func theSameLayoutAgainDoesNothingAndNoneEndsThePresentation() {
        var session = PopoverSession()
        _ = session.handle(.present(Self.request(), motion: .none))
        // A display-frame tick with nothing moved.
        #expect(session.handle(.layoutChanged(Self.request())).isEmpty)
        let moved = Self.request(anchor: CGRect(x: 173, y: 420, width: 44, height: 44))
        guard case .move? = session.handle(.layoutChanged(moved)).first else { Issue.record("a moved anchor did not move the popover"); return }
        #expect(session.handle(.layoutChanged(moved)).isEmpty)
        #expect(session.handle(.layoutChanged(nil)) == [.stopFollowing, .remove, .notifyEnded(.anchorLeftWindow)])
        // Hidden: neither a request nor none does anything.
        #expect(session.handle(.layoutChanged(nil)).isEmpty)
        #expect(session.handle(.layoutChanged(moved)).isEmpty)
    }
}
