import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 36: keys, type-select, the pointer and press-slide-release through a menu.
@Suite struct MenuNavigationTests {
    static func path(_ steps: (Int, Int)...) -> MenuItemPath { MenuItemPath(steps.map { MenuItemIndex(section: $0.0, item: $0.1) }) }

    /// Sort by: Name, Date (disabled), Size | More ▸ (Duplicate, Move), Delete
    static let menu = PopoverMenu(sections: [
        MenuSection(header: "Sort by", items: [MenuItem(title: "Name"), MenuItem(title: "Date", isDisabled: true), MenuItem(title: "Size")]),
        MenuSection(items: [
            MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "Duplicate"), MenuItem(title: "Move")])),
            MenuItem(title: "Délete", role: .destructive),
        ]),
    ])

    @Test func arrowsSkipDisabledItemsAndWrap() {
        var n = MenuNavigation(Self.menu)
        #expect(n.handle(.key(.down, at: 0)) == nil)
        #expect(n.highlighted == Self.path((0, 0)))
        _ = n.handle(.key(.down, at: 0))
        #expect(n.highlighted == Self.path((0, 2)))  // Date is disabled
        _ = n.handle(.key(.down, at: 0))
        #expect(n.highlighted == Self.path((1, 0)))  // across the separator
        _ = n.handle(.key(.down, at: 0))
        _ = n.handle(.key(.down, at: 0))
        #expect(n.highlighted == Self.path((0, 0)))  // wraps
        _ = n.handle(.key(.up, at: 0))
        #expect(n.highlighted == Self.path((1, 1)))
        _ = n.handle(.key(.home, at: 0))
        #expect(n.highlighted == Self.path((0, 0)))
        _ = n.handle(.key(.end, at: 0))
        #expect(n.highlighted == Self.path((1, 1)))
        var fresh = MenuNavigation(Self.menu)
        _ = fresh.handle(.key(.up, at: 0))
        #expect(fresh.highlighted == Self.path((1, 1)))
    }

    @Test func typeSelectMatchesAPrefixTypedWithinASecond() {
        var n = MenuNavigation(Self.menu)
        _ = n.handle(.key(.character("d"), at: 10))
        // "Date" is disabled: the first enabled match is "Délete" (accents ignored).
        #expect(n.highlighted == Self.path((1, 1)))
        _ = n.handle(.key(.character("m"), at: 12))
        #expect(n.highlighted == Self.path((1, 0)))
        _ = n.handle(.key(.character("S"), at: 14))
        _ = n.handle(.key(.character("i"), at: 14.9))
        #expect(n.highlighted == Self.path((0, 2)))
        // More than a second later "n" starts afresh: Name.
        _ = n.handle(.key(.character("n"), at: 16))
        #expect(n.highlighted == Self.path((0, 0)))
        // No match: the highlight stays.
        _ = n.handle(.key(.character("z"), at: 20))
        #expect(n.highlighted == Self.path((0, 0)))
    }

    @Test func spaceContinuesATypeSelectElseChooses() {
        let menu = PopoverMenu(items: [MenuItem(title: "Look"), MenuItem(title: "Look Up")])
        var n = MenuNavigation(menu)
        _ = n.handle(.key(.character("l"), at: 0))
        _ = n.handle(.key(.character("o"), at: 0.1))
        _ = n.handle(.key(.character("o"), at: 0.2))
        _ = n.handle(.key(.character("k"), at: 0.3))
        #expect(n.handle(.key(.space, at: 0.4)) == nil)
        _ = n.handle(.key(.character("u"), at: 0.5))
        #expect(n.highlighted == Self.path((0, 1)))
        #expect(n.handle(.key(.space, at: 2)) == .choose(Self.path((0, 1))))
    }

    @Test func returnChoosesAndOpensSubmenusEscapeAndLeftClose() {
        var n = MenuNavigation(Self.menu)
        #expect(n.handle(.key(.return, at: 0)) == nil)  // nothing highlighted
        _ = n.handle(.key(.character("m"), at: 0))
        #expect(n.handle(.key(.right, at: 0)) == .openSubmenu(Self.path((1, 0))))
        #expect(n.openSubmenus == [Self.path((1, 0))])
        #expect(n.highlighted == Self.path((1, 0), (0, 0)))
        _ = n.handle(.key(.down, at: 0))
        #expect(n.highlighted == Self.path((1, 0), (0, 1)))
        #expect(n.handle(.key(.left, at: 0)) == .closeSubmenu)
        #expect(n.highlighted == Self.path((1, 0)))
        #expect(n.handle(.key(.return, at: 0)) == .openSubmenu(Self.path((1, 0))))
        #expect(n.handle(.key(.return, at: 0)) == .choose(Self.path((1, 0), (0, 0))))
        #expect(n.handle(.key(.escape, at: 0)) == .closeSubmenu)
        #expect(n.handle(.key(.left, at: 0)) == nil)
        #expect(n.handle(.key(.escape, at: 0)) == .close)
        #expect(n.highlighted == nil)
    }

    @Test func rightToLeftSwapsLeftAndRight() {
        var n = MenuNavigation(Self.menu, layoutDirection: .rightToLeft)
        _ = n.handle(.key(.character("m"), at: 0))
        #expect(n.handle(.key(.right, at: 0)) == nil)
        #expect(n.handle(.key(.left, at: 0)) == .openSubmenu(Self.path((1, 0))))
        #expect(n.handle(.key(.right, at: 0)) == .closeSubmenu)
    }

    @Test func thePointerHighlightsEnabledItemsAndClosesSubmenusItLeaves() {
        var n = MenuNavigation(Self.menu)
        #expect(n.handle(.pointerMoved(over: Self.path((0, 1)))) == nil)
        #expect(n.highlighted == nil)  // disabled
        _ = n.handle(.pointerMoved(over: Self.path((1, 0))))
        _ = n.handle(.key(.return, at: 0))
        #expect(n.openSubmenus.count == 1)
        _ = n.handle(.pointerMoved(over: Self.path((1, 0), (0, 1))))
        #expect(n.highlighted == Self.path((1, 0), (0, 1)))
        // Off every item: the item that opened the submenu stays highlighted.
        _ = n.handle(.pointerMoved(over: nil))
        #expect(n.highlighted == Self.path((1, 0)))
        // Back over the menu's own item that opened it: the submenu stays.
        #expect(n.handle(.pointerMoved(over: Self.path((1, 0)))) == nil)
        #expect(n.openSubmenus.count == 1)
        // Over another item of the outer menu: it closes.
        #expect(n.handle(.pointerMoved(over: Self.path((0, 0)))) == .closeSubmenu)
        #expect(n.openSubmenus.isEmpty)
        // A path into a submenu that is not open is ignored.
        #expect(n.handle(.pointerMoved(over: Self.path((1, 0), (0, 0)))) == nil)
        #expect(n.highlighted == Self.path((0, 0)))
    }

    @Test func pressOnTheAnchorSlideAndReleaseChooses() {
        var n = MenuNavigation(Self.menu)
        _ = n.handle(.pressBegan(on: nil))
        #expect(n.isTracking)
        _ = n.handle(.pointerMoved(over: Self.path((0, 0))))
        _ = n.handle(.pointerMoved(over: Self.path((1, 1))))
        #expect(n.handle(.pressEnded(on: Self.path((1, 1)))) == .choose(Self.path((1, 1))))
        #expect(!n.isTracking)
        // Released on a disabled item or off the items: nothing is chosen.
        _ = n.handle(.pressBegan(on: nil))
        #expect(n.handle(.pressEnded(on: Self.path((0, 1)))) == nil)
        _ = n.handle(.pressBegan(on: nil))
        #expect(n.handle(.pressEnded(on: nil)) == nil)
        // A release without a press chooses nothing.
        #expect(n.handle(.pressEnded(on: Self.path((0, 0)))) == nil)
        // Released on a submenu's item: it opens, highlighted.
        _ = n.handle(.pressBegan(on: Self.path((1, 0))))
        #expect(n.handle(.pressEnded(on: Self.path((1, 0)))) == .openSubmenu(Self.path((1, 0))))
        #expect(n.highlighted == Self.path((1, 0)))
    }

    @Test func voiceOverReadsHeadersAndItemsWithTheirTraits() {
        let menu = PopoverMenu(sections: [
            MenuSection(header: "Sort by", items: [MenuItem(title: "Name", subtitle: "A to Z", state: .on), MenuItem(title: "Date", state: .mixed, isDisabled: true)]),
            MenuSection(items: [MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "x")])), MenuItem(title: "Copy", keyboardShortcut: MenuKeyboardShortcut(key: "c"))]),
        ])
        let elements = MenuAccessibility.elements(for: MenuLayout(menu, measure: FixedPitch()), of: menu)
        #expect(elements.map(\.row) == [0, 1, 2, 4, 5])  // the separator (row 3) is not read
        #expect(elements.map(\.label) == ["Sort by", "Name, A to Z", "Date", "More", "Copy"])
        #expect(elements.map(\.traits) == [[.header], [.button, .selected], [.button, .notEnabled], [.button], [.button]])
        #expect(elements.map(\.value) == [nil, nil, "mixed", nil, nil])
        #expect(elements.map(\.hint) == [nil, nil, nil, "Opens a submenu.", "⌘C"])
    }
}
