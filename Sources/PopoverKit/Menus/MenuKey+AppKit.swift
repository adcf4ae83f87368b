#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverMenu

extension MenuKeyPress {
    /// A key-down event as the core reads it: the key (by AppKit's special key, or
    /// Escape's and Space's key codes), its characters and the modifiers held. What it
    /// means is ``/PopoverMenu/MenuKey``'s to say. A held key comes again as repeated
    /// key-downs, so Up and Down repeat with no key command.
    @MainActor
    init(_ event: NSEvent) {
        let which: Key = switch (event.specialKey, event.keyCode) {
        case (.upArrow?, _): .up
        case (.downArrow?, _): .down
        case (.leftArrow?, _): .left
        case (.rightArrow?, _): .right
        case (.home?, _): .home
        case (.end?, _): .end
        case (.carriageReturn?, _), (.enter?, _), (.newline?, _): .returnOrEnter
        case (_, PanelEventMonitor.escapeKeyCode): .escape
        case (_, Self.spaceKeyCode): .space
        default: .other
        }
        let flags = event.modifierFlags
        self.init(
            which, characters: event.characters ?? "", command: flags.contains(.command), control: flags.contains(.control),
            option: flags.contains(.option), shift: flags.contains(.shift)
        )
    }

    /// The space bar's virtual key code (`kVK_Space` in Carbon's Events.h; AppKit names none).
    static let spaceKeyCode: UInt16 = 49
}
#endif
