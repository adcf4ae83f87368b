import Foundation
import PopoverCore

/// A menu of actions to show in a popover: sections of items, separators between the
/// sections, submenus inside items. A value: the app builds one in code or reads one from
/// JSON, ``MenuLayout`` places its rows, ``MenuNavigation`` follows keys and the pointer
/// through it, and PopoverKit presents it.
///
/// ```swift
/// let menu = PopoverMenu(sections: [
///     MenuSection(header: "Sort by", items: [MenuItem(title: "Name", state: .on), MenuItem(title: "Date")]),
///     MenuSection(items: [MenuItem(title: "Delete", image: .systemName("trash"), role: .destructive)]),
/// ])
/// menu.sections.count  // 2
/// ```
public struct PopoverMenu: Sendable, Hashable, Codable {
    /// The sections, top to bottom; a separator is drawn between two that show anything.
    public var sections: [MenuSection]
    /// How the menu looks beyond its popover's style: width, row height, fonts, colours
    /// (``MenuAppearance``); ``MenuAppearance/standard``, the system look, unless set.
    /// Submenus take their root menu's.
    public var appearance: MenuAppearance {
        get { appearanceBox.value }
        set { appearanceBox = newValue == .standard ? .standard : AppearanceBox(newValue) }
    }

    /// The appearance, kept out of line: a menu is a submenu's item's field, so an inline
    /// appearance (about 470 bytes of optional colours) made every item that large and every
    /// copy of one retain each colour. The standard one is shared.
    private var appearanceBox: AppearanceBox = .standard

    private final class AppearanceBox: Sendable {
        static let standard = AppearanceBox(.standard)
        let value: MenuAppearance
        init(_ value: MenuAppearance) { self.value = value }
    }

    /// Whether two menus have the same sections and the same appearance.
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy")]) == PopoverMenu(items: [MenuItem(title: "Copy")])  // true
    /// ```
    public static func == (a: PopoverMenu, b: PopoverMenu) -> Bool {
        a.sections == b.sections && (a.appearanceBox === b.appearanceBox || a.appearance == b.appearance)
    }

    /// Hashes the sections and the appearance, as ``==(_:_:)`` compares them.
    ///
    /// ```swift
    /// Set([PopoverMenu(items: []), PopoverMenu(items: [])]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
        hasher.combine(appearance)
    }

    /// A menu of `sections`.
    ///
    /// ```swift
    /// PopoverMenu(sections: [MenuSection(items: [MenuItem(title: "Copy")])]).itemCount  // 1
    /// ```
    public init(sections: [MenuSection]) {
        self.sections = sections
    }

    /// A menu of one section holding `items`.
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]).sections.count  // 1
    /// ```
    public init(items: [MenuItem]) {
        self.init(sections: [MenuSection(items: items)])
    }

    /// The most items a menu holds, submenus included (a menu file past it is refused): a
    /// hundred thousand, which lay out, scroll and type-select (only the rows a scroll
    /// offset shows are drawn).
    ///
    /// ```swift
    /// PopoverMenu.maximumItemCount  // 100000
    /// ```
    public static let maximumItemCount = 100_000

    /// The deepest submenus nest (a submenu of a submenu is depth 2).
    ///
    /// ```swift
    /// PopoverMenu.maximumDepth  // 16
    /// ```
    public static let maximumDepth = 16

    /// The most characters a title, subtitle or header holds.
    ///
    /// ```swift
    /// PopoverMenu.maximumTextLength  // 100000
    /// ```
    public static let maximumTextLength = 100_000

    /// The items of every section, in order (submenus' items not counted).
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy")]).itemCount  // 1
    /// ```
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The item at `index`; `nil` when the menu has none there.
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy")])[MenuItemIndex(section: 0, item: 0)]?.title  // "Copy"
    /// ```
    public subscript(index: MenuItemIndex) -> MenuItem? {
        guard sections.indices.contains(index.section), sections[index.section].items.indices.contains(index.item) else { return nil }
        return sections[index.section].items[index.item]
    }

    /// The item at the end of `path`, through its submenus; `nil` when there is none.
    ///
    /// ```swift
    /// let menu = PopoverMenu(items: [MenuItem(title: "More", children: PopoverMenu(items: [MenuItem(title: "Duplicate")]))])
    /// menu[MenuItemPath([MenuItemIndex(section: 0, item: 0), MenuItemIndex(section: 0, item: 0)])]?.title  // "Duplicate"
    /// ```
    public subscript(path: MenuItemPath) -> MenuItem? {
        guard let first = path.steps.first, var item = self[first] else { return nil }
        for step in path.steps.dropFirst() {
            guard let next = item.children?[step] else { return nil }
            item = next
        }
        return item
    }

    /// The menu the items at `path` belong to: this one for a path of one step, else the
    /// submenu of the item before the last step; `nil` when there is none.
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy")]).submenu(holding: MenuItemPath([MenuItemIndex(section: 0, item: 0)]))?.itemCount  // 1
    /// ```
    public func submenu(holding path: MenuItemPath) -> PopoverMenu? {
        var menu = self
        for step in path.steps.dropLast() {
            guard let next = menu[step]?.children else { return nil }
            menu = next
        }
        return menu
    }
}

