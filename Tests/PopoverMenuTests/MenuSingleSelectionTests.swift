import Foundation
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 45: a `.singleSelection` menu moves its checkmark to the item chosen.
@Suite struct MenuSingleSelectionTests {
    static func path(_ steps: (Int, Int)...) -> MenuItemPath { MenuItemPath(steps.map { MenuItemIndex(section: $0.0, item: $0.1) }) }

    static let sort = PopoverMenu(sections: [
        MenuSection(items: [MenuItem(title: "Name", state: .on), MenuItem(title: "Date"), MenuItem(title: "Size", isDisabled: true)]),
        MenuSection(items: [MenuItem(title: "Ascending", state: .on), MenuItem(title: "Reveal")]),
        MenuSection(items: [MenuItem(title: "View", children: PopoverMenu(items: [MenuItem(title: "Icons", state: .mixed), MenuItem(title: "List")]))]),
    ])
    static let groups = MenuSingleSelection(groups: [
        [path((0, 0)), path((0, 1)), path((0, 2))],
        [path((2, 0), (0, 0)), path((2, 0), (0, 1))],
    ])

    @Test func choosingAnItemOfAGroupMovesTheCheckmarkToIt() {
        let changes = Self.groups.changes(afterChoosing: Self.path((0, 1)), in: Self.sort)
        #expect(changes == [Self.path((0, 0)): .off, Self.path((0, 1)): .on])
        let after = Self.sort.settingStates(changes)
        #expect(after.sections[0].items.map(\.state) == [.off, .on, .off])
        #expect(after.sections[1].items.map(\.state) == [.on, .off])   // in no group: kept
    }

    @Test func aSubmenusGroupMovesItsCheckmarkAndClearsAMixedOne() {
        let changes = Self.groups.changes(afterChoosing: Self.path((2, 0), (0, 1)), in: Self.sort)
        #expect(changes == [Self.path((2, 0), (0, 0)): .off, Self.path((2, 0), (0, 1)): .on])
        let after = Self.sort.settingStates(changes)
        #expect(after[Self.path((2, 0))]?.children?.sections[0].items.map(\.state) == [.off, .on])
    }

    @Test func choosingTheItemAlreadyOnOrOutsideEveryGroupChangesNothing() {
        #expect(Self.groups.changes(afterChoosing: Self.path((0, 0)), in: Self.sort).isEmpty)
        #expect(Self.groups.changes(afterChoosing: Self.path((1, 1)), in: Self.sort).isEmpty)
        // Disabled, a submenu's item, no item at all: none can be chosen.
        #expect(Self.groups.changes(afterChoosing: Self.path((0, 2)), in: Self.sort).isEmpty)
        #expect(Self.groups.changes(afterChoosing: Self.path((2, 0)), in: Self.sort).isEmpty)
        #expect(Self.groups.changes(afterChoosing: Self.path((9, 9)), in: Self.sort).isEmpty)
        #expect(Self.groups.changes(afterChoosing: MenuItemPath([]), in: Self.sort).isEmpty)
    }

    @Test func leafPathsListTheItemsThatRunInMenuOrder() {
        #expect(Self.sort.leafPaths == [
            Self.path((0, 0)), Self.path((0, 1)), Self.path((0, 2)), Self.path((1, 0)), Self.path((1, 1)),
            Self.path((2, 0), (0, 0)), Self.path((2, 0), (0, 1)),
        ])
    }

    /// 1,000 random menus with random groups of their items, ten random choices each:
    /// after a choice of an enabled item, each of its groups has exactly that item on;
    /// nothing outside its groups changes; a change is always a real change.
    @Test func afterAChoiceItsGroupsHaveExactlyItOn() {
        for seed in 0..<1_000 {
            var g = MenuGenerator(seed: UInt64(seed) &+ 45_450)
            var menu = g.menu()
            let leaves = menu.leafPaths
            guard !leaves.isEmpty else { continue }
            let groups = (0..<Int.random(in: 0...3, using: &g.random)).map { _ in leaves.filter { _ in Bool.random(using: &g.random) } }
            let rule = MenuSingleSelection(groups: groups)
            for _ in 0..<10 {
                let path = Bool.random(using: &g.random) ? leaves.randomElement(using: &g.random)! : MenuItemPath([MenuItemIndex(section: 0, item: 0)])
                let changes = rule.changes(afterChoosing: path, in: menu)
                for (changed, state) in changes { #expect(menu[changed]?.state != state, "seed \(seed)") }
                let after = menu.settingStates(changes)
                let chosen = menu[path]
                let canChoose = chosen.map { !$0.isDisabled && !$0.hasSubmenu } ?? false
                let touched = Set(groups.filter { canChoose && $0.contains(path) }.flatMap { $0 })
                for leaf in leaves {
                    if touched.contains(leaf) {
                        #expect(after[leaf]?.state == (leaf == path ? .on : .off), "seed \(seed)")
                    } else {
                        #expect(after[leaf]?.state == menu[leaf]?.state, "seed \(seed)")
                    }
                }
                menu = after
            }
        }
    }
}
