#if canImport(UIKit)
import PopoverMenu
import UIKit

extension MenuKeyPress {
    /// A hardware key press (UIKey, iOS 13.4) as the core reads it: the key by its code,
    /// its characters and the modifiers held. What it means is ``/PopoverMenu/MenuKey``'s
    /// to say.
    @MainActor
    init(_ key: UIKey) {
        let which: Key = switch key.keyCode {
        case .keyboardUpArrow: .up
        case .keyboardDownArrow: .down
        case .keyboardLeftArrow: .left
        case .keyboardRightArrow: .right
        case .keyboardHome: .home
        case .keyboardEnd: .end
        case .keyboardReturnOrEnter, .keypadEnter: .returnOrEnter
        case .keyboardEscape: .escape
        case .keyboardSpacebar: .space
        default: .other
        }
        let flags = key.modifierFlags
        self.init(
            which, characters: key.characters, command: flags.contains(.command), control: flags.contains(.control),
            option: flags.contains(.alternate), shift: flags.contains(.shift)
        )
    }

    /// The key-command flags of `modifiers`.
    static func flags(of modifiers: Modifiers) -> UIKeyModifierFlags {
        var flags = UIKeyModifierFlags()
        if modifiers.command { flags.insert(.command) }
        if modifiers.control { flags.insert(.control) }
        if modifiers.option { flags.insert(.alternate) }
        if modifiers.shift { flags.insert(.shift) }
        return flags
    }

    /// The input of a `UIKeyCommand` for `key`, for the keys a menu takes as key commands
    /// (so a held key repeats); `nil` for the others.
    @MainActor
    static func keyCommandInput(_ key: Key) -> String? {
        switch key {
        case .up: UIKeyCommand.inputUpArrow
        case .down: UIKeyCommand.inputDownArrow
        case .left: UIKeyCommand.inputLeftArrow
        case .right: UIKeyCommand.inputRightArrow
        case .home: UIKeyCommand.inputHome
        case .end: UIKeyCommand.inputEnd
        default: nil
        }
    }
}
#endif
