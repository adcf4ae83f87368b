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

    /// Has VoiceOver say `text` (a state changed where the user is).
    static func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Tells VoiceOver that elements appeared, went or changed on the screen, so it reads
    /// them again (focus stays where it is).
    static func layoutChanged() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// The first element VoiceOver can land on inside `view`
    /// (`AccessibilityReadingOrder`): a view's `accessibilityElements` when
    /// it lists them, else its subviews, so focus goes to a label or a button rather than
    /// to a container.
    static func firstElement(in view: UIView) -> Any? {
        AccessibilityReadingOrder.firstElement(from: view as Any) { node in
            // UIAccessibility.h declares these on NSObject: views and other elements alike.
            guard let object = node as? NSObject else { return .hidden }
            return .describing(
                hidden: object.accessibilityElementsHidden || (object as? UIView)?.isHidden == true,
                isElement: object.isAccessibilityElement, listed: object.accessibilityElements,
                count: object.accessibilityElementCount(), element: object.accessibilityElement(at:), subviews: (object as? UIView)?.subviews ?? []
            )
        }
    }
}
#endif
