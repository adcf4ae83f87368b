import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issues 45 and 46: one recipe per row, which UIKit and the renderer both carry out, and
/// every mark inside its row (so a highlight change redraws two rows, not the menu).
@Suite struct MenuRowDrawingTests {
    static let menu = PopoverMenu(sections: [
        MenuSection(header: "Sort", items: [
            MenuItem(title: "Name", subtitle: "A to Z", image: .systemName("textformat"), state: .on, keyboardShortcut: MenuKeyboardShortcut(key: "n")),
            MenuItem(title: "Date", state: .mixed, isDisabled: true),
        ]),
        MenuSection(items: [MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "Duplicate")]))]),
    ])
    static let palette = MenuPalette(style: .system, appearance: .light, metrics: .touch)

    static func layout(_ direction: PopoverLayoutDirection = .leftToRight) -> MenuLayout {
        MenuLayout(menu, layoutDirection: direction, measure: FixedPitch())
    }

    @Test func aHighlightedItemIsItsHighlightTextCheckmarkImageAndShortcut() {
        let layout = Self.layout(), p = Self.palette, row = layout.rows[1]
        let item = Self.menu.sections[0].items[0]
        let drawing = MenuRowDrawing(row: 1, of: layout, menu: Self.menu, palette: p, highlightedRow: 1)
        let title = p.titleColor(of: item, highlighted: true), secondary = p.secondaryColor(of: item, highlighted: true)
        let accessory = row.accessoryFrame!
        #expect(drawing.marks == [
            .highlight(layout.highlightFrame(of: 1), radius: layout.metrics.highlightRadius, color: p.highlight),
            .text("Name", frame: row.title!.first.frame, font: layout.metrics.titleFont, color: title),
            .text("A to Z", frame: row.subtitle!.first.frame, font: layout.metrics.subtitleFont, color: secondary),
            .checkmark(.on, in: row.checkmarkFrame!, color: title),
            .image(.systemName("textformat"), in: row.imageFrame!, color: title),
            .text("⌘N", frame: CGRect(x: accessory.minX, y: accessory.minY, width: accessory.width, height: layout.metrics.shortcutFont.lineHeight),
                  font: layout.metrics.shortcutFont, color: secondary),
        ])
        // Not highlighted: no highlight, and the text in the plain colours.
        let plain = MenuRowDrawing(row: 1, of: layout, menu: Self.menu, palette: p, highlightedRow: nil)
        #expect(plain.marks.first == .text("Name", frame: row.title!.first.frame, font: layout.metrics.titleFont, color: p.titleColor(of: item, highlighted: false)))
    }

    @Test func aDisabledRowIsNeverHighlightedAndShowsItsDash() {
        let layout = Self.layout()
        let drawing = MenuRowDrawing(row: 2, of: layout, menu: Self.menu, palette: Self.palette, highlightedRow: 2)
        #expect(!drawing.marks.contains { if case .highlight = $0 { true } else { false } })
        #expect(drawing.marks.contains(.checkmark(.mixed, in: layout.rows[2].checkmarkFrame!, color: Self.palette.disabledText)))
    }

    @Test func headersSeparatorsAndSubmenuChevronsMirrorRightToLeft() {
        for direction in [PopoverLayoutDirection.leftToRight, .rightToLeft] {
            let layout = Self.layout(direction), p = Self.palette
            #expect(layout.rows.map(\.kind) == [.header, .item, .item, .separator, .item])
            let header = MenuRowDrawing(row: 0, of: layout, menu: Self.menu, palette: p, highlightedRow: nil)
            #expect(header.marks == [.text("Sort", frame: layout.rows[0].title!.first.frame, font: layout.metrics.headerFont, color: p.secondaryText)])
            let separator = MenuRowDrawing(row: 3, of: layout, menu: Self.menu, palette: p, highlightedRow: 3)
            #expect(separator.marks == [.line(layout.rows[3].lineFrame!, color: p.separator)])
            let more = MenuRowDrawing(row: 4, of: layout, menu: Self.menu, palette: p, highlightedRow: nil)
            let item = Self.menu.sections[1].items[0]
            #expect(more.marks.last == .chevron(in: layout.rows[4].accessoryFrame!, pointingBack: direction == .rightToLeft, color: p.secondaryColor(of: item, highlighted: false)))
        }
        #expect(MenuRowDrawing(row: 99, of: Self.layout(), menu: Self.menu, palette: Self.palette, highlightedRow: 99).marks.isEmpty)
        #expect(MenuRowDrawing(row: -1, of: Self.layout(), menu: Self.menu, palette: Self.palette, highlightedRow: nil).marks.isEmpty)
    }

    @Test func pagingChevronsPointTheWayTheyPage() {
        let menu = PopoverMenu(items: (0..<12).map { MenuItem(title: "Button \($0)") })
        let layout = MenuLayout(menu, axis: .horizontal, within: CGSize(width: 300, height: 60), measure: FixedPitch())
        guard let next = layout.rows.firstIndex(where: { $0.kind == .nextPage }) else { Issue.record("no paging"); return }
        let f = layout.rows[next].frame, h = layout.metrics.titleFont.size * 0.7
        #expect(MenuRowDrawing(row: next, of: layout, menu: menu, palette: Self.palette, highlightedRow: nil).marks.contains(
            .chevron(in: CGRect(x: f.midX - h / 4, y: f.midY - h / 2, width: h / 2, height: h), pointingBack: false, color: Self.palette.text)))
    }

    static func frame(of mark: MenuRowDrawing.Mark) -> CGRect {
        switch mark {
        case let .highlight(f, _, _), let .line(f, _), let .text(_, f, _, _), let .checkmark(_, f, _), let .chevron(f, _, _), let .image(_, f, _): f
        }
    }

    /// 2,000 random and hostile vertical menus, every row, highlighted or not: every mark
    /// lies within its row's height and is finite, so redrawing a row's frame redraws all
    /// it drew.
    @Test func everyMarkLiesInsideItsRow() {
        var marks = 0
        for seed in 0..<2_000 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 46_100)
            let menu = g.menu()
            let metrics = g.metrics()
            let layout = MenuLayout(menu, metrics: metrics, within: g.room(), textScale: g.textScale(), layoutDirection: Bool.random(using: &g.random) ? .leftToRight : .rightToLeft, measure: FixedPitch())
            let palette = MenuPalette(style: .system, appearance: .dark, metrics: layout.metrics)
            for r in layout.rows.indices.prefix(200) {
                let row = layout.rows[r].frame
                for highlighted in [nil, r] {
                    for mark in MenuRowDrawing(row: r, of: layout, menu: menu, palette: palette, highlightedRow: highlighted).marks {
                        let f = Self.frame(of: mark)
                        marks += 1
                        #expect([f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }, "seed \(seed) row \(r)")
                        #expect(f.minY >= row.minY - 1e-6 && f.maxY <= row.maxY + 1e-6, "seed \(seed) row \(r): \(mark) outside \(row)")
                    }
                }
            }
        }
        #expect(marks > 100_000)
    }
}
