#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverMenu

/// The row element's AppKit half: a menu item (a header as static text) with the core's
/// label, value, hint as its help, and its traits as enabled and selected; VoiceOver's
/// press (VO-Space) activates it.
extension MenuRowAccessibilityElement {
    func show(_ element: MenuAccessibility.Element, frame: CGRect) {
        setAccessibilityElement(true)
        setAccessibilityRole(element.traits.contains(.header) ? .staticText : .menuItem)
        setAccessibilityLabel(element.label)
        setAccessibilityValue(element.value)
        setAccessibilityHelp(element.hint)
        setAccessibilityEnabled(!element.traits.contains(.notEnabled))
        setAccessibilitySelected(element.traits.contains(.selected))
        setAccessibilityFrameInParentSpace(frame)
    }

    /// AppKit declares this outside the main actor, though it calls it on the main thread.
    override func accessibilityPerformPress() -> Bool {
        onActivate.map(callAsMainActor) ?? false
    }
}
#endif
