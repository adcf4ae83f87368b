import Foundation
import PopoverCore

/// A group of a menu's items, with an optional header above them; a separator parts it
/// from the sections around it.
///
/// ```swift
/// MenuSection(header: "Sort by", items: [MenuItem(title: "Name"), MenuItem(title: "Date")]).items.count  // 2
/// ```
public struct MenuSection: Sendable, Hashable, Codable {
    /// Shown above the items in a smaller, secondary text; `nil` or empty for none.
    public var header: String?
    /// The items, in order.
    public var items: [MenuItem]
    /// How choosing its items moves their checkmarks: not at all (the app's action does),
    /// to the item chosen (`UIMenu.Options.singleSelection`), or on and off (a multiple
    /// selection, which keeps the menu open).
    public var selection: MenuSelection
    /// Whether choosing any of its items leaves the menu open, as each item's own
    /// ``MenuItem/keepsMenuPresented`` does.
    public var keepsMenuPresented: Bool

    /// A section of `items` under `header`.
    ///
    /// ```swift
    /// MenuSection(items: [MenuItem(title: "Copy")]).header  // nil
    /// MenuSection(header: "Tags", items: [MenuItem(title: "Red")], selection: .multiple).keepsMenuPresented  // false
    /// ```
    public init(header: String? = nil, items: [MenuItem], selection: MenuSelection = .none, keepsMenuPresented: Bool = false) {
        self.header = header
        self.items = items
        self.selection = selection
        self.keepsMenuPresented = keepsMenuPresented
    }

    private enum Keys: String, CodingKey, CaseIterable { case header, items, selection, keepsMenuPresented }

    /// Reads `{"header": "…", "items": [...]}` (`header` optional), with `selection`
    /// (`none`, `single`, `multiple`) and `keepsMenuPresented` if given.
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuSection.self, from: Data(#"{"items": []}"#.utf8)).items  // []
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            header: try c.decodeIfPresent(String.self, forKey: .header), items: try c.decode([MenuItem].self, forKey: .items),
            selection: try c.decodeIfPresent(MenuSelection.self, forKey: .selection) ?? .none,
            keepsMenuPresented: try c.decodeIfPresent(Bool.self, forKey: .keepsMenuPresented) ?? false
        )
    }

    /// Writes the section, leaving out a missing header.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuSection(items: []))  // {"items":[]}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(header, forKey: .header)
        try c.encode(items, forKey: .items)
        if selection != .none { try c.encode(selection, forKey: .selection) }
        if keepsMenuPresented { try c.encode(true, forKey: .keepsMenuPresented) }
    }
}

/// How choosing a section's items moves their checkmarks.
///
/// ```swift
/// MenuSelection.multiple.rawValue  // "multiple"
/// ```
public enum MenuSelection: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// Not at all: an item's state is the app's to change.
    case none
    /// The item chosen is checked and the rest unchecked (`UIMenu.Options.singleSelection`,
    /// a pop-up button's menu).
    case single
    /// The item chosen is checked or unchecked, the rest left alone, and the menu stays
    /// open for more (a drop-down's multiple selection).
    case multiple
}
