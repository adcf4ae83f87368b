#if canImport(UIKit)
import PopoverCore
@preconcurrency import UIKit

/// A popover's timed dismissal (``PopoverView/dismissAfter``) on a device: UIKit's
/// events (a touch in the popover, VoiceOver starting or stopping, VoiceOver's focus
/// moving in or out of it, the app resigning or regaining active) go to the core's ``/PopoverCore/TimedDismissal``, which
/// decides (``DismissClock``). Stopped when the popover goes.
@MainActor
final class DismissTimer: NSObject {
    private let clock: DismissClock
    private let isInPopover: (NSObject) -> Bool

    /// Starts the timer for a popover shown now.
    init(duration: TimeInterval, isInPopover: @escaping (NSObject) -> Bool, onDue: @escaping () -> Void) {
        clock = DismissClock(duration: duration, voiceOverRunning: UIAccessibility.isVoiceOverRunning, onDue: onDue)
        self.isInPopover = isInPopover
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(voiceOverChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(focusChanged(_:)), name: UIAccessibility.elementFocusedNotification, object: nil)
        center.addObserver(self, selector: #selector(resignedActive), name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    /// The user touched the popover: it stays.
    func touched() { clock.handle(.touchedInside) }

    /// The popover went: no more events, no more wake-ups.
    func stop() {
        clock.stop()
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func voiceOverChanged() {
        clock.handle(.voiceOverRunning(UIAccessibility.isVoiceOverRunning))
    }

    @objc private func focusChanged(_ notification: Notification) {
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject
        clock.handle(.focusInTip(element.map(isInPopover) ?? false))
    }

    @objc private func resignedActive() { clock.handle(.appActive(false)) }

    @objc private func becameActive() { clock.handle(.appActive(true)) }
}
#endif
