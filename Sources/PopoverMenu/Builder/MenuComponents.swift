import Foundation

/// An item that runs `action` when chosen (after the menu has begun to close).
///
/// ```swift
/// let menu = ActionMenu {
///     MenuButton("Delete", image: .systemName("trash"), role: .destructive) { print("deleted") }
///     MenuButton("New", shortcut: MenuKeyboardShortcut(key: "n")) { print("new") }
/// }
/// menu.menu.sections[0].items[0].role  // .destructive
/// ```
public struct MenuButton: MenuContent {
    /// The item shown.
    public var item: MenuItem
    /// What it runs.
    public var action: () -> Void

    /// A button: its title, and optionally an id of the app's, a subtitle, an image, a
    /// role, whether it is disabled, and a keyboard shortcut shown at its trailing edge.
    ///
    /// ```swift
    /// MenuButton("Archive", subtitle: "Keeps it out of sight", isDisabled: true) {}.item.isDisabled  // true
    /// ```
    public init(
        _ title: String, id: String? = nil, subtitle: String? = nil, image: MenuImage? = nil, role: MenuItemRole = .normal,
        isDisabled: Bool = false, shortcut: MenuKeyboardShortcut? = nil, action: @escaping () -> Void
    ) {
        item = MenuItem(id: id, title: title, subtitle: subtitle, image: image, role: role, isDisabled: isDisabled, keyboardShortcut: shortcut)
        self.action = action
    }

    /// One item element.
    ///
    /// ```swift
    /// MenuButton("Copy") {}.menuElements.count  // 1
    /// ```
    public var menuElements: [MenuElement] { [MenuElement(kind: .item(item, .action(action)))] }
}

/// An item with a checkmark while `isOn` says so; choosing it sets the opposite.
///
/// ```swift
/// var bold = true
/// let menu = ActionMenu {
///     MenuToggle("Bold", isOn: { bold }, set: { bold = $0 })
/// }
/// menu.menu.sections[0].items[0].state  // .on
/// ```
public struct MenuToggle: MenuContent {
    /// The item shown, its state read from `isOn` when the menu is built.
    public var item: MenuItem
    /// Whether it is on.
    public var isOn: () -> Bool
    /// Sets it on or off.
    public var set: (Bool) -> Void

    /// A toggle: its title, a getter and a setter, and optionally an id, a subtitle, an
    /// image, whether it is disabled and a shortcut.
    ///
    /// ```swift
    /// var grid = false
    /// MenuToggle("Show Grid", isOn: { grid }, set: { grid = $0 }).item.state  // .off
    /// ```
    public init(
        _ title: String, id: String? = nil, subtitle: String? = nil, image: MenuImage? = nil, isDisabled: Bool = false,
        shortcut: MenuKeyboardShortcut? = nil, isOn: @escaping () -> Bool, set: @escaping (Bool) -> Void
    ) {
        item = MenuItem(
            id: id, title: title, subtitle: subtitle, image: image, state: isOn() ? .on : .off, isDisabled: isDisabled, keyboardShortcut: shortcut
        )
        self.isOn = isOn
        self.set = set
    }

    /// One item element whose action flips the toggle.
    ///
    /// ```swift
    /// MenuToggle("Bold", isOn: { false }, set: { _ in }).menuElements.count  // 1
    /// ```
    public var menuElements: [MenuElement] {
        [MenuElement(kind: .item(item, .toggle(isOn: isOn, set: set)))]
    }
}

/// A section of its own, under an optional header, parted from what is around it by
/// separators.
///
/// ```swift
/// let menu = ActionMenu {
///     MenuGroup("Sort by") {
///         MenuButton("Name") {}
///         MenuButton("Date") {}
///     }
/// }
/// menu.menu.sections[0].header  // "Sort by"
/// ```
public struct MenuGroup: MenuContent {
    /// The header; `nil` for none.
    public var header: String?
    /// What the section holds (a divider inside starts another section).
    public var content: [MenuElement]

    /// A group under `header`.
    ///
    /// ```swift
    /// MenuGroup { MenuButton("Copy") {} }.header  // nil
    /// ```
    public init(_ header: String? = nil, @MenuBuilder content: () -> [MenuElement]) {
        self.header = header
        self.content = content()
    }

    /// One group element.
    ///
    /// ```swift
    /// MenuGroup { MenuButton("Copy") {} }.menuElements.count  // 1
    /// ```
    public var menuElements: [MenuElement] { [MenuElement(kind: .group(header: header, content))] }
}

/// A separator: the items after it start a new section.
///
/// ```swift
/// let menu = ActionMenu {
///     MenuButton("Copy") {}
///     MenuDivider()
///     MenuButton("Delete", role: .destructive) {}
/// }
/// menu.menu.sections.count  // 2
/// ```
public struct MenuDivider: MenuContent {
    /// A divider.
    ///
    /// ```swift
    /// MenuDivider().menuElements.count  // 1
    /// ```
    public init() {}

    /// One divider element.
    ///
    /// ```swift
    /// MenuDivider().menuElements.count  // 1
    /// ```
    public var menuElements: [MenuElement] { [MenuElement(kind: .divider)] }
}

/// An item that opens a submenu of its own content.
///
/// ```swift
/// let menu = ActionMenu {
///     Submenu("Share", image: .systemName("square.and.arrow.up")) {
///         MenuButton("Mail") {}
///         MenuButton("Messages") {}
///     }
/// }
/// menu.menu.sections[0].items[0].hasSubmenu  // true
/// ```
public struct Submenu: MenuContent {
    /// The item that opens it (its `children` set when the menu is built).
    public var item: MenuItem
    /// The submenu, with its actions.
    public var submenu: ActionMenu

    /// A submenu: its title, and optionally an id, a subtitle, an image and whether it is disabled.
    ///
    /// ```swift
    /// Submenu("More") { MenuButton("Duplicate") {} }.submenu.menu.itemCount  // 1
    /// ```
    public init(
        _ title: String, id: String? = nil, subtitle: String? = nil, image: MenuImage? = nil, isDisabled: Bool = false,
        @MenuBuilder content: () -> [MenuElement]
    ) {
        submenu = ActionMenu(elements: content())
        item = MenuItem(id: id, title: title, subtitle: subtitle, image: image, isDisabled: isDisabled, children: submenu.menu)
    }

    /// One item element that opens the submenu.
    ///
    /// ```swift
    /// Submenu("More") { MenuButton("Duplicate") {} }.menuElements.count  // 1
    /// ```
    public var menuElements: [MenuElement] { [MenuElement(kind: .item(item, .submenu(submenu)))] }
}
