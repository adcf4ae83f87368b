#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import Foundation

/// What a ``PopoverSessionDriver`` asks of the view that shows the popover: one method
/// per `PopoverSessionEffect`, each doing what it says and deciding nothing.
@MainActor
protocol PopoverSessionHost: AnyObject {
    /// Whether the popover is in a window now.
    var isInWindow: Bool { get }
    func install()
    func move(to placement: Placement)
    func showAtRest()
    /// Plays `animation` (the dismiss animation when `dismissing`) and calls `completion`
    /// when it ends, unless stopped.
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void)
    func stopAnimation()
    func startFollowing()
    func stopFollowing()
    func startTrackingAnchor()
    func stopTrackingAnchor()
    func remove()
    func focusContent()
    func focusAnchor()
    func notifyPresented()
    func notifyEnded(_ ending: PopoverEnding)
}

/// Drives a popover's ``/PopoverCore/PopoverSession``: feeds it events one at a time,
/// performs the effects it returns on the host, in order, and reports an animation's end
/// (its completion, or its deadline, whichever comes first).
@MainActor
final class PopoverSessionDriver {
    weak var host: (any PopoverSessionHost)?
    private(set) var session = PopoverSession()
    /// Effects are being performed: window changes now are the popover's own doing.
    private(set) var isPerformingEffects = false
    /// Events that came while effects were performed, in order.
    private var pendingEvents: [PopoverSessionEvent] = []

    /// Feeds an event to the session and performs what it returns, in order. An event that
    /// comes while effects run (a callback that dismisses, a custom animation that
    /// completes at once) waits for the batch to finish, so no batch is cut in two. A
    /// container that left the window meanwhile (a callback removed it: its
    /// `didMoveToWindow` was taken for the popover's own doing) ends the presentation.
    func send(_ event: PopoverSessionEvent) {
        pendingEvents.append(event)
        guard !isPerformingEffects else { return }
        isPerformingEffects = true
        while !pendingEvents.isEmpty {
            for effect in session.handle(pendingEvents.removeFirst()) { perform(effect) }
        }
        isPerformingEffects = false
        if session.phase != .hidden, host?.isInWindow == false { send(.anchorLeftWindow) }
    }

    private func perform(_ effect: PopoverSessionEffect) {
        guard let host else { return }
        switch effect {
        case .install: host.install()
        case let .move(placement): host.move(to: placement)
        case .showAtRest: host.showAtRest()
        case let .animate(animation, token, fromCurrentState, deadline):
            let finished: () -> Void = { [weak self] in self?.send(.animationFinished(token)) }
            host.animate(animation, dismissing: session.phase == .dismissing, fromCurrentState: fromCurrentState, completion: finished)
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
                self?.send(.animationFinished(token))
            }
        case .stopAnimation: host.stopAnimation()
        case .startFollowing: host.startFollowing()
        case .stopFollowing: host.stopFollowing()
        case .startTrackingAnchor: host.startTrackingAnchor()
        case .stopTrackingAnchor: host.stopTrackingAnchor()
        case .remove: host.remove()
        case .focusContent: host.focusContent()
        case .focusAnchor: host.focusAnchor()
        case .notifyPresented: host.notifyPresented()
        case let .notifyEnded(ending): host.notifyEnded(ending)
        }
    }
}
#endif
