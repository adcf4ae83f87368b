import Foundation
import PopoverCore

/// An item's image: an SF Symbol by name, or an image of the app's by name (its asset
/// catalog, or what the app supplies when it presents the menu).
///
/// In JSON a string is a symbol's name; `{"named": "…"}` is the app's image.
///
/// ```swift
/// let trash = MenuImage.systemName("trash")
/// let logo = MenuImage.named("Logo")
/// ```
public enum MenuImage: Sendable, Hashable, Codable {
    /// An SF Symbol (`UIImage(systemName:)`).
    case systemName(String)
    /// The app's image (`UIImage(named:)`).
    case named(String)

    private enum Keys: String, CodingKey, CaseIterable { case named, systemName }

    /// Reads `"trash"`, `{"systemName": "trash"}` or `{"named": "Logo"}`.
    ///
    /// ```swift
    /// try JSONDecoder().decode([MenuImage].self, from: Data(#"["trash", {"named": "Logo"}]"#.utf8))  // [.systemName("trash"), .named("Logo")]
    /// ```
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .systemName(name)
            return
        }
        guard (try? decoder.container(keyedBy: Keys.self)) != nil else {
            throw PopoverInputError(
                field: decoder.codingPath.dotted(), rule: "must be a symbol's name or {\"named\": \"…\"}", value: "another type"
            )
        }
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        switch (try c.decodeIfPresent(String.self, forKey: .named), try c.decodeIfPresent(String.self, forKey: .systemName)) {
        case let (name?, nil): self = .named(name)
        case let (nil, name?): self = .systemName(name)
        default:
            throw PopoverInputError(field: decoder.codingPath.dotted(), rule: "must hold exactly one of named, systemName", value: "\(c.allKeys.count) keys")
        }
    }

    /// Writes a symbol as its name and the app's image as `{"named": "…"}`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MenuImage.named("Logo"))  // {"named":"Logo"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .systemName(name):
            var c = encoder.singleValueContainer()
            try c.encode(name)
        case let .named(name):
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(name, forKey: .named)
        }
    }

    /// Whether it is drawn as a template, its shape in the text's colour, as `UIMenu` draws
    /// symbols; the app's own images are drawn as they are.
    ///
    /// ```swift
    /// MenuImage.systemName("trash").isTemplate  // true
    /// ```
    public var isTemplate: Bool {
        if case .systemName = self { return true }
        return false
    }

    /// The image's name, symbol or asset.
    ///
    /// ```swift
    /// MenuImage.systemName("trash").name  // "trash"
    /// ```
    public var name: String {
        switch self {
        case let .systemName(name), let .named(name): name
        }
    }
}
