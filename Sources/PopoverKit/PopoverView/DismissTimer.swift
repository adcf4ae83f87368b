#if canImport(UIKit)
import PopoverCore
@preconcurrency import UIKit

/// A popover's timed dismissal (``PopoverView/dismissAfter``) on a device: UIKit's
/// events (a touch in the popover, VoiceOver starting or stopping, VoiceOver's focus
/// moving in or out of it, the app resigning or regaining active) go to the core's ``/PopoverCore/TimedDismissal``, which
/// decides; a timer wakes at its deadline and asks it again. Stopped when the popover goes.
@MainActor
final class DismissTimer: NSObject {
    private var dismissal: TimedDismissal
    private var timer: Timer?
    private let isInPopover: (NSObject) -> Bool
    private let onDue: () -> Void

    /// Starts the timer for a popover shown now.
    init(duration: TimeInterval, isInPopover: @escaping (NSObject) -> Bool, onDue: @escaping () -> Void) {
        dismissal = TimedDismissal(duration: duration, shownAt: Date(), voiceOverRunning: UIAccessibility.isVoiceOverRunning)
        self.isInPopover = isInPopover
        self.onDue = onDue
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(voiceOverChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(focusChanged(_:)), name: UIAccessibility.elementFocusedNotification, object: nil)
        center.addObserver(self, selector: #selector(resignedActive), name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        schedule()
    }

    /// The user touched the popover: it stays.
    func touched() { handle(.touchedInside) }

    /// The popover went: no more events, no more wake-ups.
    func stop() {
        timer?.invalidate()
        timer = nil
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func voiceOverChanged() {
        handle(.voiceOverRunning(UIAccessibility.isVoiceOverRunning))
    }

    @objc private func focusChanged(_ notification: Notification) {
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject
        handle(.focusInTip(element.map(isInPopover) ?? false))
    }

    @objc private func resignedActive() { handle(.appActive(false)) }

    @objc private func becameActive() { handle(.appActive(true)) }

    private func handle(_ event: TimedDismissal.Event) {
        dismissal.handle(event, at: Date())
        schedule()
    }

    /// One wake-up at the deadline, or none while the core says nothing is due.
    private func schedule() {
        timer?.invalidate()
        timer = nil
        guard let deadline = dismissal.deadline else { return }
        let wakeUp = Timer(fireAt: deadline, interval: 0, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
        RunLoop.main.add(wakeUp, forMode: .common)
        timer = wakeUp
    }

    @objc private func fire() {
        guard dismissal.isDue(at: Date()) else { return schedule() }
        stop()
        onDue()
    }
}
#endif
