import Foundation

/// A ``PopoverMenu`` with the action each of its items runs, by the item's path: what
/// ``MenuBuilder`` blocks make, and what PopoverKit presents in UIKit and SwiftUI.
///
/// Top-level items gather into sections: a ``MenuDivider`` ends one, a ``MenuGroup`` is
/// one of its own (with its header); empty sections are left out. A ``Submenu``'s items
/// are reached through its item's path.
///
/// ```swift
/// let menu = ActionMenu {
///     MenuButton("Copy") { print("copy") }
///     Submenu("More") { MenuButton("Duplicate") { print("duplicate") } }
/// }
/// menu.menu.itemCount  // 2
/// menu.perform(MenuItemPath([MenuItemIndex(section: 0, item: 1), MenuItemIndex(section: 0, item: 0)]))  // prints "duplicate"
/// ```
public struct ActionMenu {
    /// The menu shown.
    public private(set) var menu: PopoverMenu
    /// The action of each item that has one (items that open submenus have none).
    public private(set) var actions: [MenuItemPath: () -> Void]

    /// A menu built from a ``MenuBuilder`` block.
    ///
    /// ```swift
    /// ActionMenu { MenuButton("Copy") {} }.menu.sections.count  // 1
    /// ```
    public init(@MenuBuilder _ content: () -> [MenuElement]) {
        self.init(elements: content())
    }

    /// A menu of `elements`.
    ///
    /// ```swift
    /// ActionMenu(elements: MenuButton("Copy") {}.menuElements).menu.itemCount  // 1
    /// ```
    public init(elements: [MenuElement]) {
        var gather = Gathering()
        gather.add(elements)
        gather.endSection()
        menu = PopoverMenu(sections: gather.sections)
        actions = gather.actions
    }

    /// A menu read from elsewhere (a JSON file) with the actions the app gives by path;
    /// items without one only close the menu.
    ///
    /// ```swift
    /// let copy = MenuItemPath([MenuItemIndex(section: 0, item: 0)])
    /// ActionMenu(PopoverMenu(items: [MenuItem(title: "Copy")]), actions: [copy: { print("copy") }]).actions.count  // 1
    /// ```
    public init(_ menu: PopoverMenu, actions: [MenuItemPath: () -> Void] = [:]) {
        self.menu = menu
        self.actions = actions
    }

    /// Runs the action of the item at `path`; `false` when it has none (no such item, a
    /// submenu's item, or an item given no action).
    ///
    /// ```swift
    /// ActionMenu { MenuButton("Copy") {} }.perform(MenuItemPath([MenuItemIndex(section: 0, item: 0)]))  // true
    /// ```
    @discardableResult
    public func perform(_ path: MenuItemPath) -> Bool {
        guard let action = actions[path] else { return false }
        action()
        return true
    }

    /// Gathers elements into sections, numbering items and their actions as it goes.
    private struct Gathering {
        var sections: [MenuSection] = []
        var actions: [MenuItemPath: () -> Void] = [:]
        var header: String?
        var items: [MenuItem] = []

        mutating func add(_ elements: [MenuElement]) {
            for element in elements {
                switch element.kind {
                case let .item(item, payload):
                    let index = MenuItemIndex(section: sections.count, item: items.count)
                    switch payload {
                    case let .action(action?): actions[MenuItemPath([index])] = action
                    case .action(nil): break
                    case let .submenu(submenu):
                        for (path, action) in submenu.actions { actions[MenuItemPath([index] + path.steps)] = action }
                    }
                    items.append(item)
                case .divider:
                    endSection()
                case let .group(header, content):
                    endSection()
                    self.header = header
                    add(content)
                    endSection()
                }
            }
        }

        /// Closes the section being gathered; one with neither header nor items is left out.
        mutating func endSection() {
            let shown = header.map { !$0.isEmpty } ?? false
            if shown || !items.isEmpty { sections.append(MenuSection(header: header, items: items)) }
            header = nil
            items = []
        }
    }
}
