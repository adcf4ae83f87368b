#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore
import Foundation

/// What a ``PopoverSessionDriver`` asks of the view that shows the popover: one method
/// per `PopoverSessionEffect`, each doing what it says and deciding nothing. What both
/// platforms do alike around an effect (the hooks, the timed dismissal's clock, hiding
/// hover tooltips, a hover tooltip's pointer watch) the driver does itself, with the
/// host's ``PresentingState``.
@MainActor
protocol PopoverSessionHost: AnyObject {
    /// Whether the popover is in a window now.
    var isInWindow: Bool { get }
    /// Whether `install` has where to put the popover now (UIKit: a container; the Mac:
    /// an anchor in a window).
    var canInstall: Bool { get }
    /// The settings, hooks and clock both platforms keep alike.
    var state: PresentingState { get }
    /// A hover tooltip's popover: its showing does not hide hover tooltips.
    var isHoverTooltip: Bool { get }
    /// Starts the clock of a timed popover at rest on screen, unless it runs.
    func startDismissTimer()
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
        case .install:
            guard host.canInstall else { break }
            if !host.isHoverTooltip { HoverTooltipDriver.shared.otherPresentationOpened() }
            host.install()
        case let .move(placement):
            host.move(to: placement)
            host.state.onPlacementChange?(placement)
        case .showAtRest:
            host.showAtRest()
            host.startDismissTimer()
        case let .animate(animation, token, fromCurrentState, deadline):
            // A dismissal stops the clock; a presentation that turns one round starts it
            // again once it has come to rest.
            let dismissing = session.phase == .dismissing
            if dismissing { host.state.dismissTimer = nil }
            let finished: () -> Void = { [weak self, weak host] in
                self?.send(.animationFinished(token))
                if !dismissing { host?.startDismissTimer() }
            }
            host.animate(animation, dismissing: dismissing, fromCurrentState: fromCurrentState, completion: finished)
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
                self?.send(.animationFinished(token))
            }
        case .stopAnimation: host.stopAnimation()
        case .startFollowing:
            host.startFollowing()
            // A hover tooltip keeps itself while the pointer is on it (WCAG 1.4.13).
            if host.isHoverTooltip, let popover = host as? PlatformPopover { host.state.tooltipPointer = TooltipPointerWatch(popover) }
        case .stopFollowing:
            host.stopFollowing()
            host.state.tooltipPointer = nil
        case .startTrackingAnchor: host.startTrackingAnchor()
        case .stopTrackingAnchor: host.stopTrackingAnchor()
        case .remove:
            host.state.dismissTimer = nil
            host.remove()
        case .focusContent: host.focusContent()
        case .focusAnchor: host.focusAnchor()
        case .notifyPresented: host.notifyPresented()
        case let .notifyEnded(ending):
            // The package's hook (a tip's record) first, so the app's `onDismiss` loses nothing.
            host.state.onEnded?(ending)
            host.notifyEnded(ending)
        }
    }
}
#endif
