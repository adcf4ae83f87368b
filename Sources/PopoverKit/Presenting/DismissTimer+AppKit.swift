#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The clock of a ``PopoverPanel`` that goes by itself (`dismissAfter`), as the core's
/// ``/PopoverCore/TimedDismissal`` decides it: the pointer resting on the popover (a
/// tracking area) and a click on it keep it up, VoiceOver pauses it (also when it is
/// turned on or off while the popover shows: NSAccessibility.h says NSWorkspace's
/// `isVoiceOverEnabled` is observable through KVO), and an inactive app holds it.
@MainActor
final class PanelDismissTimer: NSObject {
    private let clock: DismissClock
    private weak var surface: NSView?
    private var trackingArea: NSTrackingArea?
    private var voiceOverObservation: NSKeyValueObservation?

    init(duration: TimeInterval, surface: NSView, onDue: @escaping () -> Void) {
        clock = DismissClock(duration: duration, voiceOverRunning: NSWorkspace.shared.isVoiceOverEnabled, onDue: onDue)
        self.surface = surface
        super.init()
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .activeAlways, .inVisibleRect], owner: self, userInfo: nil)
        surface.addTrackingArea(area)
        trackingArea = area
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(resignedActive), name: NSApplication.didResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(becameActive), name: NSApplication.didBecomeActiveNotification, object: nil)
        // KVO may call from any thread: hop to the main actor, where the clock lives.
        voiceOverObservation = NSWorkspace.shared.observe(\.isVoiceOverEnabled) { @Sendable [weak self] _, _ in
            Task { @MainActor in self?.voiceOverChanged() }
        }
    }

    /// A click on the popover.
    func touched() { clock.handle(.touchedInside) }

    /// The pointer rests on the popover: as a touch, it keeps it up. (The tracking
    /// area's owner is sent `mouseEntered:`, spelled so here: this is no `NSResponder`.)
    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) { clock.handle(.touchedInside) }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {}

    func stop() {
        clock.stop()
        if let trackingArea { surface?.removeTrackingArea(trackingArea) }
        trackingArea = nil
        NotificationCenter.default.removeObserver(self)
        voiceOverObservation?.invalidate()
        voiceOverObservation = nil
    }

    /// VoiceOver turned on or off; nothing once stopped (a change may arrive late).
    private func voiceOverChanged() {
        guard voiceOverObservation != nil else { return }
        clock.handle(.voiceOverRunning(NSWorkspace.shared.isVoiceOverEnabled))
    }

    @objc private func resignedActive() { clock.handle(.appActive(false)) }

    @objc private func becameActive() { clock.handle(.appActive(true)) }
}
#endif
