#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverMenu
#if canImport(UIKit)
import UIKit

/// The platform's accessibility element for a part of a view that is no view.
typealias PlatformAccessibilityElement = UIAccessibilityElement
#else
import AppKit

/// The platform's accessibility element for a part of a view that is no view.
typealias PlatformAccessibilityElement = NSAccessibilityElement
#endif

/// One row of a menu for VoiceOver, from ``/PopoverMenu/MenuAccessibility``: activating an
/// item chooses it (or opens its submenu) as a tap or a click would. Its `+UIKit` and
/// `+AppKit` halves give the element what the core says of the row, and take the activation.
@MainActor
final class MenuRowAccessibilityElement: PlatformAccessibilityElement {
    /// Chooses the row's item; `false` when it cannot be chosen. Read by the activation
    /// override, which the SDKs declare outside the main actor; set on the main actor only.
    nonisolated(unsafe) var onActivate: (@MainActor () -> Bool)?
    /// The row in the menu's layout.
    let row: Int

    /// The element of `element`'s row, at `frame` in `container` (the menu's surface).
    init(container: PlatformView, element: MenuAccessibility.Element, frame: CGRect) {
        row = element.row
        #if canImport(UIKit)
        super.init(accessibilityContainer: container)
        #else
        super.init()
        setAccessibilityParent(container)
        #endif
        show(element, frame: frame)
    }
}
#endif
