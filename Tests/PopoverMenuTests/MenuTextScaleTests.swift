import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 45: at text scales above about 1.3, titles ran under their shortcuts and out of
/// their rows: the columns grew with the text but the menu's width did not.
@Suite struct MenuTextScaleTests {
    static let shortcut = MenuKeyboardShortcut(key: "c", modifiers: [.command, .shift])

    /// Every frame of an item's row inside the row, and the title clear of the image, the
    /// checkmark and the accessory.
    static func clash(in layout: MenuLayout) -> String? {
        for row in layout.rows where row.kind == .item {
            let lines = [row.title?.first.frame, row.title?.second?.frame, row.subtitle?.first.frame, row.subtitle?.second?.frame].compactMap { $0 }
            let columns = [row.imageFrame, row.checkmarkFrame, row.accessoryFrame].compactMap { $0 }
            for frame in lines + columns where frame.minX < -1e-6 || frame.maxX > row.frame.maxX + 1e-6 {
                return "\(frame) outside \(row.frame)"
            }
            for line in lines {
                for column in columns where line.intersects(column) { return "text \(line) over \(column)" }
            }
        }
        return nil
    }

    @Test func aShortcutRowKeepsItsTitleClearAtEveryScale() {
        let menu = PopoverMenu(items: [
            MenuItem(title: "Copy the selected photos", image: .systemName("doc"), state: .on, keyboardShortcut: Self.shortcut),
            MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "x")])),
        ])
        for metrics in [MenuMetrics.touch, .pointer] {
            for k in stride(from: CGFloat(0.5), through: 4, by: 0.1) {
                for room in [CGFloat.infinity, 1_024, 390, 320] {
                    let layout = MenuLayout(menu, metrics: metrics, within: CGSize(width: room, height: .infinity), textScale: k, measure: FixedPitch())
                    #expect(Self.clash(in: layout) == nil, "\(metrics.titleFont.size) pt, scale \(k), room \(room): \(Self.clash(in: layout) ?? "")")
                }
            }
        }
    }

    /// At the largest text size the menu grows past its default maximum (280 pt for touch)
    /// up to the room; in a narrow room the shortcut gives way to the title.
    @Test func largeTextWidensTheMenuThenDropsTheShortcut() {
        let menu = PopoverMenu(items: [MenuItem(title: "Copy", image: .systemName("doc"), keyboardShortcut: Self.shortcut)])
        let wide = MenuLayout(menu, within: CGSize(width: 1_024, height: CGFloat.infinity), textScale: 3, measure: FixedPitch())
        #expect(wide.size.width > 280 && wide.size.width <= 840)
        #expect(wide.rows[0].accessoryFrame != nil)
        let narrow = MenuLayout(menu, within: CGSize(width: 320, height: CGFloat.infinity), textScale: 4, measure: FixedPitch())
        #expect(narrow.size.width == 320)
        #expect(narrow.rows[0].accessoryFrame == nil)
        #expect(narrow.rows[0].title!.first.frame.width >= 68)  // "Copy" at 68 pt is at least two of its characters
        let normal = MenuLayout(menu, within: CGSize(width: 320, height: CGFloat.infinity), measure: FixedPitch())
        #expect(normal.rows[0].accessoryFrame != nil)
    }

    /// 4,000 random menus at random scales (0.5...4) in rooms at least an iPhone wide:
    /// no title runs under a column or out of its row.
    @Test func randomMenusAtRandomScalesKeepTitlesClear() {
        for seed in 0..<4_000 {
            var g = MenuGenerator(seed: UInt64(seed))
            let menu = g.menu(), metrics = g.metrics()
            let scale = CGFloat.random(in: 0.5...4, using: &g.random)
            let room = CGSize(width: CGFloat.random(in: 320...1_400, using: &g.random), height: .infinity)
            for direction in [PopoverLayoutDirection.leftToRight, .rightToLeft] {
                let layout = MenuLayout(menu, metrics: metrics, within: room, textScale: scale, layoutDirection: direction, measure: FixedPitch())
                #expect(Self.clash(in: layout) == nil, "seed \(seed) scale \(scale) room \(room.width): \(Self.clash(in: layout) ?? "")")
            }
        }
    }
}
