import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 45: a menu draws only the rows its viewport shows, so its backing store is the
/// viewport's size whatever the number of rows; the core says which rows those are.
@Suite struct MenuVisibleRowsTests {
    /// 30 touch rows of 44 pt (row r spans 6 + 44r ... 50 + 44r), shown 300 pt tall.
    static let thirty = MenuLayout(
        PopoverMenu(items: (0..<30).map { MenuItem(title: "Item \($0)") }), within: CGSize(width: 320, height: 300), measure: FixedPitch()
    )

    @Test func theRowsCrossingTheViewportAreVisible() {
        let layout = Self.thirty
        #expect(layout.contentHeight == 1_332 && layout.visibleHeight == 300)
        // 0...300: rows 0 (6...50) to 6 (270...314).
        #expect(layout.visibleRows(scrollOffset: 0) == 0..<7)
        // 400...700: row 8 (358...402) shows 2 pt, row 15 (666...710) shows 34 pt.
        #expect(layout.visibleRows(scrollOffset: 400) == 8..<16)
        // 402...702: row 8 ends exactly at the top and is not shown.
        #expect(layout.visibleRows(scrollOffset: 402) == 9..<16)
        // 358...658: row 15 starts at 666, below the bottom; row 14 (622...666) shows.
        #expect(layout.visibleRows(scrollOffset: 358) == 8..<15)
        // The bottom: 1032...1332.
        #expect(layout.visibleRows(scrollOffset: 1_032) == 23..<30)
    }

    @Test func hostileOffsetsAreBroughtInsideTheContent() {
        let layout = Self.thirty
        #expect(layout.clampedScrollOffset(.nan) == 0)
        #expect(layout.clampedScrollOffset(-.infinity) == 0)
        #expect(layout.clampedScrollOffset(-40) == 0)
        #expect(layout.clampedScrollOffset(.infinity) == 1_032)
        #expect(layout.clampedScrollOffset(.greatestFiniteMagnitude) == 1_032)
        #expect(layout.visibleRows(scrollOffset: .nan) == 0..<7)
        #expect(layout.visibleRows(scrollOffset: -20) == 0..<7)   // a bounce at the top
        #expect(layout.visibleRows(scrollOffset: -.infinity) == 0..<7)
        #expect(layout.visibleRows(scrollOffset: 1_100) == 23..<30)   // a bounce at the bottom
        #expect(layout.visibleRows(scrollOffset: .infinity) == 23..<30)
    }

