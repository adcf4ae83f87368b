import Foundation
import PopoverCore

/// A rule on an event: it must have happened `count` times, optionally within the last
/// `within` seconds and with a given `value` ("the editor opened three times this week").
/// TipKit's `#Rule(event) { $0.donations.donatedWithin(.week).count >= 3 }`.
///
/// Without a window or a value it counts every time the event happened
/// (``TipLedger/eventCounts``, as ``TipRules/requiredEvents`` does). With either, it counts
/// the donations the ledger keeps (``TipLedger/eventDonations``: the newest
/// ``TipLedger/maximumDonationsKept``, noted with a date), so its count is at most that.
///
/// In JSON: `{"event": "editorOpened", "count": 3, "within": 604800, "value": "pdf"}`
/// (`within` and `value` optional).
///
/// ```swift
/// let thisWeek = TipEventRequirement("editorOpened", count: 3, within: 7 * 86_400)
/// thisWeek.count  // 3
/// ```
public struct TipEventRequirement: Sendable, Hashable {
    /// The event's name.
    public var event: String
    /// How many times it must have happened.
    public var count: Int
    /// Only donations at most this many seconds old count; `nil`: any age.
    public var within: TimeInterval?
    /// Only donations with this value count; `nil`: any value.
    public var value: String?

    /// A requirement that `event` happened `count` times, within `within` seconds of now
    /// and with `value` when given.
    ///
    /// ```swift
    /// TipEventRequirement("fileOpened", count: 2, value: "pdf").value  // "pdf"
    /// ```
    public init(_ event: String, count: Int, within: TimeInterval? = nil, value: String? = nil) {
        self.event = event
        self.count = count
        self.within = within
        self.value = value
    }

    /// Whether it counts dated donations (it has a window or a value) rather than the total.
    var countsDonations: Bool { within != nil || value != nil }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field`'s part: an empty event name,
    /// a negative count (or one above ``TipLedger/maximumDonationsKept`` with a window or a
    /// value, which could never be met), a window that is not positive and finite.
    ///
    /// ```swift
    /// try TipEventRequirement("opened", count: 2, within: 0).validate("rules.eventRequirements[0]")  // throws: rules.eventRequirements[0].within: must be > 0, got 0
    /// ```
    public func validate(_ field: String) throws {
        guard !event.isEmpty else { throw PopoverInputError(field: field + ".event", rule: "must not be empty", value: "\"\"") }
        if count < 0 { throw PopoverInputError(field: field + ".count", rule: "must be >= 0", value: "\(count)") }
        if countsDonations, count > TipLedger.maximumDonationsKept {
            throw PopoverInputError(
                field: field + ".count", rule: "must be at most \(TipLedger.maximumDonationsKept) with a window or a value",
                value: "\(count)"
            )
        }
        if let within { try Validation.positive(CGFloat(within), field + ".within", limit: CGFloat(TipRules.maximumInterval)) }
    }
}

extension TipEventRequirement: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case event, count, within, value
    }

    /// Decodes a requirement; `event` and `count` are required, an unknown key is refused
    /// with the closest known key. Its values are checked by the ``TipRules`` holding it
    /// (naming it `rules.eventRequirements[i]`), or by ``validate(_:)``.
    ///
    /// ```swift
    /// try JSONDecoder().decode(TipEventRequirement.self, from: Data(#"{"event": "opened", "count": 3}"#.utf8)).count  // 3
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            try c.decode(String.self, forKey: .event), count: try c.decode(Int.self, forKey: .count),
            within: try c.decodeIfPresent(TimeInterval.self, forKey: .within), value: try c.decodeIfPresent(String.self, forKey: .value)
        )
    }

    /// Encodes the event, the count, and the window and value when set.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(TipEventRequirement("opened", count: 3))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(event, forKey: .event)
        try c.encode(count, forKey: .count)
        try c.encodeIfPresent(within, forKey: .within)
        try c.encodeIfPresent(value, forKey: .value)
    }
}