extension PopoverMenu {
    /// Throws ``/PopoverCore/PopoverInputError`` naming the first bad field by its JSON path
    /// (`sections[1].items[0].title`): a text longer than ``maximumTextLength``, more than
    /// ``maximumItemCount`` items in all, submenus deeper than ``maximumDepth``, a submenu
    /// with no items, a shortcut with no key.
    ///
    /// ```swift
    /// try PopoverMenu(items: [MenuItem(title: "More", children: PopoverMenu(items: []))]).validate()  // throws: sections[0].items[0].children: must hold at least one item, got 0 items
    /// ```
    public func validate() throws {
        var count = 0
        try validate(path: "", depth: 0, count: &count)
    }

    private func validate(path: String, depth: Int, count: inout Int) throws {
        if depth == 0 {
            try appearance.validate("appearance")
        } else if appearance != .standard {
            throw PopoverInputError(field: "\(path)appearance", rule: "must be given on the top menu only (submenus take its appearance)", value: "an appearance")
        }
        for (s, section) in sections.enumerated() {
            let sectionPath = "\(path)sections[\(s)]"
            if let header = section.header { try Self.checkText(header, "\(sectionPath).header") }
            for (i, item) in section.items.enumerated() {
                let itemPath = "\(sectionPath).items[\(i)]"
                count += 1
                guard count <= Self.maximumItemCount else {
                    throw PopoverInputError(field: itemPath, rule: "is past the most items a menu holds (\(Self.maximumItemCount))", value: "item \(count)")
                }
                try Self.checkText(item.title, "\(itemPath).title")
                if let subtitle = item.subtitle { try Self.checkText(subtitle, "\(itemPath).subtitle") }
                if let shortcut = item.keyboardShortcut { try shortcut.validate("\(itemPath).shortcut") }
                if case let .systemName(name) = item.image, name.isEmpty {
                    throw PopoverInputError(field: "\(itemPath).image", rule: "must name a symbol", value: "\"\"")
                }
                guard let children = item.children else { continue }
                // The item's submenu is at depth + 1 (the menu itself is at 0).
                guard depth + 1 <= Self.maximumDepth else {
                    throw PopoverInputError(field: "\(itemPath).children", rule: "must nest at most \(Self.maximumDepth) deep", value: "depth \(depth + 1)")
                }
                guard children.itemCount > 0 else {
                    throw PopoverInputError(field: "\(itemPath).children", rule: "must hold at least one item", value: "0 items")
                }
                try children.validate(path: "\(itemPath).children.", depth: depth + 1, count: &count)
            }
        }
    }

    private static func checkText(_ text: String, _ field: String) throws {
        guard text.utf8.count <= maximumTextLength || text.count <= maximumTextLength else {
            throw PopoverInputError(field: field, rule: "must be at most \(maximumTextLength) characters", value: "\(text.count) characters")
        }
    }

    /// Reads a menu from JSON and validates it; every failure names its field by JSON path
    /// (`sections[1].items[2].role: must be one of normal, destructive, cancel, got "danger"`).
    ///
    /// ```swift
    /// let menu = try PopoverMenu(json: Data(#"{"sections": [{"items": [{"title": "Copy"}]}]}"#.utf8))
    /// menu.itemCount  // 1
    /// ```
    public init(json: Data) throws {
        self = try JSONInput.decode(PopoverMenu.self, from: json, what: "a menu")
        try validate()
    }

    /// The menu as pretty, key-sorted JSON (ends with a newline); ``init(json:)`` reads it back.
    ///
    /// ```swift
    /// try PopoverMenu(json: PopoverMenu(items: [MenuItem(title: "Copy")]).jsonData()).itemCount  // 1
    /// ```
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    private enum Keys: String, CodingKey, CaseIterable { case sections, appearance }

    /// Reads `{"sections": [...]}`; an unknown key is refused with the closest known one.
    ///
    /// ```swift
    /// try JSONDecoder().decode(PopoverMenu.self, from: Data(#"{"sections": []}"#.utf8)).sections  // []
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(sections: try c.decode([MenuSection].self, forKey: .sections))
        appearance = try c.decodeIfPresent(MenuAppearance.self, forKey: .appearance) ?? .standard
    }

    /// Writes `{"sections": [...]}`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(PopoverMenu(sections: []))  // {"sections":[]}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(sections, forKey: .sections)
        if appearance != .standard { try c.encode(appearance, forKey: .appearance) }
    }
}
