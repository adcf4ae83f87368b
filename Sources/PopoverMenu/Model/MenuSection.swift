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

    /// A section of `items` under `header`.
    ///
    /// ```swift
    /// MenuSection(items: [MenuItem(title: "Copy")]).header  // nil
    /// ```
    public init(header: String? = nil, items: [MenuItem]) {
        self.header = header
        self.items = items
    }

    private enum Keys: String, CodingKey, CaseIterable { case header, items }

    /// Reads `{"header": "…", "items": [...]}` (`header` optional).
    ///
    /// ```swift
    /// try JSONDecoder().decode(MenuSection.self, from: Data(#"{"items": []}"#.utf8)).items  // []
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(header: try c.decodeIfPresent(String.self, forKey: .header), items: try c.decode([MenuItem].self, forKey: .items))
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
    }
}
