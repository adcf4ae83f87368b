import Foundation
import PopoverCore

/// The keys that choose an item without the menu, shown at the item's trailing edge as the
/// system shows them (`⌃⌥⇧⌘` then the key).
///
/// ```swift
/// MenuKeyboardShortcut(key: "n", modifiers: [.shift, .command]).displayText  // "⇧⌘N"
/// MenuKeyboardShortcut(key: "delete", modifiers: [.command]).displayText      // "⌘⌫"
/// ```
public struct MenuKeyboardShortcut: Sendable, Hashable, Codable {
    /// A modifier key.
    public enum Modifier: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
        /// Control, `⌃`.
        case control
        /// Option, `⌥`.
        case option
        /// Shift, `⇧`.
        case shift
        /// Command, `⌘`.
        case command

        /// Its symbol.
        ///
        /// ```swift
        /// MenuKeyboardShortcut.Modifier.command.symbol  // "⌘"
        /// ```
        public var symbol: String {
            switch self {
            case .control: "⌃"
            case .option: "⌥"
            case .shift: "⇧"
            case .command: "⌘"
            }
        }
    }

    /// The key: one character, or one of ``namedKeys`` (`return`, `delete`, `escape`,
    /// `tab`, `space`, `up`, `down`, `left`, `right`, `home`, `end`, `pageup`,
    /// `pagedown`, `f1` to `f12`).
    public var key: String
    /// The modifiers held with it.
    public var modifiers: Set<Modifier>

    /// A shortcut.
    ///
    /// ```swift
    /// MenuKeyboardShortcut(key: "c", modifiers: [.command]).key  // "c"
    /// ```
    public init(key: String, modifiers: Set<Modifier> = [.command]) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The keys named by a word, with the glyphs the system's menus show for them: the
    /// arrows, Home `↖`, End `↘`, Page Up `⇞`, Page Down `⇟` and the function keys `F1`
    /// to `F12` (the named key inputs `UIKeyCommand` has: UIResponder.h's
    /// `UIKeyInputPageUp`, iOS 8; `UIKeyInputHome`, `UIKeyInputEnd`, `UIKeyInputF1`…`F12`,
    /// iOS 13.4).
    ///
    /// ```swift
    /// MenuKeyboardShortcut.namedKeys["return"]    // "↩"
    /// MenuKeyboardShortcut.namedKeys["pagedown"]  // "⇟"
    /// MenuKeyboardShortcut.namedKeys["f5"]        // "F5"
    /// ```
    public static let namedKeys: [String: String] = {
        var keys = [
            "return": "↩", "delete": "⌫", "escape": "⎋", "tab": "⇥", "space": "Space",
            "up": "↑", "down": "↓", "left": "←", "right": "→",
            "home": "↖", "end": "↘", "pageup": "⇞", "pagedown": "⇟",
        ]
        for n in 1...12 { keys["f\(n)"] = "F\(n)" }
        return keys
    }()

    /// The shortcut as the system shows it: modifiers in the order `⌃⌥⇧⌘`, then the key
    /// upper-cased or its symbol.
    ///
    /// ```swift
    /// MenuKeyboardShortcut(key: "z", modifiers: [.command, .shift]).displayText  // "⇧⌘Z"
    /// ```
    public var displayText: String {
        let mods = Modifier.allCases.filter(modifiers.contains).map(\.symbol).joined()
        return mods + (Self.namedKeys[key.lowercased()] ?? key.uppercased())
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` when the key is neither one
    /// character nor a named key.
    ///
    /// ```swift
    /// try MenuKeyboardShortcut(key: "").validate("shortcut")  // throws: shortcut.key: must be one character or one of delete, down, end, escape, f1…f12, home, left, pagedown, pageup, return, right, space, tab, up, got ""
    /// ```
    public func validate(_ field: String) throws {
        guard key.count == 1 || Self.namedKeys[key.lowercased()] != nil else {
            throw PopoverInputError(
                field: "\(field).key", rule: "must be one character or one of \(Self.namedKeyList)",
                value: "\"\(key)\""
            )
        }
    }

    /// The named keys in order, the function keys as one range.
    private static let namedKeyList: String = {
        let words = namedKeys.keys.filter { !$0.hasPrefix("f") || $0.count == 1 }.sorted()
        return (words.prefix { $0 < "f" } + ["f1…f12"] + words.drop { $0 < "f" }).joined(separator: ", ")
    }()

    private enum Keys: String, CodingKey, CaseIterable { case key, modifiers }

    /// Reads `{"key": "n", "modifiers": ["shift", "command"]}` (`modifiers` defaults to command).
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuKeyboardShortcut.self, from: Data(#"{"key": "n"}"#.utf8)).modifiers  // [.command]
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(key: try c.decode(String.self, forKey: .key), modifiers: Set(try c.decodeIfPresent([Modifier].self, forKey: .modifiers) ?? [.command]))
        try validate(decoder.codingPath.dotted())
    }

    /// Writes the key and its modifiers in the order `⌃⌥⇧⌘`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuKeyboardShortcut(key: "n"))  // {"key":"n","modifiers":["command"]}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(key, forKey: .key)
        try c.encode(Modifier.allCases.filter(modifiers.contains), forKey: .modifiers)
    }
}
