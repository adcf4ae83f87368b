import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: a pop-up button's menu, as `NSPopUpButton` places it: the checked item's
/// title on the button's title (±0.5 pt), inside the container, scrolling when it does not
/// fit.
@Suite struct MenuPopUpPlacementTests {
    static let measure = FixedPitch()
    static let sizes = PopoverMenu(sections: [MenuSection(
        items: ["Small", "Medium", "Large", "Extra Large"].map { MenuItem(title: $0, state: $0 == "Medium" ? .on : .off) }, selection: .single)])

    @Test func theCheckedTitleSitsOnTheButtonsTitle() throws {
        let layout = MenuLayout(Self.sizes, metrics: .pointer, measure: Self.measure)
        let button = CGRect(x: 100, y: 300, width: 120, height: 17)
        let placed = try #require(MenuPopUpPlacement(layout, aligning: MenuItemIndex(section: 0, item: 1), with: button, in: CGRect(x: 0, y: 0, width: 800, height: 600)))
        #expect(placed.isAligned && placed.scrollOffset == 0 && placed.frame.height == layout.contentHeight)
        #expect(placed.titleFrame.minX == button.minX && placed.titleFrame.midY == button.midY)
        // "Small" is one row above the button.
        let small = try #require(layout.rows[0].title?.first.frame)
        #expect(placed.frame.minY + small.midY == button.midY - layout.rows[1].frame.height)
    }

    @Test func nearTheTopTheRowsAboveScrollAndTheTitleStaysPut() throws {
        let long = PopoverMenu(items: (0..<60).map { MenuItem(title: "Font \($0)") })
        let layout = MenuLayout(long, metrics: .pointer, measure: Self.measure)
        let button = CGRect(x: 40, y: 30, width: 120, height: 17)
        let placed = try #require(MenuPopUpPlacement(layout, aligning: MenuItemIndex(section: 0, item: 40), with: button, in: CGRect(x: 0, y: 0, width: 800, height: 600)))
        #expect(placed.isAligned)
        // The rows above the screen's top scroll; the menu ends where its rows do.
        #expect(placed.frame.minY == 0 && placed.frame.maxY <= 600)
        #expect(placed.scrollOffset > 0 && abs(placed.frame.height - (layout.contentHeight - placed.scrollOffset)) < 1e-9)
    }

    @Test func randomMenusButtonsAndScreensKeepTheInvariants() {
        var random = SplitMix64(seed: 4_707)
        var generator = MenuGenerator(seed: 4_708)
        var aligned = 0, checked = 0
        for n in 0..<3_000 {
            let menu = generator.menu(maximumItems: 30)
            let layout = MenuLayout(
                menu, metrics: generator.metrics(), layoutDirection: n % 4 == 0 ? .rightToLeft : .leftToRight, measure: Self.measure)
            let items = layout.rows.indices.filter { layout.rows[$0].kind == .item && layout.rows[$0].title != nil }
            guard let r = items.randomElement(using: &random) else { continue }
            let container = CGRect(
                x: .random(in: -500...500, using: &random), y: .random(in: -500...500, using: &random),
                width: .random(in: 300...2_000, using: &random), height: .random(in: 200...1_400, using: &random))
            let button = CGRect(
                x: .random(in: container.minX - 50...container.maxX, using: &random), y: .random(in: container.minY - 50...container.maxY, using: &random),
                width: .random(in: 20...300, using: &random), height: 17)
            guard let placed = MenuPopUpPlacement(layout, aligning: layout.rows[r].index, with: button, in: container) else {
                Issue.record("no placement for an item row")
                continue
            }
            checked += 1
            let f = placed.frame, row = layout.rows[r].frame
            // Inside the container (when the menu is narrower and its row shorter).
            if layout.size.width <= container.width { #expect(f.minX >= container.minX - 1e-6 && f.maxX <= container.maxX + 1e-6) }
            if row.height <= container.height { #expect(f.minY >= container.minY - 1e-6 && f.maxY <= container.maxY + 1e-6) }
            // The scroll is one the content allows, and the item's row is on screen.
            #expect(placed.scrollOffset >= -1e-9 && placed.scrollOffset <= layout.contentHeight - f.height + 1e-6)
            let top = f.minY - placed.scrollOffset
            if row.height <= container.height { #expect(top + row.minY >= f.minY - 1e-6 && top + row.maxY <= f.maxY + 1e-6) }
            // The title drawn where the placement says.
            let title = layout.rows[r].title!.first.frame
            let drawn = title.offsetBy(dx: f.minX, dy: top)
            #expect(abs(placed.titleFrame.minX - drawn.minX) < 1e-6 && abs(placed.titleFrame.minY - drawn.minY) < 1e-6)
            // Where there is room, the titles line up.
            let leading = layout.layoutDirection == .rightToLeft ? button.maxX - title.maxX : button.minX - title.minX
            let wantedTop = button.midY - title.midY
            if leading >= container.minX, leading + layout.size.width <= container.maxX,
               wantedTop + row.minY >= container.minY, wantedTop + row.maxY <= container.maxY {
                #expect(placed.isAligned)
                aligned += 1
            }
        }
        #expect(checked > 2_000 && aligned > 500)
    }

    @Test func overAButtonTheCheckedItemIsLinedUpElseTheFirstEnabled() throws {
        let layout = MenuLayout(Self.sizes, metrics: .pointer, measure: Self.measure)
        let button = CGRect(x: 100, y: 300, width: 140, height: 22)
        let placed = try #require(MenuPopUpPlacement(layout, over: button, in: CGRect(x: 0, y: 0, width: 800, height: 600)))
        #expect(placed.item == MenuItemIndex(section: 0, item: 1) && placed.isAligned)   // "Medium", checked
        #expect(placed.titleFrame.minX == button.minX + MenuMetrics.pointer.horizontalInset && placed.titleFrame.midY == button.midY)
        let unchecked = PopoverMenu(items: [MenuItem(title: "Off", isDisabled: true), MenuItem(title: "A"), MenuItem(title: "B")])
        let first = MenuPopUpPlacement(MenuLayout(unchecked, metrics: .pointer, measure: Self.measure), over: button, in: CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(first?.item == MenuItemIndex(section: 0, item: 1))
        let rtl = MenuLayout(Self.sizes, metrics: .pointer, layoutDirection: .rightToLeft, measure: Self.measure)
        let mirrored = try #require(MenuPopUpPlacement(rtl, over: button, in: CGRect(x: 0, y: 0, width: 800, height: 600)))
        #expect(mirrored.titleFrame.maxX == button.maxX - MenuMetrics.pointer.horizontalInset && mirrored.isAligned)
        #expect(MenuPopUpPlacement(MenuLayout(PopoverMenu(items: [MenuItem(title: "X", isDisabled: true)]), measure: Self.measure), over: button, in: .zero) == nil)
    }

    @Test func aHorizontalMenuOrAMissingItemHasNoPopUpPlacement() {
        let layout = MenuLayout(Self.sizes, axis: .horizontal, measure: Self.measure)
        #expect(MenuPopUpPlacement(layout, aligning: MenuItemIndex(section: 0, item: 0), with: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        let vertical = MenuLayout(Self.sizes, measure: Self.measure)
        #expect(MenuPopUpPlacement(vertical, aligning: MenuItemIndex(section: 3, item: 0), with: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
    }
}
