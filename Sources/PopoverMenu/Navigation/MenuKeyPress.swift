import Foundation

/// A hardware key press as the platform reports it (UIKit's `UIKey`, AppKit's key event),
/// before it means anything to a menu: the key, the characters it types and the modifiers
/// held. ``MenuKey/init(_:)`` says what it means.
///
/// ```swift
/// MenuKey(MenuKeyPress(.down, command: true))          // .end: ⌘↓
/// MenuKey(MenuKeyPress(.other, characters: "d"))       // .character("d")
/// MenuKey(MenuKeyPress(.other, characters: "d", command: true))  // nil: a shortcut, not type-select
/// ```
package struct MenuKeyPress: Sendable, Hashable {
    /// The keys a menu tells apart by their code; any other key is ``other``, known by its
    /// characters.
    package enum Key: Sendable, Hashable, CaseIterable {
        case up, down, left, right, home, end, returnOrEnter, escape, space, other

        /// Whether holding the key acts again and again (Up and Down, moving the
        /// highlight); the others act once per press.
        package var repeats: Bool { self == .up || self == .down }
    }

    package var key: Key
    package var characters: String
    package var command: Bool
    package var control: Bool
    package var option: Bool
    package var shift: Bool

    package init(
        _ key: Key, characters: String = "", command: Bool = false, control: Bool = false, option: Bool = false, shift: Bool = false
    ) {
        self.key = key
        self.characters = characters
        self.command = command
        self.control = control
        self.option = option
        self.shift = shift
    }

    /// The modifiers held with a key registered as a repeating key command: none, or ⌘
    /// alone (↑ ↓ and ⌘↑ ⌘↓). A key command matches its modifiers exactly, so ⇧, ⌥ or ⌃
    /// with an arrow comes as a plain press, acted on once.
    package struct Modifiers: Sendable, Hashable {
        package var command = false
        package var control = false
        package var option = false
        package var shift = false

        package init(command: Bool = false, control: Bool = false, option: Bool = false, shift: Bool = false) {
            self.command = command
            self.control = control
            self.option = option
            self.shift = shift
        }
    }

    /// The modifier combinations each repeating key (``Key/repeats``) is registered with
    /// as a key command, so that holding it repeats.
    ///
    /// ```swift
    /// MenuKeyPress.repeatingKeyCommandModifiers.count   // 2: none, and ⌘
    /// ```
    package static let repeatingKeyCommandModifiers: [Modifiers] = [Modifiers(), Modifiers(command: true)]

    /// Whether the press is one a registered repeating key command receives instead (its
    /// key repeats, held with exactly one of ``repeatingKeyCommandModifiers``): a press
    /// handler skips it, so it acts once, and handles every other press.
    ///
    /// ```swift
    /// MenuKeyPress(.down).isRepeatingKeyCommand               // true
    /// MenuKeyPress(.down, option: true).isRepeatingKeyCommand // false: ⌥↓ is a plain press
    /// ```
    package var isRepeatingKeyCommand: Bool {
        key.repeats && Self.repeatingKeyCommandModifiers.contains(Modifiers(command: command, control: control, option: option, shift: shift))
    }
}

extension MenuKey {
    /// The menu key `press` means: the arrows (⌘↑ Home, ⌘↓ End, as `NSMenu`), Home and
    /// End, Return and Enter, Space, Escape, or one printable character for type-select;
    /// `nil` for any other key, a character held with ⌘, ⌃ or ⌥ (a shortcut), or a
    /// control character.
    package init?(_ press: MenuKeyPress) {
        switch press.key {
        case .up: self = press.command ? .home : .up
        case .down: self = press.command ? .end : .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .returnOrEnter: self = .return
        case .escape: self = .escape
        case .space: self = .space
        case .other:
            guard !press.command, !press.control, !press.option, press.characters.count == 1, let character = press.characters.first,
                  !character.isNewline, character.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) }) else { return nil }
            self = .character(character)
        }
    }
}
