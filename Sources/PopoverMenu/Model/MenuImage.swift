import Foundation
import PopoverCore

/// An item's image: an SF Symbol by name, an image of the app's by name (its asset
/// catalog, or what the app supplies when it presents the menu), or an image object the
/// app holds (PopoverKit's `MenuImage.image(_:)` takes a `UIImage`, an `NSImage` or a
/// SwiftUI `Image`).
///
/// In JSON a string is a symbol's name; `{"named": "…"}` is the app's image. An image
/// object has no JSON form: encoding one throws.
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
    /// An image object the app holds, drawn as it is or, a template, in the text's colour.
    case custom(MenuImageReference)

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
        case .custom:
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "an image object has no JSON form: name it (.named) to write the menu"))
        }
    }

    /// Whether it is drawn as a template, its shape in the text's colour, as `UIMenu` draws
    /// symbols; the app's own images are drawn as they are.
    ///
    /// ```swift
    /// MenuImage.systemName("trash").isTemplate  // true
    /// ```
    public var isTemplate: Bool {
        switch self {
        case .systemName: true
        case .named: false
        case let .custom(reference): reference.isTemplate
        }
    }

    /// The image's name, symbol or asset.
    ///
    /// ```swift
    /// MenuImage.systemName("trash").name  // "trash"
    /// ```
    public var name: String {
        switch self {
        case let .systemName(name), let .named(name): name
        case let .custom(reference): "image-object-\(UInt(bitPattern: ObjectIdentifier(reference.object).hashValue))"
        }
    }
}

/// An image object an app holds (a `UIImage`, an `NSImage`), carried by a menu by
/// reference: two references are equal when they hold the same object.
///
/// ```swift
/// let logo = NSObject()
/// let reference = MenuImageReference(logo, isTemplate: false)
/// MenuImage.custom(reference).isTemplate  // false
/// ```
public struct MenuImageReference: Hashable, @unchecked Sendable {
    /// The image object (immutable, as `UIImage` and an `NSImage` not changed after it is
    /// given are).
    public let object: AnyObject
    /// Whether it is drawn as its shape in the text's colour (a template, a symbol).
    public let isTemplate: Bool

    /// A reference to `object`.
    ///
    /// ```swift
    /// MenuImageReference(NSObject(), isTemplate: true).isTemplate  // true
    /// ```
    public init(_ object: AnyObject, isTemplate: Bool) {
        self.object = object
        self.isTemplate = isTemplate
    }

    /// Whether both hold the same object, drawn the same way.
    ///
    /// ```swift
    /// let logo = NSObject()
    /// MenuImageReference(logo, isTemplate: true) == MenuImageReference(logo, isTemplate: true)  // true
    /// ```
    public static func == (a: MenuImageReference, b: MenuImageReference) -> Bool {
        a.object === b.object && a.isTemplate == b.isTemplate
    }

    /// Hashes the object's identity.
    ///
    /// ```swift
    /// let logo = NSObject()
    /// Set([MenuImageReference(logo, isTemplate: true), MenuImageReference(logo, isTemplate: true)]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(object))
        hasher.combine(isTemplate)
    }
}
