import Foundation
import PopoverCore

/// What a tip says: a title and/or a message, an optional SF Symbol, and up to two
/// actions (buttons).
///
/// ```swift
/// let tip = TipContent(title: "Share", message: "Tap here to send this photo to a friend.", systemImage: "square.and.arrow.up")
/// try tip.validate()
/// ```
public struct TipContent: Sendable, Hashable, Codable {
    /// The bold first line; `nil` for none.
    public var title: String?
    /// The explanation; `nil` for none.
    public var message: String?
    /// An SF Symbol's name shown before the text (UIKit and SwiftUI draw it; the Linux
    /// renderer has no SF Symbols and draws the text alone); `nil` for none.
    public var systemImage: String?
    /// Up to two buttons, in order.
    public var actions: [TipAction]

    /// A tip's content.
    ///
    /// ```swift
    /// TipContent(message: "Tap here to share").title  // nil
    /// ```
    public init(title: String? = nil, message: String? = nil, systemImage: String? = nil, actions: [TipAction] = []) {
        self.title = title
        self.message = message
        self.systemImage = systemImage
        self.actions = actions
    }

    /// The most actions a tip holds.
    ///
    /// ```swift
    /// TipContent.maximumActions  // 2
    /// ```
    public static let maximumActions = 2

    /// The most characters a title or message holds (a tip is short; this bounds layout work).
    ///
    /// ```swift
    /// TipContent.maximumTextLength  // 2000
    /// ```
    public static let maximumTextLength = 2_000

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field: no title and no message (or only
    /// white space), text over ``maximumTextLength``, more than two actions, an action
    /// without a title.
    ///
    /// ```swift
    /// try TipContent(message: " ").validate()  // throws: message: a tip needs a title or a message, got " "
    /// ```
    public func validate() throws {
        func blank(_ text: String?) -> Bool { text?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true }
        if blank(title), blank(message) {
            throw PopoverInputError(field: message == nil && title != nil ? "title" : "message", rule: "a tip needs a title or a message", value: "\"\(message ?? title ?? "")\"")
        }
        for (field, text) in [("title", title), ("message", message)] {
            if let text, text.count > Self.maximumTextLength {
                throw PopoverInputError(field: field, rule: "must be at most \(Self.maximumTextLength) characters", value: "\(text.count)")
            }
        }
        if actions.count > Self.maximumActions {
            throw PopoverInputError(field: "actions", rule: "must be at most \(Self.maximumActions)", value: "\(actions.count)")
        }
        for (index, action) in actions.enumerated() where blank(action.title) {
            throw PopoverInputError(field: "actions[\(index)].title", rule: "must not be empty", value: "\"\(action.title)\"")
        }
    }
}

extension TipContent {
    private enum Keys: String, CodingKey, CaseIterable { case title, message, systemImage, actions }

    /// Decodes and validates a tip's content (``validate()``); an unknown key is refused
    /// with the closest known one.
    ///
    /// ```swift
    /// try JSONDecoder().decode(TipContent.self, from: Data(#"{"message": "Tap here to share"}"#.utf8)).message  // "Tap here to share"
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title), message: try c.decodeIfPresent(String.self, forKey: .message),
            systemImage: try c.decodeIfPresent(String.self, forKey: .systemImage),
            actions: try c.decodeIfPresent([TipAction].self, forKey: .actions) ?? []
        )
        try validate()
    }

    /// Encodes the keys that are set.
    ///
    /// ```swift
    /// try JSONEncoder().encode(TipContent(message: "Tap here to share"))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(message, forKey: .message)
        try c.encodeIfPresent(systemImage, forKey: .systemImage)
        if !actions.isEmpty { try c.encode(actions, forKey: .actions) }
    }
}

/// A tip's button.
///
/// ```swift
/// TipAction(id: "share", title: "Share now").title  // "Share now"
/// ```
public struct TipAction: Sendable, Hashable, Codable {
    /// What the app matches to know which was tapped.
    public var id: String
    /// The button's text.
    public var title: String

    /// An action.
    ///
    /// ```swift
    /// TipAction(id: "later", title: "Not now").id  // "later"
    /// ```
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
