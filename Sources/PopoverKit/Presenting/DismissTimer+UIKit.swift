#if canImport(UIKit)
import PopoverCore
@preconcurrency import UIKit

/// The timer's UIKit half: VoiceOver's status and focus.
extension DismissTimer {
    static var voiceOverRunning: Bool { UIAccessibility.isVoiceOverRunning }
    static let appResignsActive = UIApplication.willResignActiveNotification
    static let appBecameActive = UIApplication.didBecomeActiveNotification

    /// Listens for VoiceOver starting or stopping and for its focus moving (the
    /// notifications end with the timer's `removeObserver`).
    func startWatching() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(voiceOverChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(focusChanged(_:)), name: UIAccessibility.elementFocusedNotification, object: nil)
    }

    @objc private func voiceOverChanged() {
        handle(.voiceOverRunning(UIAccessibility.isVoiceOverRunning))
    }

    @objc private func focusChanged(_ notification: Notification) {
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? NSObject
        handle(.focusInTip(element.map { popover?.holds($0) ?? false } ?? false))
    }
}
#endif
