import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 36: the layout's invariants over thousands of random and hostile menus.
@Suite struct MenuLayoutPropertyTests {
    static let cases = 2_000

    /// Rows in order, touching, inside the content; every frame finite; columns lined up;
    /// text inside its row whenever its column holds a character.
    static func checkVertical(_ layout: MenuLayout, _ menu: PopoverMenu, seed: Int) {
        let w = layout.size.width
        #expect(w.isFinite && w > 0 && layout.contentHeight.isFinite, "seed \(seed)")
        #expect(layout.visibleHeight <= layout.contentHeight + 1e-9 || layout.rows.isEmpty, "seed \(seed)")
        var y = layout.metrics.menuPadding
        var titleX: Set<CGFloat> = [], imageX: Set<CGFloat> = [], checkX: Set<CGFloat> = []
        let char = layout.metrics.titleFont.size * 0.5
        for (r, row) in layout.rows.enumerated() {
            #expect(row.frame.minY == y && row.frame.height > 0, "seed \(seed) row \(r)")
            #expect(row.frame.minX == 0 && row.frame.width == w, "seed \(seed) row \(r)")
            y = row.frame.maxY
            guard row.kind == .item, let item = menu[row.index] else { continue }
            #expect(row.isEnabled == !item.isDisabled && row.state == item.state, "seed \(seed) row \(r)")
            #expect((row.imageFrame != nil) == layout.hasImageColumn && (row.checkmarkFrame != nil) == layout.hasCheckmarkColumn, "seed \(seed) row \(r)")
            let title = row.title!
            let x = layout.layoutDirection == .leftToRight ? title.first.frame.minX : w - title.first.frame.maxX
            // A title drawn from its column's leading edge: the column's width is known from the frames.
            if layout.layoutDirection == .leftToRight { titleX.insert(x) }
            imageX.formUnion(row.imageFrame.map { [$0.minX] } ?? [])
            checkX.formUnion(row.checkmarkFrame.map { [$0.minX] } ?? [])
            let trailing = row.accessoryFrame.map { $0.width + layout.metrics.accessoryGap } ?? 0
            let column = w - layout.metrics.horizontalInset - trailing - (layout.layoutDirection == .leftToRight ? title.first.frame.minX : x)
            let lines = [title.first, title.second, row.subtitle?.first, row.subtitle?.second].compactMap { $0 }
            if column >= char {
                for line in lines {
                    #expect(line.frame.minX >= -1e-6 && line.frame.maxX <= w + 1e-6, "seed \(seed) row \(r)")
                    #expect(line.frame.width <= column + 1e-6, "seed \(seed) row \(r): \(line.frame.width) > \(column)")
                }
            }
            for line in lines {
                #expect(line.frame.minY >= row.frame.minY - 1e-6 && line.frame.maxY <= row.frame.maxY + 1e-6, "seed \(seed) row \(r)")
            }
            for frame in [row.imageFrame, row.checkmarkFrame, row.accessoryFrame].compactMap({ $0 }) {
                #expect(frame.minY >= row.frame.minY - 1e-6 && frame.maxY <= row.frame.maxY + 1e-6, "seed \(seed) row \(r)")
            }
        }
        #expect(layout.contentHeight == y + layout.metrics.menuPadding || layout.rows.isEmpty, "seed \(seed)")
        #expect(titleX.count <= 1 && imageX.count <= 1 && checkX.count <= 1, "seed \(seed): columns \(titleX) \(imageX) \(checkX)")
    }

    @Test func randomMenusLayOutInOrderInsideTheContentWithColumnsLinedUp() {
        for seed in 0..<Self.cases {
            var g = MenuGenerator(seed: UInt64(seed))
            let menu = g.menu()
            let layout = MenuLayout(menu, metrics: g.metrics(), within: g.room(), textScale: g.textScale(), measure: FixedPitch())
            Self.checkVertical(layout, menu, seed: seed)
        }
    }

