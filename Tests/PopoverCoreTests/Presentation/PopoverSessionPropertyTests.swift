import Foundation
import Testing
@testable import PopoverCore

/// Random and hostile event sequences through ``PopoverSession``, performed by a model of
/// the view: nothing the session calls hidden stays on screen, no two animations run at
/// once, callbacks come once each and in order, and every present starts afresh.
@Suite struct PopoverSessionPropertyTests {
    /// What a view that performs the effects would hold.
    struct ViewModel {
        var installed = false
        var following = false
        var tracking = false
        var animation: AnimationToken?
        var issued: [AnimationToken] = []
        /// Per presentation: "presented" and "ended" in the order they came.
        var callbacks: [[String]] = []
        /// The presentation that is installed and has not ended.
        var current: Int?

        /// Performs the effects; returns the first broken rule.
        mutating func perform(_ effects: [PopoverSessionEffect], movesContainer: Bool, motion: PresentationMotion?) -> String? {
            for (index, effect) in effects.enumerated() {
                switch effect {
                case .install:
                    if installed { return "installed twice" }
                    if current != nil { return "installed while a presentation is open" }
                    installed = true
                    callbacks.append([])
                    current = callbacks.count - 1
                case .remove:
                    if !installed { return "removed while not installed" }
                    installed = false
                case .move(let placement):
                    if !installed { return "moved while not installed" }
                    if ![placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height].allSatisfy(\.isFinite) { return "non-finite frame \(placement.frame)" }
                case .showAtRest, .focusContent:
                    if !installed { return "\(effect) while not installed" }
                case .focusAnchor:
                    if installed { return "focus sent to the anchor while the popover is still up" }
                case let .animate(_, token, _, deadline):
                    if animation != nil { return "two animations at once" }
                    if motion == PresentationMotion.none { return "animated with motion .none" }
                    if issued.contains(token) { return "token \(token) reused" }
                    if !(deadline > 0 && deadline.isFinite) { return "deadline \(deadline)" }
                    animation = token
                    issued.append(token)
                case .stopAnimation:
                    if animation == nil { return "stopped no animation" }
                    animation = nil
                case .startFollowing:
                    if following { return "followed twice" }
                    following = true
                case .stopFollowing:
                    if !following { return "stopped following twice" }
                    if tracking { return "stopped following while still tracking the anchor" }
                    following = false
                case .startTrackingAnchor:
                    if tracking || !following { return "tracking started twice or before following" }
                    tracking = true
                case .stopTrackingAnchor:
                    if !tracking { return "stopped tracking twice" }
                    tracking = false
                case .notifyPresented:
                    guard let current else { return "presented outside a presentation" }
                    if callbacks[current].contains("presented") { return "presented twice" }
                    callbacks[current].append("presented")
                case .notifyEnded:
                    if installed { return "ended while still installed" }
                    // Only a move to another container goes on after an ending: the new
                    // presentation is installed, or fails at once.
                    let next = effects.dropFirst(index + 1).first
                    if let next, !(movesContainer && (next == .install || { if case .notifyEnded = next { true } else { false } }())) {
                        return "ended is not the last effect"
                    }
                    if let open = current {
                        callbacks[open].append("ended")
                        current = nil
                    } else {
                        callbacks.append(["ended"])   // a present that failed before installing
                    }
                }
            }
            return nil
        }
    }

