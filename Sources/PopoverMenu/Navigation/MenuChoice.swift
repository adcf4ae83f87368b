import Foundation

/// What choosing an item does besides running its action: the checkmarks that change in
/// place, and whether the menu stays open. Every platform's menu asks it, so a choice ends
/// the same way everywhere:
///
/// - a tap, a click or Return closes the menu, unless the item or its section
///   ``MenuItem/keepsMenuPresented`` or the section is a ``MenuSelection/multiple``
///   selection (Return always closes: it is the key that means "done");
/// - Space leaves the menu open for an item whose checkmark it changes (in a section with
///   a selection; a toggle of an ``ActionMenu``, ``ActionMenu/choice(of:by:)``), and
///   otherwise chooses as Return does: whether an item's current checkmark is on says
///   nothing of whether Space flips it;
/// - a ``MenuSelection/single`` section checks the item chosen and unchecks the rest; a
///   ``MenuSelection/multiple`` one flips the item chosen.
///
/// ```swift
/// let menu = PopoverMenu(sections: [MenuSection(items: [MenuItem(title: "Red"), MenuItem(title: "Blue")], selection: .multiple)])
/// let choice = MenuChoice(choosing: MenuItemPath([MenuItemIndex(section: 0, item: 1)]), in: menu, by: .press)
/// choice?.keepsMenuPresented  // true
/// choice?.states.values.first  // .on
/// ```
public struct MenuChoice: Sendable, Hashable {
    /// How the item was chosen.
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        /// A tap, a click, or VoiceOver's activation.
        case press
        /// The Return or Enter key.
        case returnKey
        /// The Space bar.
        case space
    }

    /// The item chosen.
    public var path: MenuItemPath
    /// The items whose checkmark changes, and to what.
    public var states: [MenuItemPath: MenuItemState]
    /// Whether the menu stays open.
    public var keepsMenuPresented: Bool

    /// The choice of the item at `path` in `menu` by `trigger`; `nil` when the item is not
    /// there, is disabled or opens a submenu.
    ///
    /// ```swift
    /// MenuChoice(choosing: MenuItemPath([MenuItemIndex(section: 0, item: 0)]), in: PopoverMenu(items: [MenuItem(title: "Copy")]), by: .returnKey)?.keepsMenuPresented  // false
    /// ```
    public init?(choosing path: MenuItemPath, in menu: PopoverMenu, by trigger: Trigger) {
        guard let last = path.steps.last, let item = menu[path], !item.isDisabled, !item.hasSubmenu,
              let holder = menu.submenu(holding: path), holder.sections.indices.contains(last.section) else { return nil }
        let section = holder.sections[last.section]
        self.path = path
        let parent = MenuItemPath(Array(path.steps.dropLast()))
        var states: [MenuItemPath: MenuItemState] = [:]
        switch section.selection {
        case .none:
            break
        case .single:
            for (i, member) in section.items.enumerated() where !member.hasSubmenu {
                let wanted: MenuItemState = i == last.item ? .on : .off
                if member.state != wanted { states[parent.appending(MenuItemIndex(section: last.section, item: i))] = wanted }
            }
        case .multiple:
            states[path] = item.state == .on ? .off : .on
        }
        self.states = states
        let kept = item.keepsMenuPresented || section.keepsMenuPresented || section.selection == .multiple
        switch trigger {
        case .press: keepsMenuPresented = kept
        case .returnKey: keepsMenuPresented = false
        case .space: keepsMenuPresented = kept || section.selection != .none
        }
    }
}

extension PopoverMenu {
    /// The menu with `choice`'s checkmarks changed in place.
    ///
    /// ```swift
    /// let tags = PopoverMenu(sections: [MenuSection(items: [MenuItem(title: "Red")], selection: .multiple)])
    /// let choice = MenuChoice(choosing: MenuItemPath([MenuItemIndex(section: 0, item: 0)]), in: tags, by: .press)!
    /// tags.applying(choice)[choice.path]?.state  // .on
    /// ```
    public func applying(_ choice: MenuChoice) -> PopoverMenu {
        settingStates(choice.states)
    }
}
