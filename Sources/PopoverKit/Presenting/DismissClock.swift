#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore

/// The clock of a timed dismissal, on UIKit and AppKit alike: the core's
/// ``/PopoverCore/TimedDismissal`` decides, a timer wakes at its deadline and asks it
/// again, and `onDue` runs once when it is due. Each platform's timer
/// (``DismissTimer`` and its halves) feeds it that platform's events.
@MainActor
final class DismissClock: NSObject {
    private var dismissal: TimedDismissal
    private var timer: Timer?
    private let onDue: () -> Void
    /// It was due and said so: later events change nothing.
    private var finished = false

    /// Starts the clock for a popover shown now.
    init(duration: TimeInterval, voiceOverRunning: Bool, onDue: @escaping () -> Void) {
        dismissal = TimedDismissal(duration: duration, shownAt: Date(), voiceOverRunning: voiceOverRunning)
        self.onDue = onDue
        super.init()
        schedule()
    }

    /// Tells the core what happened, and waits for the deadline it gives now.
    func handle(_ event: TimedDismissal.Event) {
        guard !finished else { return }
        dismissal.handle(event, at: Date())
        schedule()
    }

    /// Stops the clock: `onDue` never runs.
    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func schedule() {
        stop()
        guard let deadline = dismissal.deadline else { return }
        let wakeUp = Timer(fireAt: deadline, interval: 0, target: self, selector: #selector(fire), userInfo: nil, repeats: false)
        RunLoop.main.add(wakeUp, forMode: .common)
        timer = wakeUp
    }

    @objc private func fire() {
        guard dismissal.isDue(at: Date()) else { return schedule() }
        stop()
        finished = true
        onDue()
    }
}
#endif
