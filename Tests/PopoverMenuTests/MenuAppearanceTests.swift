import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: a menu's look an app can set (width, row height, fonts, colours, separators,
/// image size, alignment, tints), with the system look as the default.
@Suite struct MenuAppearanceTests {
    static let measure = FixedPitch()

    @Test func theStandardAppearanceIsTheSystemLookOnTouchAndPointer() {
        for base in [MenuMetrics.touch, .pointer] {
            #expect(MenuAppearance.standard.metrics(from: base, anchorWidth: 500) == base)
            for appearance in Appearance.allCases {
                for style in [PopoverStyle.system, .tooltip, .glass, .orange, .classic] {
                    let system = MenuPalette(style: style, appearance: appearance, metrics: base)
                    #expect(PopoverMenu(items: []).palette(style: style, appearance: appearance, metrics: base) == system)
                }
            }
        }
        // The touch highlight is a wash; the pointer's the accent under white text.
        #expect(!MenuPalette(style: .system, appearance: .light, metrics: .touch).highlightIsAccent)
        #expect(MenuPalette(style: .system, appearance: .light, metrics: .pointer).highlightedText == .white)
    }

    @Test func aShortRowHeightOnTouchKeepsTheTouchHighlight() {
        // Before: a row height under 44 pt turned the highlight into the pointer's accent.
        var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
        menu.appearance.rowHeight = 30
        let layout = MenuLayout(menu, metrics: .touch, measure: Self.measure)
        #expect(!menu.palette(style: .system, appearance: .light, metrics: layout.metrics).highlightIsAccent)
    }

