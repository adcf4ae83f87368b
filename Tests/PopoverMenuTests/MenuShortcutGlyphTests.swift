import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 45: the named key inputs of `UIKeyCommand` (Home, End, the page keys, F1–F12)
/// show their glyphs, as the system's menus do.
@Suite struct MenuShortcutGlyphTests {
    @Test func namedKeysShowTheSystemsGlyphs() {
        #expect(MenuKeyboardShortcut(key: "home", modifiers: []).displayText == "↖")
        #expect(MenuKeyboardShortcut(key: "end", modifiers: [.shift]).displayText == "⇧↘")
        #expect(MenuKeyboardShortcut(key: "pageup", modifiers: [.option]).displayText == "⌥⇞")
        #expect(MenuKeyboardShortcut(key: "pagedown").displayText == "⌘⇟")
        #expect(MenuKeyboardShortcut(key: "f1", modifiers: []).displayText == "F1")
        #expect(MenuKeyboardShortcut(key: "F12", modifiers: [.control, .command]).displayText == "⌃⌘F12")
        #expect(MenuKeyboardShortcut(key: "up", modifiers: []).displayText == "↑")
    }

    @Test func everyNamedKeyIsValidAndShowsItsGlyphNotItsName() throws {
        #expect(MenuKeyboardShortcut.namedKeys.count == 25)
        for (name, glyph) in MenuKeyboardShortcut.namedKeys {
            let shortcut = MenuKeyboardShortcut(key: name, modifiers: [])
            try shortcut.validate("shortcut")
            #expect(shortcut.displayText == glyph)
        }
        // F13 and later are no key input of UIKit's (UIResponder.h stops at UIKeyInputF12).
        #expect(throws: PopoverInputError.self) { try MenuKeyboardShortcut(key: "f13").validate("shortcut") }
    }

    @Test func namedKeysRoundTripThroughJSON() throws {
        let shortcut = try JSONDecoder().decode(MenuKeyboardShortcut.self, from: Data(#"{"key": "pagedown", "modifiers": ["shift"]}"#.utf8))
        #expect(shortcut.displayText == "⇧⇟")
        #expect(try JSONDecoder().decode(MenuKeyboardShortcut.self, from: JSONEncoder().encode(shortcut)) == shortcut)
    }
}
