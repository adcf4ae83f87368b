#if canImport(UIKit)
import PopoverMenu
import UIKit

extension MenuKey {
    /// The menu key a hardware key press means (UIKey, iOS 13.4): the arrows, Home and
    /// End (and ⌘↑, ⌘↓), Return and Enter, Space, Escape, or a printable character for
    /// type-select; `nil` for any other key, or one held with ⌘, ⌃ or ⌥ otherwise.
    @MainActor
    init?(_ key: UIKey) {
        let command = key.modifierFlags.contains(.command)
        switch key.keyCode {
        case .keyboardUpArrow: self = command ? .home : .up
        case .keyboardDownArrow: self = command ? .end : .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        case .keyboardHome: self = .home
        case .keyboardEnd: self = .end
        case .keyboardReturnOrEnter, .keypadEnter: self = .return
        case .keyboardEscape: self = .escape
        case .keyboardSpacebar: self = .space
        default:
            guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]),
                  let character = key.characters.first, key.characters.count == 1,
                  !character.isNewline, character.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) }) else { return nil }
            self = .character(character)
        }
    }
}
#endif
