import Foundation

/// Groups of a menu's items chosen one at a time, as `UIMenu.Options.singleSelection`
/// makes them: choosing an item of a group turns it on and every other item of its group
/// off, as a radio group does; choosing the one already on leaves it on. Items in no group
/// keep their state (their own action says what it means).
///
/// ```swift
/// let sort = PopoverMenu(items: [MenuItem(title: "Name", state: .on), MenuItem(title: "Date")])
/// let name = MenuItemPath([MenuItemIndex(section: 0, item: 0)]), date = MenuItemPath([MenuItemIndex(section: 0, item: 1)])
/// MenuSingleSelection(groups: [[name, date]]).changes(afterChoosing: date, in: sort)  // [name: .off, date: .on]
/// ```
package struct MenuSingleSelection: Sendable, Hashable {
    /// Each group's items.
    package var groups: [[MenuItemPath]]

    package init(groups: [[MenuItemPath]] = []) {
        self.groups = groups
    }

    /// The states that change when the item at `path` of `menu` is chosen: on for it, off
    /// for every other item of each group it is in; none when it is in no group, or is not
    /// an item that can be chosen (disabled, or one opening a submenu).
    package func changes(afterChoosing path: MenuItemPath, in menu: PopoverMenu) -> [MenuItemPath: MenuItemState] {
        guard let chosen = menu[path], !chosen.isDisabled, !chosen.hasSubmenu else { return [:] }
        var result: [MenuItemPath: MenuItemState] = [:]
        for group in groups where group.contains(path) {
            for member in group {
                guard let current = menu[member]?.state else { continue }
                let wanted: MenuItemState = member == path ? .on : .off
                if current != wanted { result[member] = wanted }
            }
        }
        return result
    }
}

extension PopoverMenu {
    /// The paths of the items that run (those opening no submenu), in menu order, a
    /// submenu's after the item that opens it: the order a `UIMenu` lists its leaves.
    package var leafPaths: [MenuItemPath] {
        var result: [MenuItemPath] = []
        func walk(_ menu: PopoverMenu, _ prefix: MenuItemPath) {
            for (s, section) in menu.sections.enumerated() {
                for (i, item) in section.items.enumerated() {
                    let path = prefix.appending(MenuItemIndex(section: s, item: i))
                    if let children = item.children { walk(children, path) } else { result.append(path) }
                }
            }
        }
        walk(self, MenuItemPath([]))
        return result
    }

    /// This menu with the items at `states`' paths given those states (a path to no item
    /// changes nothing).
    /// The menu with every item's state off, submenus included: two menus equal so differ
    /// at most in their checkmarks.
    package var statesCleared: PopoverMenu {
        var menu = self
        for s in menu.sections.indices {
            for i in menu.sections[s].items.indices {
                menu.sections[s].items[i].state = .off
                menu.sections[s].items[i].children = menu.sections[s].items[i].children?.statesCleared
            }
        }
        return menu
    }

    package func settingStates(_ states: [MenuItemPath: MenuItemState]) -> PopoverMenu {
        var menu = self
        for (path, state) in states { menu.setState(state, at: path.steps[...]) }
        return menu
    }

    private mutating func setState(_ state: MenuItemState, at steps: ArraySlice<MenuItemIndex>) {
        guard let step = steps.first, sections.indices.contains(step.section),
              sections[step.section].items.indices.contains(step.item) else { return }
        if steps.count == 1 {
            sections[step.section].items[step.item].state = state
        } else {
            sections[step.section].items[step.item].children?.setState(state, at: steps.dropFirst())
        }
    }
}
