import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: choices that keep the menu open, checkmarks changed in place, multiple
/// selection; Space toggles without closing, Return chooses and closes.
@Suite struct MenuChoiceTests {
    static func path(_ steps: (Int, Int)...) -> MenuItemPath { MenuItemPath(steps.map { MenuItemIndex(section: $0.0, item: $0.1) }) }

    static let menu = PopoverMenu(sections: [
        MenuSection(header: "Sort by", items: [MenuItem(title: "Name", state: .on), MenuItem(title: "Date"), MenuItem(title: "Size")], selection: .single),
        MenuSection(header: "Tags", items: [MenuItem(title: "Red", state: .on), MenuItem(title: "Blue")], selection: .multiple),
        MenuSection(items: [MenuItem(title: "Zoom In", keepsMenuPresented: true), MenuItem(title: "Grid", state: .on), MenuItem(title: "Close")]),
        MenuSection(items: [MenuItem(title: "Louder"), MenuItem(title: "Softer")], keepsMenuPresented: true),
    ])

    @Test func aSingleSelectionMovesTheCheckmarkAndCloses() throws {
        let choice = try #require(MenuChoice(choosing: Self.path((0, 2)), in: Self.menu, by: .press))
        #expect(choice.states == [Self.path((0, 0)): .off, Self.path((0, 2)): .on])
        #expect(!choice.keepsMenuPresented)
        #expect(Self.menu.applying(choice).sections[0].items.map(\.state) == [.off, .off, .on])
    }

    @Test func aMultipleSelectionFlipsTheItemAndStaysOpenUntilReturn() throws {
        let off = try #require(MenuChoice(choosing: Self.path((1, 0)), in: Self.menu, by: .press))
        #expect(off.states == [Self.path((1, 0)): .off] && off.keepsMenuPresented)
        let on = try #require(MenuChoice(choosing: Self.path((1, 1)), in: Self.menu, by: .space))
        #expect(on.states == [Self.path((1, 1)): .on] && on.keepsMenuPresented)
        #expect(MenuChoice(choosing: Self.path((1, 1)), in: Self.menu, by: .returnKey)?.keepsMenuPresented == false)
    }

    @Test func anItemOrSectionThatKeepsTheMenuOpenDoesSoForPressesNotReturn() {
        for p in [Self.path((2, 0)), Self.path((3, 0)), Self.path((3, 1))] {
            #expect(MenuChoice(choosing: p, in: Self.menu, by: .press)?.keepsMenuPresented == true)
            #expect(MenuChoice(choosing: p, in: Self.menu, by: .returnKey)?.keepsMenuPresented == false)
        }
        #expect(MenuChoice(choosing: Self.path((2, 2)), in: Self.menu, by: .press)?.keepsMenuPresented == false)
    }

    @Test func spaceKeepsTheMenuOpenOnlyForAnItemWithACheckmarkToChange() {
        // "Grid" is on but in no selection: Space chooses it as Return does, whatever its state.
        #expect(MenuChoice(choosing: Self.path((2, 1)), in: Self.menu, by: .space)?.keepsMenuPresented == false)
        #expect(MenuChoice(choosing: Self.path((0, 1)), in: Self.menu, by: .space)?.keepsMenuPresented == true)   // a single selection
        #expect(MenuChoice(choosing: Self.path((2, 2)), in: Self.menu, by: .space)?.keepsMenuPresented == false)  // "Close"
    }

    @Test func disabledItemsAndSubmenusAreNoChoice() {
        let menu = PopoverMenu(items: [MenuItem(title: "A", isDisabled: true), MenuItem(title: "B", children: PopoverMenu(items: [MenuItem(title: "C")]))])
        #expect(MenuChoice(choosing: Self.path((0, 0)), in: menu, by: .press) == nil)
        #expect(MenuChoice(choosing: Self.path((0, 1)), in: menu, by: .press) == nil)
        #expect(MenuChoice(choosing: Self.path((0, 5)), in: menu, by: .press) == nil)
        #expect(MenuChoice(choosing: Self.path((0, 1), (0, 0)), in: menu, by: .press) != nil)
    }

