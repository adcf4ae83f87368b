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

    /// The first element VoiceOver can land on inside `view`, depth first in the order
    /// VoiceOver reads (a view's `accessibilityElements` when it lists them, else its
    /// subviews), so focus goes to a label or a button rather than to a container.
    static func firstElement(in view: UIView) -> Any? {
        if view.isAccessibilityElement { return view }
        if view.isHidden || view.accessibilityElementsHidden { return nil }
        if let elements = view.accessibilityElements, !elements.isEmpty {
            for element in elements {
                if let subview = element as? UIView {
                    if let found = firstElement(in: subview) { return found }
                } else if (element as? NSObject)?.isAccessibilityElement == true {
                    return element
                }
            }
            return nil
        }
        for subview in view.subviews {
            if let found = firstElement(in: subview) { return found }
        }
        return nil
    }
}
#endif
