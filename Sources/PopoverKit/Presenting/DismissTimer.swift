#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore

/// A popover's timed dismissal (`dismissAfter`) on a device: the platform's events go to
/// the core's ``/PopoverCore/TimedDismissal``, which decides (``DismissClock``). Both
/// platforms tell it when the app resigns or regains active; the `+UIKit` half adds
/// VoiceOver starting or stopping and its focus moving in or out of the popover (a touch
/// in it comes from the popover's hit test), the `+AppKit` half the pointer resting on the
/// popover (a tracking area; a click comes from the panel) and VoiceOver turned on or
/// off. Stopped when the popover goes.
@MainActor
final class DismissTimer: NSObject {
    private let clock: DismissClock
    /// The popover timed, whose views the platform half watches.
    weak var popover: PlatformPopover?
    /// Undoes what the platform half started watching.
    var stopWatching: () -> Void = {}
    private var stopped = false

    /// Starts the timer for `popover`, shown now.
    init(duration: TimeInterval, popover: PlatformPopover, onDue: @escaping () -> Void) {
        clock = DismissClock(duration: duration, voiceOverRunning: Self.voiceOverRunning, onDue: onDue)
        self.popover = popover
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(resignedActive), name: Self.appResignsActive, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: Self.appBecameActive, object: nil)
        startWatching()
    }

    /// The user touched or clicked the popover: it stays.
    func touched() { handle(.touchedInside) }

    /// The popover went: no more events, no more wake-ups.
    func stop() {
        stopped = true
        clock.stop()
        NotificationCenter.default.removeObserver(self)
        stopWatching()
        stopWatching = {}
    }

    /// Tells the clock what happened; nothing once stopped (a change may arrive late).
    func handle(_ event: TimedDismissal.Event) {
        if !stopped { clock.handle(event) }
    }

    @objc private func resignedActive() { handle(.appActive(false)) }

    @objc private func becameActive() { handle(.appActive(true)) }
}
#endif
