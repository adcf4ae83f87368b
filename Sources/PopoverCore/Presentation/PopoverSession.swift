import Foundation

/// A standalone popover's life as a value: hidden, presenting, shown, dismissing. The
/// view that shows the popover feeds in events and performs the effects that come back,
/// in order; every decision (what interrupts what, which completion counts, when the
/// callbacks run, which direction a new presentation starts from) is made here.
///
/// The rules:
/// - Every accepted present ends exactly once with `PopoverSessionEffect/notifyEnded(_:)`,
///   the last effect of its batch (but for a present into another container, whose batch
///   goes on to install the new presentation); `PopoverSessionEffect/notifyPresented` comes at most
///   once per presentation, always before its end.
/// - Each present chooses its direction afresh from the first permitted one; a layout
///   change keeps the current side while it still fits.
/// - Present and dismiss interrupt each other: the running animation stops where it is
///   and the other starts from there. A completion with an older token is ignored.
/// - With `PresentationMotion/none` nothing animates and no custom animation runs.
/// - A placement that fails removes everything and ends the presentation, saying why.
/// - A present into another container ends the presentation in the old one first.
/// - A layout change with the request of last time does nothing; one without a request
///   (the anchor left the window) ends the presentation.
///
/// PopoverKit's views drive it (``Phase`` is what `PopoverView.phase` reports); the
/// package's tests drive it with random event sequences.
public struct PopoverSession: Sendable, Equatable {
    /// Where a popover is in its life.
    public enum Phase: Sendable, Hashable {
        /// Not on screen; nothing installed.
        case hidden
        /// Installed and animating in.
        case presenting
        /// On screen, at rest.
        case shown
        /// Installed and animating out.
        case dismissing

        /// Coming or shown, not going: what a dismissal (Escape, a layout change) acts on.
        ///
        /// ```swift
        /// PopoverSession.Phase.dismissing.isUp  // false
        /// ```
        public var isUp: Bool { self == .presenting || self == .shown }
    }

    /// Seconds a present or dismiss animation may overrun its own duration before the
    /// session treats it as finished, so a custom animation whose completion is never
    /// called cannot wedge the popover.
    public static let completionGrace: TimeInterval = 2

    /// Why a present without a request fails: the view could not see its container or
    /// its anchor view in a window.
    public static let noWindowReason =
        "the container view is in no window (present from viewDidAppear(_:) or later), or the anchor view is not in it"

    /// The current phase.
    public private(set) var phase: Phase = .hidden
    /// Where the popover is while installed; `nil` when hidden.
    public private(set) var placement: Placement?
    /// The animation whose completion counts; `nil` when none runs.
    package private(set) var runningAnimation: AnimationToken?
    /// How many presentations have begun (a failed one counts).
    public private(set) var presentationCount = 0

    private var motion: PresentationMotion = .none
    private var announcedPresentation = false
    private var isFollowing = false
    private var followsAnchor = false
    private var isTrackingAnchor = false
    private var pendingEnding: PopoverEnding = .dismissed(.app)
    private var tokensIssued = 0
    /// The request the current placement was solved from; a layout change with the same
    /// request changes nothing.
    private(set) var lastRequest: PlacementRequest?

    /// A hidden popover.
    ///
    /// ```swift
    /// PopoverSession().phase  // PopoverSession.Phase.hidden
    /// ```
    package init() {}

    /// Takes one event and returns what the view must do, in order.
    ///
    /// ```swift
    /// var session = PopoverSession()
    /// session.handle(.dismiss(motion: .standard)).isEmpty  // true
    /// let request = PlacementRequest(
    ///     anchor: CGRect(x: 40, y: 40, width: 44, height: 44),
    ///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     contentSize: CGSize(width: 200, height: 100))
    /// session.handle(.present(request, motion: .none)).count  // 6
    /// session.phase                                           // PopoverSession.Phase.shown
    /// session.handle(.dismiss(motion: .none)).last            // PopoverSessionEffect.notifyEnded(.dismissed(.app))
    /// ```
    package mutating func handle(_ event: PopoverSessionEvent) -> [PopoverSessionEffect] {
        switch event {
        case let .present(request, motion, followsAnchor, inAnotherContainer):
            moveOut(if: inAnotherContainer) + present(request, motion: motion, followsAnchor: followsAnchor)
        case let .dismiss(motion, reason): dismiss(motion: motion, ending: .dismissed(reason))
        case let .animationFinished(token): finish(token)
        case let .layoutChanged(request): relayout(request)
        case .anchorLeftWindow: phase == .hidden ? [] : end(.anchorLeftWindow)
        case let .placementFailed(reason): fail(reason)
        }
    }

    // MARK: Events

    /// A popover that is up in one container and presented in another ends in the old
    /// one first, at once: the app's doing.
    private mutating func moveOut(if inAnotherContainer: Bool) -> [PopoverSessionEffect] {
        inAnotherContainer && phase != .hidden ? end(.dismissed(.app)) : []
    }

