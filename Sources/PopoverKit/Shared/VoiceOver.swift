#if canImport(UIKit)
@preconcurrency import UIKit

/// VoiceOver announcements. The SDK declares UIKit's notification names as mutable
/// globals, which Swift 6 only lets main-actor code read through a pre-concurrency import.
@MainActor
enum VoiceOver {
    /// Tells VoiceOver the screen changed, moving its focus to `focus` (or its choice).
    static func screenChanged(focus: Any?) {
        UIAccessibility.post(notification: .screenChanged, argument: focus)
    }
}
#endif