    @Test func randomChoicesKeepSingleSelectionsSingleAndNeverMoveARow() {
        var random = SplitMix64(seed: 4_705)
        var generator = MenuGenerator(seed: 4_706)
        let measure = FixedPitch()
        for _ in 0..<1_500 {
            var menu = generator.menu(maximumItems: 8)
            for s in menu.sections.indices {
                menu.sections[s].selection = MenuSelection.allCases.randomElement(using: &random)!
                menu.sections[s].keepsMenuPresented = Int.random(in: 0..<4, using: &random) == 0
            }
            let metrics = generator.metrics()
            var layout = MenuLayout(menu, metrics: metrics, measure: measure)
            for _ in 0..<12 {
                let leaves = menu.leafPathsForTests
                guard let path = leaves.randomElement(using: &random) else { break }
                let trigger = MenuChoice.Trigger.allCases.randomElement(using: &random)!
                guard let choice = MenuChoice(choosing: path, in: menu, by: trigger) else { continue }
                if trigger == .returnKey { #expect(!choice.keepsMenuPresented) }
                menu = menu.applying(choice)
                let section = menu.submenu(holdingForTests: path).sections[path.steps.last!.section]
                switch section.selection {
                case .single: #expect(section.items.filter { !$0.hasSubmenu && $0.state == .on }.count == 1)
                case .multiple: #expect(choice.keepsMenuPresented || trigger == .returnKey)
                case .none: #expect(choice.states.isEmpty)
                }
                // The top menu's rows stay where they were: the checkmark column was kept.
                let after = MenuLayout(menu, metrics: metrics, measure: measure)
                if path.depth == 1 { #expect(after.rows.map(\.frame) == layout.rows.map(\.frame)) }
                layout = after
            }
        }
    }
}

/// A built menu's toggles: Space flips one in place, the menu staying open; the state
/// shown is what the app's getter says after its action ran.
@Suite struct ActionMenuChoiceTests {
    final class Box: @unchecked Sendable { var grid = false; var ruler = true }

    @Test func spaceFlipsAToggleInPlaceAndReturnCloses() throws {
        let box = Box()
        var menu = ActionMenu {
            MenuToggle("Grid", isOn: { box.grid }, set: { box.grid = $0 })
            MenuToggle("Ruler", isOn: { box.ruler }, set: { box.ruler = $0 })
            MenuButton("Close") {}
        }
        let grid = MenuChoiceTests.path((0, 0))
        let space = try #require(menu.choice(of: grid, by: .space))
        #expect(space.keepsMenuPresented)
        menu.perform(grid)
        menu.apply(space)
        #expect(box.grid && menu.menu[grid]?.state == .on && menu.menu[MenuChoiceTests.path((0, 1))]?.state == .on)
        #expect(menu.choice(of: grid, by: .returnKey)?.keepsMenuPresented == false)
        #expect(menu.choice(of: MenuChoiceTests.path((0, 2)), by: .space)?.keepsMenuPresented == false)
        #expect(MenuAccessibility.stateAnnouncement(of: try #require(menu.menu[grid])) == "Grid, selected")
    }

    @Test func menusThatDifferOnlyInCheckmarksClearToTheSameMenu() {
        let a = PopoverMenu(items: [MenuItem(title: "A", state: .on), MenuItem(title: "B", children: PopoverMenu(items: [MenuItem(title: "C", state: .mixed)]))])
        let b = PopoverMenu(items: [MenuItem(title: "A"), MenuItem(title: "B", children: PopoverMenu(items: [MenuItem(title: "C")]))])
        let c = PopoverMenu(items: [MenuItem(title: "A"), MenuItem(title: "D")])
        #expect(a != b && a.statesCleared == b.statesCleared && a.statesCleared != c.statesCleared)
    }
}

extension PopoverMenu {
    var leafPathsForTests: [MenuItemPath] {
        var result: [MenuItemPath] = []
        func walk(_ menu: PopoverMenu, _ prefix: MenuItemPath) {
            for (s, section) in menu.sections.enumerated() {
                for (i, item) in section.items.enumerated() {
                    let path = prefix.appending(MenuItemIndex(section: s, item: i))
                    if let children = item.children { walk(children, path) } else if !item.isDisabled { result.append(path) }
                }
            }
        }
        walk(self, MenuItemPath([]))
        return result
    }

    func submenu(holdingForTests path: MenuItemPath) -> PopoverMenu { submenu(holding: path)! }
}
