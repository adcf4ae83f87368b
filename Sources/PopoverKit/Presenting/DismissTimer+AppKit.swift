#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The timer's AppKit half: the pointer resting on the panel, as a touch, keeps it up;
/// VoiceOver turned on or off while it shows pauses or resumes it (NSAccessibility.h says
/// NSWorkspace's `isVoiceOverEnabled` is observable through KVO).
extension DismissTimer {
    static var voiceOverRunning: Bool { NSWorkspace.shared.isVoiceOverEnabled }
    static let appResignsActive = NSApplication.didResignActiveNotification
    static let appBecameActive = NSApplication.didBecomeActiveNotification

    /// A tracking area on the panel's surface and a KVO observation, both undone by `stop()`.
    func startWatching() {
        guard let surface = popover?.surface else { return }
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .activeAlways, .inVisibleRect], owner: self, userInfo: nil)
        surface.addTrackingArea(area)
        // KVO may call from any thread: hop to the main actor, where the clock lives.
        let observation = NSWorkspace.shared.observe(\.isVoiceOverEnabled) { @Sendable [weak self] _, _ in
            Task { @MainActor in self?.handle(.voiceOverRunning(NSWorkspace.shared.isVoiceOverEnabled)) }
        }
        stopWatching = { [weak surface] in
            surface?.removeTrackingArea(area)
            observation.invalidate()
        }
    }

    /// The pointer rests on the popover: as a touch, it keeps it up. (The tracking
    /// area's owner is sent `mouseEntered:`, spelled so here: this is no `NSResponder`.)
    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) { touched() }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {}
}
#endif
