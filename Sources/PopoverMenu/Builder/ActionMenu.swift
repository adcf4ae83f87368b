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
    /// How the menu looks (``/PopoverMenu/PopoverMenu/appearance``): set it on a menu made
    /// with the builder.
    ///
    /// ```swift
    /// var actions = ActionMenu { MenuButton("Copy") {} }
    /// actions.appearance.width = .fixed(240)
    /// ```
    public var appearance: MenuAppearance {
        get { menu.appearance }
        set { menu.appearance = newValue }
    }
    /// Each toggle's getter, by its item's path (``MenuToggle``).
    private var toggles: [MenuItemPath: () -> Bool] = [:]

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
        toggles = gather.toggles
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
    /// The choice of the item at `path` by `trigger` (``MenuChoice``), a toggle's Space
    /// keeping the menu open as well: Space flips a toggle in place, Return flips it and
    /// closes.
    ///
    /// ```swift
    /// let menu = ActionMenu { MenuToggle("Grid", isOn: { false }, set: { _ in }) }
    /// menu.choice(of: MenuItemPath([MenuItemIndex(section: 0, item: 0)]), by: .space)?.keepsMenuPresented  // true
    /// ```
    public func choice(of path: MenuItemPath, by trigger: MenuChoice.Trigger) -> MenuChoice? {
        guard var choice = MenuChoice(choosing: path, in: menu, by: trigger) else { return nil }
        if trigger == .space, toggles[path] != nil { choice.keepsMenuPresented = true }
        return choice
    }

    /// The menu after `choice`, its checkmarks changed in place: the choice's own (a
    /// section's selection), then each toggle's as its getter now says, for a menu that
    /// stays open.
    ///
    /// ```swift
    /// var grid = false
    /// var menu = ActionMenu { MenuToggle("Grid", isOn: { grid }, set: { grid = $0 }) }
    /// let path = MenuItemPath([MenuItemIndex(section: 0, item: 0)])
    /// menu.perform(path)
    /// menu.apply(MenuChoice(choosing: path, in: menu.menu, by: .space)!)
    /// menu.menu[path]?.state  // .on
    /// ```
    public mutating func apply(_ choice: MenuChoice) {
        var states = choice.states
        for (path, isOn) in toggles where menu[path] != nil { states[path] = isOn() ? .on : .off }
        menu = menu.settingStates(states)
    }

    private struct Gathering {
        var sections: [MenuSection] = []
        var actions: [MenuItemPath: () -> Void] = [:]
        var toggles: [MenuItemPath: () -> Bool] = [:]
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
                    case let .toggle(isOn, set):
                        actions[MenuItemPath([index])] = { set(!isOn()) }
                        toggles[MenuItemPath([index])] = isOn
                    case let .submenu(submenu):
                        for (path, action) in submenu.actions { actions[MenuItemPath([index] + path.steps)] = action }
                        for (path, isOn) in submenu.toggles { toggles[MenuItemPath([index] + path.steps)] = isOn }
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
