import Foundation
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 45: type-select never traps, whatever the titles and whatever is typed. Foundation's
/// `range(of:options:)` trapped on Linux for "Café" against "cafe" followed by NUL.
@Suite struct MenuTypeSelectHostileTests {
    static func path(_ section: Int, _ item: Int) -> MenuItemPath { MenuItemPath([MenuItemIndex(section: section, item: item)]) }

    @Test func theCampaignsCaseMatchesWithoutTrapping() {
        let menu = PopoverMenu(items: [MenuItem(title: "Apple"), MenuItem(title: "Café"), MenuItem(title: "Straße")])
        var n = MenuNavigation(menu)
        for (offset, character) in "cafe\u{0}".enumerated() { _ = n.handle(.key(.character(character), at: 10 + Double(offset) * 0.1)) }
        #expect(n.highlighted == Self.path(0, 1))  // "cafe" matched Café; the NUL changed nothing
        var m = MenuNavigation(menu)
        for (offset, character) in "STRA".enumerated() { _ = m.handle(.key(.character(character), at: 10 + Double(offset) * 0.1)) }
        #expect(m.highlighted == Self.path(0, 2))
    }

    @Test func controlCharactersAreNotTypedText() {
        let menu = PopoverMenu(items: [MenuItem(title: "Alpha"), MenuItem(title: "Beta")])
        var n = MenuNavigation(menu)
        _ = n.handle(.key(.character("b"), at: 1))
        _ = n.handle(.key(.character("\u{0}"), at: 1.1))
        _ = n.handle(.key(.character("\u{1B}"), at: 1.2))
        _ = n.handle(.key(.character("e"), at: 1.3))
        #expect(n.highlighted == Self.path(0, 1))  // "be": the controls between were ignored
    }

    static let hostileTitles = [
        "Café", "café", "CAFÉ", "Straße", "STRASSE", "ß", "İstanbul", "ﬁle", "e\u{301}\u{301}", "\u{0}", "a\u{0}b", "",
        "👩‍👩‍👧‍👦", "🇫🇷 France", "مشاركة", "ǅemal", "Ångström", "\u{301}", "\u{FEFF}x", "\u{10FFFF}", "x\u{200D}y",
    ]
    static let hostileCharacters: [Character] = [
        "c", "a", "f", "e", "é", "É", "ß", "s", "S", "\u{0}", "\u{1}", "\u{7F}", "\u{301}", "e\u{301}", "👩‍👩‍👧‍👦",
        "🇫", "ﬁ", "İ", "i", "\u{FEFF}", "\u{10FFFF}", "\u{200D}", "م", "\n", "\r\n",
    ]

    /// 5,000 random menus of hostile titles, each typed at by 40 hostile characters, most
    /// second: no trap, and a changed highlight is always one of the menu's items.
    @Test func randomHostileTypingNeverTraps() {
        var random = SplitMix64(seed: 45)
        for _ in 0..<5_000 {
            let titles = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.hostileTitles.randomElement(using: &random)! }
            let menu = PopoverMenu(items: titles.map { MenuItem(title: $0) })
            var n = MenuNavigation(menu)
            var time = 0.0
            for _ in 0..<40 {
                time += [0.05, 0.2, 1.5].randomElement(using: &random)!
                let before = n.highlighted
                _ = n.handle(.key(.character(Self.hostileCharacters.randomElement(using: &random)!), at: time))
                if let highlighted = n.highlighted, highlighted != before {
                    #expect(highlighted.depth == 1)
                    #expect(highlighted.steps[0].item < titles.count)
                }
            }
        }
    }
}
