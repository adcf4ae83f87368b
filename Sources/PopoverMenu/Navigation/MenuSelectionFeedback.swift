import Foundation

/// When a menu gives the selection haptic: as a press slides the highlight onto another
/// item, as `UIMenu` ticks under a finger; not for the press's first item (the press itself
/// is the feedback), the pointer, the keyboard or VoiceOver, and not when the slide leaves
/// every item.
///
/// ```swift
/// let name = MenuItemPath([MenuItemIndex(section: 0, item: 0)]), date = MenuItemPath([MenuItemIndex(section: 0, item: 1)])
/// MenuSelectionFeedback.ticks(after: .pointerMoved(over: date), from: name, to: date, tracking: true)  // true
/// MenuSelectionFeedback.ticks(after: .pointerMoved(over: date), from: name, to: date, tracking: false) // false: the pointer
/// ```
package enum MenuSelectionFeedback {
    /// Whether `event`, which moved the highlight `from` one item `to` another with a
    /// press down (`tracking`) or not, ticks.
    package static func ticks(after event: MenuEvent, from before: MenuItemPath?, to after: MenuItemPath?, tracking: Bool) -> Bool {
        guard case .pointerMoved = event, tracking, let after else { return false }
        return after != before
    }
}
