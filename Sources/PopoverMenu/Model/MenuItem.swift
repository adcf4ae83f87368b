import Foundation
import PopoverCore

/// One action of a menu: a title, and optionally a subtitle, an image, a state shown by a
/// checkmark, a role, a keyboard shortcut, or a submenu it opens.
///
/// ```swift
/// let delete = MenuItem(title: "Delete", image: .systemName("trash"), role: .destructive)
/// let sort = MenuItem(title: "Name", state: .on)
/// let more = MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "Duplicate")]))
/// ```
public struct MenuItem: Sendable, Hashable, Codable {
    /// The app's name for the item, handed back when it is chosen; `nil` for none.
    public var id: String?
    /// The title (up to two lines, then cut short with `…`).
    public var title: String
    /// A smaller, secondary line under the title; `nil` for none.
    public var subtitle: String?
    /// Drawn in the image column; `nil` for none.
    public var image: MenuImage?
    /// Off, on (a checkmark) or mixed (a dash).
    public var state: MenuItemState
    /// Normal, destructive (drawn in red) or cancel.
    public var role: MenuItemRole
    /// Shown dimmed, skipped by the keyboard, never chosen.
    public var isDisabled: Bool
    /// Shown at the trailing edge (`⇧⌘N`); `nil` for none.
    public var keyboardShortcut: MenuKeyboardShortcut?
    /// The item's own colour for its title and image (a label colour, a brand colour);
    /// `nil` for the menu's text colour. Disabled and highlighted rows still dim or take the
    /// highlighted text's colour.
    public var tint: DynamicColor?
    /// Whether choosing it leaves the menu open (`UIMenuElement.Attributes.keepsMenuPresented`):
    /// a toggle or a stepper changes in place, and the menu closes only when the user is done.
    /// A section's ``MenuSection/keepsMenuPresented`` keeps it for all its items.
    public var keepsMenuPresented: Bool
    /// The submenu the item opens instead of running; `nil` for an action.
    public var children: PopoverMenu?

    /// An item.
    ///
    /// ```swift
    /// MenuItem(title: "Archive", isDisabled: true).isDisabled  // true
    /// ```
    public init(
        id: String? = nil, title: String, subtitle: String? = nil, image: MenuImage? = nil, state: MenuItemState = .off,
        role: MenuItemRole = .normal, isDisabled: Bool = false, keyboardShortcut: MenuKeyboardShortcut? = nil, tint: DynamicColor? = nil,
        keepsMenuPresented: Bool = false, children: PopoverMenu? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.state = state
        self.role = role
        self.isDisabled = isDisabled
        self.keyboardShortcut = keyboardShortcut
        self.tint = tint
        self.keepsMenuPresented = keepsMenuPresented
        self.children = children
    }

    /// Whether it opens a submenu.
    ///
    /// ```swift
    /// MenuItem(title: "Copy").hasSubmenu  // false
    /// ```
    public var hasSubmenu: Bool { children != nil }

    private enum Keys: String, CodingKey, CaseIterable {
        case id, title, subtitle, image, state, role, disabled, shortcut, tint, keepsMenuPresented, children
    }