    static let anchors: [CGRect] = [
        CGRect(x: 173, y: 400, width: 44, height: 44), CGRect(x: 173, y: 790, width: 44, height: 44),
        CGRect(x: 5, y: 5, width: 30, height: 30), CGRect(x: 900, y: 900, width: 10, height: 10),
        CGRect(x: 0, y: -500, width: 44, height: 44), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: 0, width: 390, height: 844),
    ]

    func randomRequest(_ random: inout SeededRandom) -> PlacementRequest {
        var request = random.chance(0.5)
            ? random.placementRequest(hostileChance: 0.05)
            : PlacementRequest(anchor: Self.anchors.randomElement(using: &random)!, container: CGRect(x: 0, y: 0, width: 390, height: 844),
                               contentSize: CGSize(width: 200, height: 100))
        request.currentDirection = ArrowDirection.allCases.randomElement(using: &random)!
        return request
    }

    @Test func randomEventSequencesKeepTheRules() {
        forAllSeeds(3_000) { _, random in runRandomSequence(&random) }
    }

    /// One random sequence of 40 events; the first broken rule, if any.
    func runRandomSequence(_ random: inout SeededRandom) -> String? {
        let motions: [PresentationMotion] = [.none, .standard, .reduced]
        do {
            var session = PopoverSession()
            var view = ViewModel()
            var followsAnchor = false
            for step in 0..<40 {
                let event: PopoverSessionEvent
                var motion: PresentationMotion?
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    motion = motions.randomElement(using: &random)!
                    followsAnchor = random.chance(0.5)
                    event = .present(randomRequest(&random), motion: motion!, followsAnchor: followsAnchor, inAnotherContainer: random.chance(0.2))
                case 2, 3:
                    motion = motions.randomElement(using: &random)!
                    event = .dismiss(motion: motion!)
                case 4, 5, 6:
                    // The current token, an old one (interrupted or already finished), or one never issued.
                    let pool = view.issued + [session.runningAnimation, AnimationToken(value: 999)].compactMap { $0 }
                    event = .animationFinished(pool.randomElement(using: &random)!)
                case 7:
                    // A new request, the same again (a display-frame tick), or none (the anchor left the window).
                    event = .layoutChanged(random.chance(0.7) ? randomRequest(&random) : random.chance(0.5) ? session.lastRequest : nil)
                case 8:
                    event = .anchorLeftWindow
                default:
                    event = .placementFailed("no window")
                }
                let before = session
                // The view's animation that finished is no longer running.
                if case let .animationFinished(token) = event, view.animation == token { view.animation = nil }
                let effects = session.handle(event)
                var movesContainer = false
                if case .present(_, _, _, true) = event { movesContainer = true }
                if let broken = view.perform(effects, movesContainer: movesContainer, motion: motion) {
                    return "step \(step), \(event): \(broken) in \(effects)"
                }
                if view.callbacks.count != session.presentationCount {
                    return "step \(step): \(view.callbacks.count) presentations seen, the session counts \(session.presentationCount)"
                }
                // The anchor view is watched exactly while up and presented from a view.
                let up = session.phase.isUp
                if view.tracking != (up && followsAnchor) { return "step \(step): tracking \(view.tracking), up \(up), follows \(followsAnchor)" }
                // The view and the state agree.
                if view.installed != (session.phase != .hidden) { return "step \(step): installed \(view.installed) in phase \(session.phase)" }
                if view.following != session.phase.isUp {
                    return "step \(step): following \(view.following) in phase \(session.phase)"
                }
                if view.animation != session.runningAnimation { return "step \(step): view runs \(String(describing: view.animation)), session \(String(describing: session.runningAnimation))" }
                if (session.runningAnimation != nil) != (session.phase == .presenting || session.phase == .dismissing) {
                    return "step \(step): animation \(String(describing: session.runningAnimation)) in phase \(session.phase)"
                }
                // A present starts from the first permitted direction that fits, whatever was shown before.
                if case let .present(request?, _, _, _) = event, let placement = session.placement {
                    var fresh = request
                    fresh.currentDirection = .unknown
                    if let expected = try? Placement.solve(fresh), expected.direction != placement.direction {
                        return "step \(step): present chose \(placement.direction), fresh choice is \(expected.direction)"
                    }
                }
                // Stale completions change nothing.
                if case let .animationFinished(token) = event, token != before.runningAnimation, session != before {
                    return "step \(step): stale completion \(token) changed the state"
                }
            }
            // Every presentation that ended ended once; at most one is still open.
            let open = view.callbacks.filter { !$0.contains("ended") }.count
            if open > 1 { return "\(open) presentations never ended: \(view.callbacks)" }
            if view.callbacks.contains(where: { $0 == ["ended", "presented"] }) { return "presented after ended" }
            return nil
        }
    }
}
