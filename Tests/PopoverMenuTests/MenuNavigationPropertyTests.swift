import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 36: random key, pointer and touch sequences through random menus.
@Suite struct MenuNavigationPropertyTests {
    /// A random path into the menu: an item of an open menu, or a made-up one.
    static func randomPath(_ n: MenuNavigation, _ g: inout MenuGenerator) -> MenuItemPath? {
        if Int.random(in: 0..<8, using: &g.random) == 0 { return nil }
        let levels = [MenuItemPath([])] + n.openSubmenus
        let level = levels.randomElement(using: &g.random)!
        guard let submenu = level.depth == 0 ? n.menu : n.menu[level]?.children, !submenu.sections.isEmpty else {
            return MenuItemPath([MenuItemIndex(section: 0, item: 0)])
        }
        let s = Int.random(in: 0..<submenu.sections.count, using: &g.random)
        let i = Int.random(in: 0...max(submenu.sections[s].items.count, 0), using: &g.random)
        return level.appending(MenuItemIndex(section: s, item: i))
    }

    static func randomEvent(_ n: MenuNavigation, _ g: inout MenuGenerator, time: inout TimeInterval) -> MenuEvent {
        time += [0.05, 0.3, 0.9, 1.5].randomElement(using: &g.random)!
        let keys: [MenuKey] = [.up, .down, .left, .right, .home, .end, .return, .space, .escape, .character("n"), .character("D"), .character("é"), .character("م")]
        switch Int.random(in: 0..<10, using: &g.random) {
        case 0..<5: return .key(keys.randomElement(using: &g.random)!, at: time)
        case 5: return .pointerMoved(over: randomPath(n, &g))
        case 6: return randomPath(n, &g).map { .pointerRested(on: $0) } ?? .pointerMoved(over: nil)
        case 7: return .pressBegan(on: randomPath(n, &g))
        default: return .pressEnded(on: randomPath(n, &g))
        }
    }

    @Test func theHighlightIsAlwaysAnEnabledItemOfAnOpenMenuAndChoicesAreEnabledLeaves() {
        for seed in 0..<1_500 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 9_000)
            let menu = g.menu()
            var n = MenuNavigation(menu, layoutDirection: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            var time: TimeInterval = 0
            for step in 0..<60 {
                let event = Self.randomEvent(n, &g, time: &time)
                let outcome = n.handle(event)
                // Each open submenu is an enabled item with children, inside the one before.
                for (k, open) in n.openSubmenus.enumerated() {
                    #expect(open.depth == k + 1 && menu[open]?.hasSubmenu == true && menu[open]?.isDisabled == false, "seed \(seed) step \(step)")
                    if k > 0 { #expect(Array(open.steps.dropLast()) == n.openSubmenus[k - 1].steps, "seed \(seed) step \(step)") }
                }
                if let h = n.highlighted {
                    #expect(menu[h].map { !$0.isDisabled } == true, "seed \(seed) step \(step): \(event) highlighted \(h)")
                    #expect(h.depth <= n.openSubmenus.count + 1, "seed \(seed) step \(step)")
                    #expect(h.depth == 1 || Array(h.steps.dropLast()) == n.openSubmenus[h.depth - 2].steps, "seed \(seed) step \(step)")
                }
                switch outcome {
                case let .choose(path)?:
                    #expect(menu[path].map { !$0.isDisabled && !$0.hasSubmenu } == true, "seed \(seed) step \(step)")
                case let .openSubmenu(path)?:
                    #expect(n.openSubmenus.last == path, "seed \(seed) step \(step)")
                case .close?:
                    #expect(n.openSubmenus.isEmpty && n.highlighted == nil, "seed \(seed) step \(step)")
                case .closeSubmenu?, nil:
                    break
                }
            }
        }
    }

    @Test func typeSelectFindsTheFirstEnabledMatch() {
        for seed in 0..<2_000 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 12_000)
            let menu = g.menu()
            var n = MenuNavigation(menu)
            let before = n.highlighted
            let letter = ["c", "D", "n", "l", "é", "م", "x"].randomElement(using: &g.random)!
            _ = n.handle(.key(.character(Character(letter)), at: 100))
            var first: MenuItemPath?
            outer: for (s, section) in menu.sections.enumerated() {
                for (i, item) in section.items.enumerated() where !item.isDisabled {
                    if item.title.range(of: letter, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil {
                        first = MenuItemPath([MenuItemIndex(section: s, item: i)])
                        break outer
                    }
                }
            }
            #expect(n.highlighted == (first ?? before), "seed \(seed) \(letter)")
        }
    }
}