    /// Reads an item; only `title` is required. Keys: `id`, `title`, `subtitle`, `image`
    /// (a symbol's name, or `{"named": "…"}` for the app's image), `state` (`off`, `on`,
    /// `mixed`), `role` (`normal`, `destructive`, `cancel`), `disabled`, `shortcut`
    /// (`{"key": "n", "modifiers": ["command"]}`), `tint` (a colour, or `{"light", "dark"}`),
    /// `keepsMenuPresented`, `children` (a menu).
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuItem.self, from: Data(#"{"title": "Delete", "role": "destructive"}"#.utf8)).role  // .destructive
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            id: try c.decodeIfPresent(String.self, forKey: .id),
            title: try c.decode(String.self, forKey: .title),
            subtitle: try c.decodeIfPresent(String.self, forKey: .subtitle),
            image: try c.decodeIfPresent(MenuImage.self, forKey: .image),
            state: try c.decodeIfPresent(MenuItemState.self, forKey: .state) ?? .off,
            role: try c.decodeIfPresent(MenuItemRole.self, forKey: .role) ?? .normal,
            isDisabled: try c.decodeIfPresent(Bool.self, forKey: .disabled) ?? false,
            keyboardShortcut: try c.decodeIfPresent(MenuKeyboardShortcut.self, forKey: .shortcut),
            tint: try c.decodeIfPresent(DynamicColor.self, forKey: .tint),
            keepsMenuPresented: try c.decodeIfPresent(Bool.self, forKey: .keepsMenuPresented) ?? false,
            children: try c.decodeIfPresent(PopoverMenu.self, forKey: .children)
        )
    }

    /// Writes the item, leaving out what has its default.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuItem(title: "Copy"))  // {"title":"Copy"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encodeIfPresent(image, forKey: .image)
        if state != .off { try c.encode(state, forKey: .state) }
        if role != .normal { try c.encode(role, forKey: .role) }
        if isDisabled { try c.encode(true, forKey: .disabled) }
        try c.encodeIfPresent(keyboardShortcut, forKey: .shortcut)
        try c.encodeIfPresent(tint, forKey: .tint)
        if keepsMenuPresented { try c.encode(true, forKey: .keepsMenuPresented) }
        try c.encodeIfPresent(children, forKey: .children)
    }
}

/// Whether an item is checked: off, on (a checkmark) or mixed (a dash), as `UIMenuElement.State`.
///
/// ```swift
/// MenuItemState(rawValue: "on")  // .on
/// ```
public enum MenuItemState: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// Not checked.
    case off
    /// Checked: a checkmark.
    case on
    /// Partly: a dash.
    case mixed
}

/// What an item does, for how it is drawn and where it goes, as `UIAction`'s attributes and
/// `UIButton`'s roles.
///
/// ```swift
/// MenuItemRole.destructive.rawValue  // "destructive"
/// ```
public enum MenuItemRole: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// An ordinary action.
    case normal
    /// Destroys data: drawn in the destructive colour.
    case destructive
    /// Closes the menu doing nothing: chosen by Escape as well.
    case cancel
}

/// Where an item is: its section and its place in the section.
///
/// ```swift
/// MenuItemIndex(section: 1, item: 0).section  // 1
/// ```
public struct MenuItemIndex: Sendable, Hashable, Comparable, Codable {
    /// The section's index.
    public var section: Int
    /// The item's index in its section.
    public var item: Int

    /// An index.
    ///
    /// ```swift
    /// MenuItemIndex(section: 0, item: 2).item  // 2
    /// ```
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Menu order: by section, then by item.
    ///
    /// ```swift
    /// MenuItemIndex(section: 0, item: 5) < MenuItemIndex(section: 1, item: 0)  // true
    /// ```
    public static func < (a: MenuItemIndex, b: MenuItemIndex) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }
}

/// Where an item is through submenus: the index in the menu, then in each submenu opened.
///
/// ```swift
/// let duplicate = MenuItemPath([MenuItemIndex(section: 1, item: 0), MenuItemIndex(section: 0, item: 0)])
/// duplicate.depth  // 2
/// ```
public struct MenuItemPath: Sendable, Hashable, Codable {
    /// The indices, outermost first.
    public var steps: [MenuItemIndex]

    /// A path of `steps`.
    ///
    /// ```swift
    /// MenuItemPath([MenuItemIndex(section: 0, item: 0)]).steps.count  // 1
    /// ```
    public init(_ steps: [MenuItemIndex]) {
        self.steps = steps
    }

    /// How many menus deep it reaches: 1 for the menu's own items.
    ///
    /// ```swift
    /// MenuItemPath([MenuItemIndex(section: 0, item: 0)]).depth  // 1
    /// ```
    public var depth: Int { steps.count }

    /// This path followed by `index` in the submenu it opens.
    ///
    /// ```swift
    /// MenuItemPath([]).appending(MenuItemIndex(section: 0, item: 1)).depth  // 1
    /// ```
    public func appending(_ index: MenuItemIndex) -> MenuItemPath {
        MenuItemPath(steps + [index])
    }
}
