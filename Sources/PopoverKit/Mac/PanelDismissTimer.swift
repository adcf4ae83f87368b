#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The clock of a ``PopoverPanel`` that goes by itself (`dismissAfter`), as the core's
/// ``/PopoverCore/TimedDismissal`` decides it: the pointer resting on the popover (a
/// tracking area) and a click on it keep it up, VoiceOver pauses it, and an inactive app
/// holds it.
@MainActor
final class PanelDismissTimer: NSObject {
    private var dismissal: TimedDismissal
    private var timer: Timer?
    private let onDue: () -> Void
    private weak var surface: NSView?
    private var trackingArea: NSTrackingArea?

    init(duration: TimeInterval, surface: NSView, onDue: @escaping () -> Void) {
        dismissal = TimedDismissal(duration: duration, shownAt: Date(), voiceOverRunning: NSWorkspace.shared.isVoiceOverEnabled)
        self.onDue = onDue
        self.surface = surface
        super.init()
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .activeAlways, .inVisibleRect], owner: self, userInfo: nil)
        surface.addTrackingArea(area)
        trackingArea = area
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(resignedActive), name: NSApplication.didResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: NSApplication.didBecomeActiveNotification, object: nil)
        schedule()
    }

    /// A click on the popover.
    func touched() { handle(.touchedInside) }

    /// The pointer rests on the popover: as a touch, it keeps it up. (The tracking
    /// area's owner is sent `mouseEntered:`, spelled so here: this is no `NSResponder`.)
    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) { handle(.touchedInside) }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {}

    func stop() {
        timer?.invalidate()
        timer = nil
        if let trackingArea { surface?.removeTrackingArea(trackingArea) }
        trackingArea = nil
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func resignedActive() { handle(.appActive(false)) }

    @objc private func becameActive() { handle(.appActive(true)) }

    private func handle(_ event: TimedDismissal.Event) {
        dismissal.handle(event, at: Date())
        schedule()
    }

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
