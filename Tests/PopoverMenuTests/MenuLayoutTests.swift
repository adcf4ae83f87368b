import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 36: a menu's rows placed by the core's rules, measured by a fixed-pitch font
/// (17 pt titles: 8.5 pt a character).
@Suite struct MenuLayoutTests {
    @Test func twoItemsTakeTheMinimumWidthAndFortyFourPointRows() {
        let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]), measure: FixedPitch())
        #expect(layout.rows.map(\.kind) == [.item, .item])
        // 6 pt of padding, then two 44 pt rows; 16 + 42.5 + 16 is under the 200 pt minimum.
        #expect(layout.rows.map(\.frame) == [CGRect(x: 0, y: 6, width: 200, height: 44), CGRect(x: 0, y: 50, width: 200, height: 44)])
        #expect(layout.size == CGSize(width: 200, height: 100))
        #expect(layout.contentHeight == 100)
        #expect(!layout.isScrollable)
        // The 22 pt line centred in its row, at the inset, as wide as measured.
        #expect(layout.rows[0].title?.first.frame == CGRect(x: 16, y: 17, width: 34, height: 22))
        #expect(layout.rows[1].title?.first.frame == CGRect(x: 16, y: 61, width: 42.5, height: 22))
        #expect(layout.rows.allSatisfy { $0.imageFrame == nil && $0.checkmarkFrame == nil })
    }

    @Test func oneImageAndOneStateGiveEveryItemBothColumns() {
        let menu = PopoverMenu(items: [
            MenuItem(title: "Name", state: .on), MenuItem(title: "Date", image: .systemName("calendar")), MenuItem(title: "Size"),
        ])
        let layout = MenuLayout(menu, measure: FixedPitch())
        #expect(layout.hasCheckmarkColumn && layout.hasImageColumn)
        // Inset 16, checkmark column 24, image 22 and its 12 pt gap: titles start at 74.
        #expect(layout.rows.map { $0.title?.first.frame.minX } == [74, 74, 74])
        #expect(layout.rows.map { $0.checkmarkFrame?.minX } == [16, 16, 16])
        #expect(layout.rows.map { $0.imageFrame } == [17, 61, 105].map { CGRect(x: 40, y: $0, width: 22, height: 22) })
        #expect(layout.rows.map(\.state) == [.on, .off, .off])
    }

    @Test func sectionsGetHeadersAndSeparatorsButEmptySectionsNothing() {
        let menu = PopoverMenu(sections: [
            MenuSection(header: "Sort by", items: [MenuItem(title: "Name"), MenuItem(title: "Date", isDisabled: true)]),
            MenuSection(items: []),
            MenuSection(header: "", items: []),
            MenuSection(items: [MenuItem(title: "Delete", role: .destructive)]),
        ])
        let layout = MenuLayout(menu, measure: FixedPitch())
        #expect(layout.rows.map(\.kind) == [.header, .item, .item, .separator, .item])
        #expect(layout.rows.map(\.index) == [
            MenuItemIndex(section: 0, item: 0), MenuItemIndex(section: 0, item: 0), MenuItemIndex(section: 0, item: 1),
            MenuItemIndex(section: 3, item: 0), MenuItemIndex(section: 3, item: 0),
        ])
        // The header: 13 pt semibold (17 pt line) with 8 pt above and below.
        #expect(layout.rows[0].frame == CGRect(x: 0, y: 6, width: 200, height: 33))
        #expect(layout.rows[0].title?.first.frame == CGRect(x: 16, y: 14, width: 45.5, height: 17))
        // The separator: 9 pt, its 1 pt line in the middle, inset as the rows' text is.
        #expect(layout.rows[3].frame == CGRect(x: 0, y: 127, width: 200, height: 9))
        #expect(layout.rows[3].lineFrame == CGRect(x: 16, y: 131, width: 168, height: 1))
        #expect(layout.rows.map(\.isEnabled) == [false, true, false, false, true])
        #expect(layout.contentHeight == CGFloat(6 + 33 + 44 + 44 + 9 + 44 + 6))
    }

    @Test func aLongTitleWrapsToTwoLinesThenIsCutShort() {
        // 280 pt at most: a 248 pt column holds 29 characters.
        let two = "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii"
        let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: two)]), measure: FixedPitch())
        #expect(layout.size.width == 280)
        let lines = try! #require(layout.rows[0].title)
        #expect(lines.texts(of: two) == ["aaaa bbbb cccc dddd eeee ffff", "gggg hhhh iiii"])
        #expect(!lines.isTruncated)
        #expect(layout.rows[0].frame.height == 66)

        let long = two + " jjjj kkkk llll mmmm nnnn oooo"
        let cut = try! #require(MenuLayout(PopoverMenu(items: [MenuItem(title: long)]), measure: FixedPitch()).rows[0].title)
        // The second line keeps 28 characters and the dots: 246.5 pt of the 248.
        #expect(cut.texts(of: long) == ["aaaa bbbb cccc dddd eeee ffff", "gggg hhhh iiii jjjj kkkk lll…"])
        #expect(cut.isTruncated)
        #expect(cut.second?.frame.width == 246.5)
    }

    @Test func aWordWiderThanTheColumnBreaksBetweenCharacters() {
        let word = String(repeating: "x", count: 40)
        let lines = try! #require(MenuLayout(PopoverMenu(items: [MenuItem(title: word)]), measure: FixedPitch()).rows[0].title)
        #expect(lines.texts(of: word) == [String(repeating: "x", count: 29), String(repeating: "x", count: 11)])
    }

    @Test func aNewlineStartsTheSecondLine() {
        let lines = try! #require(MenuLayout(PopoverMenu(items: [MenuItem(title: "One\nTwo\nThree")]), measure: FixedPitch()).rows[0].title)
        #expect(lines.texts(of: "One\nTwo\nThree") == ["One", "Two…"])
    }

    @Test func shortcutsAndSubmenusSitAtTheTrailingEdge() {
        let menu = PopoverMenu(items: [
            MenuItem(title: "New", keyboardShortcut: MenuKeyboardShortcut(key: "n", modifiers: [.command, .shift])),
            MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "Duplicate")])),
        ])
        let layout = MenuLayout(menu, measure: FixedPitch())
        // "⇧⌘N" is 3 characters: 25.5 pt, ending at the trailing inset, on the title's line.
        #expect(layout.rows[0].accessoryFrame == CGRect(x: 158.5, y: 17, width: 25.5, height: 22))
        // The chevron: 0.4 by 0.7 of 17 pt, rounded, centred on the row.
        #expect(layout.rows[1].accessoryFrame == CGRect(x: 177, y: 66, width: 7, height: 12))
    }

    @Test func pointerMetricsAreCompact() {
        let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]), metrics: .pointer, measure: FixedPitch())
        // 13 pt titles on 17 pt lines, 3 pt above and below: under the 24 pt minimum.
        #expect(layout.rows.map(\.frame.height) == [24, 24])
        #expect(layout.size == CGSize(width: 160, height: 58))
    }

    @Test func dynamicTypeGrowsTextAndRows() {
        let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy")]), textScale: 2, measure: FixedPitch())
        #expect(layout.metrics.titleFont.size == 34)
        // A 44 pt line with 11 pt above and below.
        #expect(layout.rows[0].frame.height == 66)
    }

    @Test func rightToLeftIsTheExactMirror() {
        let menu = PopoverMenu(items: [MenuItem(title: "Name", image: .systemName("a"), state: .on, keyboardShortcut: MenuKeyboardShortcut(key: "n"))])
        let ltr = MenuLayout(menu, measure: FixedPitch())
        let rtl = MenuLayout(menu, layoutDirection: .rightToLeft, measure: FixedPitch())
        let w = ltr.size.width
        func flip(_ r: CGRect?) -> CGRect? { r.map { CGRect(x: w - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } }
        #expect(rtl.rows[0].checkmarkFrame == flip(ltr.rows[0].checkmarkFrame))
        #expect(rtl.rows[0].imageFrame == flip(ltr.rows[0].imageFrame))
        #expect(rtl.rows[0].accessoryFrame == flip(ltr.rows[0].accessoryFrame))
        #expect(rtl.rows[0].title?.first.frame == flip(ltr.rows[0].title?.first.frame))
        #expect(rtl.rows[0].checkmarkFrame?.maxX == w - 16)
    }

    @Test func aMenuTallerThanTheRoomScrollsAndKeepsARowInView() {
        let menu = PopoverMenu(items: (0..<30).map { MenuItem(title: "Item \($0)") })
        let layout = MenuLayout(menu, within: CGSize(width: 320, height: 300), measure: FixedPitch())
        #expect(layout.contentHeight == CGFloat(6 + 30 * 44 + 6))
        #expect(layout.visibleHeight == 300)
        #expect(layout.isScrollable)
        // Row 10 spans 446...490: the least offset showing it with 6 pt of padding is 196.
        #expect(layout.scrollOffset(showing: 10, from: 0) == 196)
        #expect(layout.scrollOffset(showing: 10, from: 300) == 300)
        #expect(layout.scrollOffset(showing: 12, from: 400) == 400)
        #expect(layout.scrollOffset(showing: 20, from: 400) == CGFloat(936 - 300))
        #expect(layout.scrollOffset(showing: 20, from: 900) == CGFloat(886 - 6))
        // The last row brings the bottom padding with it; the first the top padding.
        #expect(layout.scrollOffset(showing: 29, from: 0) == CGFloat(1332 - 300))
        #expect(layout.scrollOffset(showing: 0, from: 500) == 0)
        #expect(layout.scrollOffset(showing: 5, from: .nan) == 0)
    }

    @Test func hitTestingFindsTheRowDrawnThere() {
        let menu = PopoverMenu(sections: [
            MenuSection(header: "Sort", items: [MenuItem(title: "Name"), MenuItem(title: "Date")]), MenuSection(items: [MenuItem(title: "Delete")]),
        ])
        let layout = MenuLayout(menu, measure: FixedPitch())
        #expect(layout.row(at: CGPoint(x: 10, y: 7)) == 0)
        #expect(layout.row(at: CGPoint(x: 10, y: 39)) == 1)
        #expect(layout.row(at: CGPoint(x: 199, y: 82.9)) == 1)
        #expect(layout.row(at: CGPoint(x: 10, y: 83)) == 2)
        #expect(layout.row(at: CGPoint(x: 10, y: 130)) == 3)
        #expect(layout.row(at: CGPoint(x: 10, y: 2)) == nil)
        #expect(layout.row(at: CGPoint(x: 200, y: 40)) == nil)
        #expect(layout.row(at: CGPoint(x: -1, y: 40)) == nil)
        #expect(layout.row(at: CGPoint(x: 10, y: 1_000)) == nil)
        #expect(layout.row(at: CGPoint(x: CGFloat.nan, y: 40)) == nil)
        #expect(layout.row(of: MenuItemIndex(section: 1, item: 0)) == 4)
        #expect(layout.row(of: MenuItemIndex(section: 0, item: 1)) == 2)
        #expect(layout.row(of: MenuItemIndex(section: 2, item: 0)) == nil)
    }

    @Test func aHorizontalMenuPagesWithChevronsWhenItDoesNotFit() {
        let menu = PopoverMenu(items: ["Cut", "Copy", "Paste", "Look Up", "Share"].map { MenuItem(title: $0) })
        // Buttons: 28 pt of padding plus 8.5 pt a character: 54, 62, 71, 88, 71 (rounded up).
        let all = MenuLayout(menu, axis: .horizontal, measure: FixedPitch())
        #expect(all.pages == [0..<5])
        #expect(all.rows.map(\.frame.width) == [54, 62, 71, 88, 71])
        #expect(all.size == CGSize(width: 346, height: 44))
        #expect(all.rows.map { $0.lineFrame != nil } == [true, true, true, true, false])

        let first = MenuLayout(menu, axis: .horizontal, within: CGSize(width: 230, height: 100), measure: FixedPitch())
        // 54 + 62 + 71 + 36 (next) = 223 fits; page two needs 36 + 88 + 71 = 195 without a next chevron.
        #expect(first.pages == [0..<3, 3..<5])
        #expect(first.rows.map(\.kind) == [.item, .item, .item, .nextPage])
        #expect(first.size.width == 223)
        let second = MenuLayout(menu, axis: .horizontal, within: CGSize(width: 230, height: 100), page: 1, measure: FixedPitch())
        #expect(second.rows.map(\.kind) == [.previousPage, .item, .item])
        #expect(second.rows.map(\.frame.minX) == [0, 36, 124])
        #expect(second.row(at: CGPoint(x: 130, y: 20)) == 2)
        #expect(second.row(of: MenuItemIndex(section: 0, item: 4)) == 2)
        #expect(second.row(of: MenuItemIndex(section: 0, item: 0)) == nil)

        let rtl = MenuLayout(menu, axis: .horizontal, within: CGSize(width: 230, height: 100), layoutDirection: .rightToLeft, page: 1, measure: FixedPitch())
        #expect(rtl.rows.map(\.frame.minX) == [159, 71, 0])
        #expect(rtl.row(at: CGPoint(x: 10, y: 20)) == 2)
        #expect(rtl.row(at: CGPoint(x: 170, y: 20)) == 0)
    }
}