    @Test func aBrokenMeasureStillGivesFiniteOrderedRows() {
        for seed in 0..<Self.cases / 4 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 77)
            let menu = g.menu()
            let layout = MenuLayout(menu, metrics: g.metrics(), within: g.room(), textScale: g.textScale(), measure: HostileMeasure())
            var y = layout.metrics.menuPadding
            for row in layout.rows {
                #expect(row.frame.minY == y && [row.frame.width, row.frame.height].allSatisfy(\.isFinite), "seed \(seed)")
                #expect([row.title?.frame, row.subtitle?.frame, row.accessoryFrame].compactMap { $0 }.allSatisfy { $0.width.isFinite && $0.minX.isFinite }, "seed \(seed)")
                y = row.frame.maxY
            }
        }
    }

    @Test func rightToLeftIsTheExactMirrorOfLeftToRight() {
        for seed in 0..<Self.cases / 2 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 1_000)
            let menu = g.menu(), metrics = g.metrics(), room = g.room(), scale = g.textScale()
            for axis in MenuAxis.allCases {
                let ltr = MenuLayout(menu, metrics: metrics, axis: axis, within: room, textScale: scale, measure: FixedPitch())
                let rtl = MenuLayout(menu, metrics: metrics, axis: axis, within: room, textScale: scale, layoutDirection: .rightToLeft, measure: FixedPitch())
                let w = ltr.size.width
                func flip(_ r: CGRect?) -> CGRect? { r.map { CGRect(x: w - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) } }
                #expect(rtl.size == ltr.size && rtl.rows.count == ltr.rows.count, "seed \(seed)")
                for (a, b) in zip(ltr.rows, rtl.rows) {
                    #expect(b.frame == flip(a.frame) && b.imageFrame == flip(a.imageFrame) && b.checkmarkFrame == flip(a.checkmarkFrame), "seed \(seed)")
                    #expect(b.accessoryFrame == flip(a.accessoryFrame) && b.lineFrame == flip(a.lineFrame), "seed \(seed)")
                    #expect(b.title?.first.frame == flip(a.title?.first.frame) && b.title?.second?.frame == flip(a.title?.second?.frame), "seed \(seed)")
                    #expect(b.subtitle?.first.frame == flip(a.subtitle?.first.frame) && b.title?.first.range == a.title?.first.range, "seed \(seed)")
                }
            }
        }
    }

    @Test func hitTestingReturnsTheRowDrawnThere() {
        for seed in 0..<Self.cases / 2 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 2_000)
            let menu = g.menu()
            let axis: MenuAxis = seed % 3 == 0 ? .horizontal : .vertical
            let direction: PopoverLayoutDirection = seed % 2 == 0 ? .leftToRight : .rightToLeft
            let layout = MenuLayout(menu, metrics: g.metrics(), axis: axis, within: g.room(), layoutDirection: direction, page: seed % 4, measure: FixedPitch())
            for _ in 0..<40 {
                let p = CGPoint(
                    x: CGFloat.random(in: -10...(layout.size.width + 10), using: &g.random),
                    y: CGFloat.random(in: -10...(layout.contentHeight + 10), using: &g.random)
                )
                let drawn = layout.rows.indices.first { layout.rows[$0].frame.contains(p) }
                #expect(layout.row(at: p) == drawn, "seed \(seed) at \(p)")
            }
            for (r, row) in layout.rows.enumerated() where row.frame.width > 0 && row.frame.height > 0 {
                #expect(layout.row(at: CGPoint(x: row.frame.midX, y: row.frame.midY)) == r, "seed \(seed) row \(r)")
                if row.kind == .item { #expect(layout.row(of: row.index) == r, "seed \(seed) row \(r)") }
            }
        }
    }

    @Test func theHighlightedRowIsAlwaysScrolledIntoView() {
        for seed in 0..<Self.cases / 2 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 3_000)
            let menu = g.menu()
            let layout = MenuLayout(menu, metrics: g.metrics(), within: CGSize(width: 320, height: CGFloat.random(in: 60...600, using: &g.random)), measure: FixedPitch())
            var offset = CGFloat.random(in: -100...2_000, using: &g.random)
            for _ in 0..<20 where !layout.rows.isEmpty {
                let r = Int.random(in: 0..<layout.rows.count, using: &g.random)
                offset = layout.scrollOffset(showing: r, from: offset)
                let frame = layout.rows[r].frame
                #expect(offset >= 0 && offset <= max(layout.contentHeight - layout.visibleHeight, 0) + 1e-9, "seed \(seed)")
                if frame.height <= layout.visibleHeight {
                    #expect(frame.minY >= offset - 1e-9 && frame.maxY <= offset + layout.visibleHeight + 1e-9, "seed \(seed) row \(r)")
                }
            }
        }
    }

    @Test func horizontalPagesShareTheItemsAndStayInTheRoom() {
        for seed in 0..<Self.cases / 2 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 4_000)
            let menu = g.menu()
            let room = CGFloat.random(in: 80...800, using: &g.random)
            let first = MenuLayout(menu, metrics: g.metrics(), axis: .horizontal, within: CGSize(width: room, height: 100), measure: FixedPitch())
            #expect(first.pages.first?.lowerBound == 0 && first.pages.last?.upperBound == menu.itemCount, "seed \(seed)")
            #expect(zip(first.pages, first.pages.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$1.isEmpty }, "seed \(seed)")
            for page in first.pages.indices {
                let layout = MenuLayout(menu, metrics: first.metrics, axis: .horizontal, within: CGSize(width: room, height: 100), page: page, measure: FixedPitch())
                #expect(layout.rows.filter { $0.kind == .item }.count == first.pages[page].count, "seed \(seed) page \(page)")
                // A room narrower than two chevrons and an image's button is too narrow for any page.
                let least = 2 * layout.metrics.pageChevronWidth + 2 * layout.metrics.buttonPadding + layout.metrics.imageSide
                #expect(layout.size.width <= room + 1e-6 || room < least, "seed \(seed) page \(page): \(layout.size.width) > \(room)")
                var x: CGFloat = 0
                for row in layout.rows {
                    #expect(row.frame.minX == x, "seed \(seed) page \(page)")
                    x = row.frame.maxX
                    if let title = row.title { #expect(title.first.frame.maxX <= row.frame.maxX - layout.metrics.buttonPadding + 1e-6, "seed \(seed)") }
                }
            }
        }
    }
}