    @Test func aShortMenuShowsEveryRowAndAnEmptyOneNone() {
        let short = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]), measure: FixedPitch())
        #expect(short.visibleRows(scrollOffset: 0) == 0..<2)
        #expect(short.visibleRows(scrollOffset: 500) == 0..<2)
        let empty = MenuLayout(PopoverMenu(sections: []), measure: FixedPitch())
        #expect(empty.visibleRows(scrollOffset: 0).isEmpty)
        #expect(empty.visibleRows(scrollOffset: .nan).isEmpty)
    }

    @Test func aHorizontalMenuShowsItsWholePage() {
        let menu = PopoverMenu(items: (0..<12).map { MenuItem(title: "Button \($0)") })
        let layout = MenuLayout(menu, axis: .horizontal, within: CGSize(width: 300, height: 60), measure: FixedPitch())
        #expect(layout.visibleRows(scrollOffset: 9_999) == layout.rows.indices)
    }

    /// 100,000 items (the model's most, issue 47): at any offset the rows drawn fit the
    /// viewport, so the canvas's backing store does not grow with the menu; the keyboard
    /// reaches the last item and type-select finds it, and the scroll offset that shows it
    /// shows it.
    @Test func aHundredThousandItemsDrawAViewportsWorthOfRowsAndTypeSelect() throws {
        let menu = PopoverMenu(items: (0..<PopoverMenu.maximumItemCount).map { MenuItem(title: "Item \($0)") })
        try menu.validate()
        let layout = MenuLayout(menu, within: CGSize(width: 390, height: 800), measure: FixedPitch())
        #expect(layout.rows.count == 100_000 && layout.visibleHeight == 800)
        let most = layout.contentHeight - layout.visibleHeight
        var seen = 0
        var offset: CGFloat = 0
        while offset <= most {
            let visible = layout.visibleRows(scrollOffset: offset)
            // 800 pt of 44 pt rows: 19 whole rows, or 18 and two parts.
            #expect(visible.count <= 20, "offset \(offset): \(visible)")
            #expect(visible.lowerBound <= seen, "offset \(offset): a row was never shown")
            seen = visible.upperBound
            offset += 700
        }
        #expect(layout.visibleRows(scrollOffset: most).upperBound == 100_000)

        var navigation = MenuNavigation(menu)
        _ = navigation.handle(.key(.end, at: 0))
        #expect(navigation.highlighted?.steps.last == MenuItemIndex(section: 0, item: 99_999))
        _ = navigation.handle(.key(.home, at: 1))
        for (n, character) in "item 99998".enumerated() { _ = navigation.handle(.key(.character(character), at: 2 + Double(n) * 0.1)) }
        let found = try #require(navigation.highlighted?.steps.last)
        #expect(found == MenuItemIndex(section: 0, item: 99_998))
        let row = try #require(layout.row(of: found))
        let shown = layout.scrollOffset(showing: row, from: 0)
        #expect(layout.visibleRows(scrollOffset: shown).contains(row))
    }

    static let hostileOffsets: [CGFloat] = [
        .nan, -.nan, .infinity, -.infinity, -0.0, -1, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300,
    ]

    /// Over 3,000 random and hostile layouts, each at random and hostile offsets: the
    /// visible rows are exactly those a scan finds crossing the clamped viewport.
    @Test func visibleRowsAreExactlyTheRowsCrossingTheViewport() {
        for seed in 0..<3_000 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 45_000)
            let menu = g.menu()
            let layout: MenuLayout = seed % 3 == 0
                ? MenuLayout(menu, metrics: g.metrics(), within: g.room(), textScale: g.textScale(), measure: HostileMeasure())
                : MenuLayout(menu, metrics: g.metrics(), within: g.room(), textScale: g.textScale(), measure: FixedPitch())
            let most = max(layout.contentHeight - layout.visibleHeight, 0)
            var offsets = Self.hostileOffsets + [0, most, most + 1, -most]
            for _ in 0..<8 { offsets.append(CGFloat.random(in: -100...(most + 100), using: &g.random)) }
            for offset in offsets {
                let visible = layout.visibleRows(scrollOffset: offset)
                let top = layout.clampedScrollOffset(offset), bottom = top + layout.visibleHeight
                #expect(top.isFinite && top >= 0 && top <= most, "seed \(seed) offset \(offset)")
                let scan = layout.rows.indices.filter { layout.rows[$0].frame.maxY > top && layout.rows[$0].frame.minY < bottom }
                #expect(Array(visible) == scan, "seed \(seed) offset \(offset): \(visible) vs \(scan)")
                #expect(visible.lowerBound >= 0 && visible.upperBound <= layout.rows.count, "seed \(seed)")
                // What is drawn covers the viewport wherever there are rows.
                if let first = visible.first, let last = visible.last {
                    #expect(layout.rows[first].frame.minY <= max(top, layout.rows[0].frame.minY), "seed \(seed) offset \(offset)")
                    #expect(layout.rows[last].frame.maxY >= min(bottom, layout.rows[layout.rows.count - 1].frame.maxY), "seed \(seed) offset \(offset)")
                }
            }
        }
    }

    /// The count drawn is bounded by the viewport: no more rows than the shortest row's
    /// height fits in it, plus the two cut at the edges.
    @Test func theRowsDrawnAreBoundedByTheViewportNotTheMenu() {
        for seed in 0..<2_000 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 46_000)
            let layout = MenuLayout(g.menu(), metrics: g.metrics(), within: g.room(), textScale: g.textScale(), measure: FixedPitch())
            guard let shortest = layout.rows.map(\.frame.height).min(), shortest > 0 else { continue }
            let bound = Int((layout.visibleHeight / shortest).rounded(.up)) + 2
            for _ in 0..<6 {
                let offset = CGFloat.random(in: 0...max(layout.contentHeight, 1), using: &g.random)
                #expect(layout.visibleRows(scrollOffset: offset).count <= bound, "seed \(seed) offset \(offset)")
            }
        }
    }
}
