import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu

/// Random menus for the property tests, hostile ones included: empty titles, 10,000
/// characters, emoji and combining marks, right-to-left scripts, newlines, every item
/// disabled, sections with nothing in them, submenus.
struct MenuGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let titles = [
        "", "Copy", "Paste", "Delete", "Name", "Date", "Look Up", "Share…", "👩‍👩‍👧‍👦 Family", "e\u{301}\u{301}\u{301}te\u{301}",
        "مشاركة الصورة", "שתף את התמונה", "One\nTwo", "Line\r\nbreak", "  spaced  ", "A rather long title that will need two lines",
        String(repeating: "word ", count: 60), String(repeating: "x", count: 300),
    ]

    mutating func title() -> String {
        if Int.random(in: 0..<200, using: &random) == 0 { return String(repeating: "long words ", count: 910) }  // 10,010 characters
        return Self.titles.randomElement(using: &random)!
    }

    mutating func item(depth: Int) -> MenuItem {
        var item = MenuItem(title: title())
        if Bool.random(using: &random) { item.subtitle = Bool.random(using: &random) ? title() : "Newest first" }
        if Int.random(in: 0..<3, using: &random) == 0 { item.image = .systemName("star") }
        item.state = MenuItemState.allCases.randomElement(using: &random)!
        if Int.random(in: 0..<3, using: &random) != 0 { item.state = .off }
        item.role = MenuItemRole.allCases.randomElement(using: &random)!
        item.isDisabled = Int.random(in: 0..<4, using: &random) == 0
        if Int.random(in: 0..<5, using: &random) == 0 {
            item.keyboardShortcut = MenuKeyboardShortcut(key: "k", modifiers: Set(MenuKeyboardShortcut.Modifier.allCases.filter { _ in Bool.random(using: &random) }))
        }
        if depth < 3, Int.random(in: 0..<6, using: &random) == 0 {
            item.children = menu(depth: depth + 1, maximumItems: 6)
            if item.children?.itemCount == 0 { item.children = PopoverMenu(items: [MenuItem(title: "only")]) }
        }
        return item
    }

    mutating func menu(depth: Int = 0, maximumItems: Int = 12) -> PopoverMenu {
        let allDisabled = Int.random(in: 0..<10, using: &random) == 0
        let big = depth == 0 && Int.random(in: 0..<50, using: &random) == 0
        var sections: [MenuSection] = []
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let count = big ? 1_000 / 2 : Int.random(in: 0...maximumItems, using: &random)
            var items = (0..<count).map { _ in item(depth: depth) }
            if allDisabled { for i in items.indices { items[i].isDisabled = true } }
            let header = Int.random(in: 0..<3, using: &random) == 0 ? title() : nil
            sections.append(MenuSection(header: header, items: items))
        }
        return PopoverMenu(sections: sections)
    }

    mutating func metrics() -> MenuMetrics { Bool.random(using: &random) ? .touch : .pointer }

    mutating func room() -> CGSize {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: CGSize(width: CGFloat.infinity, height: .infinity)
        case 1: CGSize(width: CGFloat.nan, height: CGFloat.nan)
        default: CGSize(width: CGFloat.random(in: 1...1_200, using: &random), height: CGFloat.random(in: 1...1_200, using: &random))
        }
    }

    mutating func textScale() -> CGFloat {
        [CGFloat(1), 1, 1, 0.8, 1.4, 2.4, 3.1, .nan, .infinity, -2].randomElement(using: &random)!
    }
}

/// A measure that sometimes answers nonsense (NaN, infinity, negative), as a broken font
/// might: the layout must stay finite and ordered.
struct HostileMeasure: MenuTextMeasuring {
    func width(of text: Substring, font: MenuFont) -> CGFloat {
        switch text.utf8.count % 23 {
        case 7: .nan
        case 11: .infinity
        case 13: -50
        default: CGFloat(text.count) * font.size * 0.5
        }
    }
}