    private mutating func present(_ request: PlacementRequest?, motion: PresentationMotion, followsAnchor: Bool) -> [PopoverSessionEffect] {
        guard let request else { return fail(Self.noWindowReason) }
        var fresh = request
        fresh.currentDirection = .unknown
        let solved: Placement
        do { solved = try Placement.solve(fresh) } catch { return fail(String(describing: error)) }
        lastRequest = request
        self.motion = motion
        self.followsAnchor = followsAnchor
        placement = solved
        switch phase {
        case .hidden:
            presentationCount += 1
            announcedPresentation = false
            return [.install, .move(solved)] + startFollowing() + appear(interrupting: false)
        case .presenting, .shown:
            // From a view after a rectangle, or the other way: start or stop watching.
            return [.move(solved)] + startFollowing()
        case .dismissing:
            let stopped = stopAnimation()
            return stopped + [.move(solved)] + startFollowing() + appear(interrupting: !stopped.isEmpty)
        }
    }

    private mutating func dismiss(motion: PresentationMotion, ending: PopoverEnding) -> [PopoverSessionEffect] {
        switch phase {
        case .hidden:
            return []
        case .dismissing:
            return motion == .none ? end(pendingEnding) : []
        case .presenting, .shown:
            pendingEnding = ending
            let stopped = stopAnimation()
            let effects = stopped + stopFollowing()
            guard motion != .none, let placement else { return effects + vanish(ending) }
            phase = .dismissing
            let animation = PopoverAnimation.dismissal(for: placement, reduceMotion: motion == .reduced)
            return effects + [animate(animation, interrupting: !stopped.isEmpty)]
        }
    }

    private mutating func finish(_ token: AnimationToken) -> [PopoverSessionEffect] {
        guard token == runningAnimation else { return [] }
        runningAnimation = nil
        switch phase {
        case .presenting: return arrive()
        case .dismissing: return vanish(pendingEnding)
        case .hidden, .shown: return []
        }
    }

    private mutating func relayout(_ request: PlacementRequest?) -> [PopoverSessionEffect] {
        guard phase.isUp, request != lastRequest else { return [] }
        guard let request else { return end(.anchorLeftWindow) }
        var kept = request
        kept.currentDirection = placement?.side.arrowDirection ?? .unknown
        do {
            let solved = try Placement.solve(kept)
            placement = solved
            lastRequest = request
            return [.move(solved)]
        } catch {
            return dismiss(motion: motion, ending: .placementFailed(String(describing: error)))
        }
    }

    private mutating func fail(_ reason: String) -> [PopoverSessionEffect] {
        guard phase == .hidden else { return end(.placementFailed(reason)) }
        presentationCount += 1
        return [.notifyEnded(.placementFailed(reason))]
    }

    // MARK: Steps

    /// Ends the presentation now, without animation.
    private mutating func end(_ ending: PopoverEnding) -> [PopoverSessionEffect] {
        stopAnimation() + stopFollowing() + vanish(ending)
    }

    private mutating func appear(interrupting: Bool) -> [PopoverSessionEffect] {
        guard motion != .none, let placement else { return [.showAtRest] + arrive() }
        phase = .presenting
        let animation = PopoverAnimation.presentation(for: placement, reduceMotion: motion == .reduced)
        return [animate(animation, interrupting: interrupting)]
    }

    private mutating func arrive() -> [PopoverSessionEffect] {
        phase = .shown
        guard !announcedPresentation else { return [] }
        announcedPresentation = true
        return [.focusContent, .notifyPresented]
    }

    private mutating func vanish(_ ending: PopoverEnding) -> [PopoverSessionEffect] {
        phase = .hidden
        placement = nil
        lastRequest = nil
        let focus: [PopoverSessionEffect] = ending == .anchorLeftWindow ? [] : [.focusAnchor]
        return [.remove] + focus + [.notifyEnded(ending)]
    }

    private mutating func animate(_ animation: PopoverAnimation, interrupting: Bool) -> PopoverSessionEffect {
        tokensIssued += 1
        let token = AnimationToken(value: tokensIssued)
        runningAnimation = token
        return .animate(animation, token: token, fromCurrentState: interrupting, deadline: animation.duration + Self.completionGrace)
    }

    private mutating func stopAnimation() -> [PopoverSessionEffect] {
        guard runningAnimation != nil else { return [] }
        runningAnimation = nil
        return [.stopAnimation]
    }

    /// Follows the container and keyboard, and the anchor view exactly when it is one.
    private mutating func startFollowing() -> [PopoverSessionEffect] {
        var effects: [PopoverSessionEffect] = []
        if !isFollowing {
            isFollowing = true
            effects.append(.startFollowing)
        }
        if followsAnchor != isTrackingAnchor {
            isTrackingAnchor = followsAnchor
            effects.append(followsAnchor ? .startTrackingAnchor : .stopTrackingAnchor)
        }
        return effects
    }

    private mutating func stopFollowing() -> [PopoverSessionEffect] {
        var effects: [PopoverSessionEffect] = []
        if isTrackingAnchor {
            isTrackingAnchor = false
            effects.append(.stopTrackingAnchor)
        }
        if isFollowing {
            isFollowing = false
            effects.append(.stopFollowing)
        }
        return effects
    }
}