    @Test func widthsAreWhatTheAppAsksWithinTheRoom() {
        var random = SplitMix64(seed: 47)
        var generator = MenuGenerator(seed: 4_701)
        for _ in 0..<2_000 {
            var menu = generator.menu()
            let base = generator.metrics()
            let room = CGFloat.random(in: 60...900, using: &random)
            let asked = CGFloat.random(in: 1...1_200, using: &random)
            let anchor = CGFloat.random(in: 1...1_200, using: &random)
            let widths: [MenuWidth] = [.fixed(asked), .matchingAnchor, .fitting(minimum: asked / 2, maximum: asked)]
            let width = widths.randomElement(using: &random)!
            menu.appearance.width = width
            let layout = MenuLayout(menu, metrics: base, anchorWidth: anchor, within: CGSize(width: room, height: .infinity), measure: Self.measure)
            let narrowest = 2 * base.horizontalInset + 20
            #expect(layout.size.width <= max(room, narrowest) + 1e-6)
            switch width {
            case let .fixed(w): #expect(layout.size.width == min(max(w, narrowest), max(room, narrowest)))
            case .matchingAnchor: #expect(layout.size.width == min(max(anchor, narrowest), max(room, narrowest)))
            case let .fitting(minimum, maximum):
                #expect(layout.size.width >= min(max(minimum, narrowest), room) - 1e-6)
                #expect(layout.size.width <= max(maximum, narrowest) + 1e-6)
            case .natural: break
            }
            for row in layout.rows { #expect(row.frame.width == layout.size.width) }
        }
    }

    @Test func aMenuMatchingItsAnchorIsNaturalWhenTheAnchorIsUnknown() {
        var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
        let natural = MenuLayout(menu, measure: Self.measure)
        menu.appearance.width = .matchingAnchor
        #expect(MenuLayout(menu, measure: Self.measure).size == natural.size)
        #expect(MenuLayout(menu, anchorWidth: 333, measure: Self.measure).size.width == 333)
        // A fixed width does not grow with Dynamic Type; a natural one does.
        menu.appearance.width = .fixed(240)
        #expect(MenuLayout(menu, textScale: 3, measure: Self.measure).size.width == 240)
    }

    @Test func rowHeightFontsImageSizeAndSeparatorThicknessReachTheRows() {
        var menu = PopoverMenu(sections: [
            MenuSection(items: [MenuItem(title: "Copy", image: .systemName("doc.on.doc"))]),
            MenuSection(items: [MenuItem(title: "Delete", role: .destructive)]),
        ])
        menu.appearance = MenuAppearance(
            rowHeight: 60, titleFont: MenuFont(size: 20, weight: .bold), imageSize: 30, separatorThickness: 3)
        let layout = MenuLayout(menu, metrics: .pointer, measure: Self.measure)
        let items = layout.rows.filter { $0.kind == .item }
        #expect(items.allSatisfy { $0.frame.height == 60 })
        #expect(items[0].imageFrame?.size == CGSize(width: 30, height: 30))
        #expect(items[0].title?.font == MenuFont(size: 20, weight: .bold))
        #expect(items[0].title?.first.frame.width == 4 * 20 * 0.5)
        let separator = layout.rows.first { $0.kind == .separator }
        #expect(separator?.lineFrame?.height == 3)
        // The line sits in the middle of its row.
        if let separator, let line = separator.lineFrame {
            #expect(abs(line.midY - separator.frame.midY) <= 0.5)
        }
    }

    @Test func textAlignmentPlacesEveryOneLineTitleInItsColumnAndMirrorsRightToLeft() {
        var generator = MenuGenerator(seed: 4_702)
        for n in 0..<1_500 {
            var menu = generator.menu()
            let alignment = MenuTextAlignment.allCases[n % 3]
            menu.appearance.textAlignment = alignment
            menu.appearance.width = .fixed(320)
            let base = generator.metrics()
            let ltr = MenuLayout(menu, metrics: base, measure: Self.measure)
            let rtl = MenuLayout(menu, metrics: base, layoutDirection: .rightToLeft, measure: Self.measure)
            var plain = menu
            plain.appearance.textAlignment = .leading
            let leading = MenuLayout(plain, metrics: base, measure: Self.measure)
            for (r, row) in ltr.rows.enumerated() where row.kind == .item {
                guard let title = row.title, title.second == nil, let start = leading.rows[r].title?.first.frame.minX else { continue }
                // The column runs from where leading text starts to the accessory (or inset).
                let end = row.accessoryFrame.map { $0.minX - ltr.metrics.accessoryGap } ?? (ltr.size.width - ltr.metrics.horizontalInset)
                let f = title.first.frame
                switch alignment {
                case .leading: #expect(f.minX == start)
                case .center: #expect(abs(f.midX - (start + end) / 2) < 1)   // its offset rounded down to a whole point
                case .trailing: #expect(abs(f.maxX - end) <= 1e-9)
                }
                #expect(f.minX >= start - 1e-9 && f.maxX <= end + 1e-9)
                // Right to left is the exact mirror.
                let mirrored = rtl.rows[r].title!.first.frame
                #expect(abs(mirrored.minX - (ltr.size.width - f.maxX)) < 1e-9)
            }
        }
    }

    @Test func anItemsTintColoursItsTitleUnlessDisabledOrOnTheAccent() throws {
        let tint = DynamicColor(light: try RGBAColor(hex: "#007A33"), dark: try RGBAColor(hex: "#5CD68A"))
        let item = MenuItem(title: "Go", tint: tint)
        for appearance in Appearance.allCases {
            let touch = MenuPalette(style: .system, appearance: appearance, metrics: .touch)
            #expect(touch.titleColor(of: item, highlighted: false) == tint.resolved(for: appearance))
            #expect(touch.titleColor(of: item, highlighted: true) == tint.resolved(for: appearance))   // the wash keeps it
            let pointer = MenuPalette(style: .system, appearance: appearance, metrics: .pointer)
            #expect(pointer.titleColor(of: item, highlighted: true) == .white)
            var disabled = item
            disabled.isDisabled = true
            #expect(touch.titleColor(of: disabled, highlighted: false) == touch.disabledText)
        }
    }

    @Test func textOnTheAppsHighlightIsWhicheverOfBlackAndWhiteReadsBetter() {
        var random = SplitMix64(seed: 4_703)
        for _ in 0..<3_000 {
            let highlight = RGBAColor(
                red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random), blue: .random(in: 0...1, using: &random),
                alpha: .random(in: 0.2...1, using: &random))
            let style = [PopoverStyle.system, .tooltip, .glass, .orange, .classic].randomElement(using: &random)!
            let appearance = Appearance.allCases.randomElement(using: &random)!
            var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
            menu.appearance.highlightColor = DynamicColor(highlight)
            let palette = menu.palette(style: style, appearance: appearance, metrics: .touch)
            #expect(palette.highlightIsAccent)
            let seen = highlight.composited(over: MenuContrast.fillColor(of: style, for: appearance))
            let other: RGBAColor = palette.highlightedText == RGBAColor.white ? .black : .white
            #expect(palette.highlightedText.contrastRatio(with: seen) >= other.contrastRatio(with: seen))
            #expect(palette.titleColor(of: MenuItem(title: "Copy"), highlighted: true) == palette.highlightedText)
        }
    }

    @Test func theAppsColoursReplaceTheSystemsInBothAppearances() throws {
        var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
        let ink = DynamicColor(light: try RGBAColor(hex: "#102030"), dark: try RGBAColor(hex: "#E0E8F0"))
        menu.appearance = MenuAppearance(
            textColor: ink, secondaryTextColor: DynamicColor(.black), highlightedTextColor: DynamicColor(try RGBAColor(hex: "#FFCC00")),
            separatorColor: DynamicColor(try RGBAColor(hex: "#FF0000")))
        for appearance in Appearance.allCases {
            let p = menu.palette(style: .system, appearance: appearance, metrics: .touch)
            #expect(p.text == ink.resolved(for: appearance))
            #expect(p.secondaryText == .black)
            #expect(p.separator == (try RGBAColor(hex: "#FF0000")))
            #expect(p.highlightedText == (try RGBAColor(hex: "#FFCC00")))
        }
    }
}
