#if canImport(UIKit)
import PopoverCore
@preconcurrency import UIKit

/// VoiceOver announcements. The SDK declares UIKit's notification names as mutable
/// globals, which Swift 6 only lets main-actor code read through a pre-concurrency import.
@MainActor
enum VoiceOver {
    /// Tells VoiceOver the screen changed, moving its focus to `focus` (or its choice).
    static func screenChanged(focus: Any?) {
        UIAccessibility.post(notification: .screenChanged, argument: focus)
    }

    /// The first element VoiceOver can land on inside `view`
    /// (``/PopoverCore/AccessibilityReadingOrder``): a view's `accessibilityElements` when
    /// it lists them, else its subviews, so focus goes to a label or a button rather than
    /// to a container.
    static func firstElement(in view: UIView) -> Any? {
        AccessibilityReadingOrder.firstElement(from: view as Any) { node in
            guard let view = node as? UIView else { return (node as? NSObject)?.isAccessibilityElement == true ? .element : .hidden }
            if view.isHidden || view.accessibilityElementsHidden { return .hidden }
            if view.isAccessibilityElement { return .element }
            return .container(view.accessibilityElements.flatMap { $0.isEmpty ? nil : $0 } ?? view.subviews)
        }
    }
}
#endif
