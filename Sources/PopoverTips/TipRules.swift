import Foundation
import PopoverCore

/// When a tip may show, as TipKit's rules say it: at most so many times, not again within
/// an interval, only once events have happened enough times, and never again once the
/// user closed it or used its action. ``TipLedger`` applies them to what it remembers.
///
/// In JSON every key is optional:
///
/// ```json
/// { "maximumDisplayCount": 3, "minimumInterval": 86400, "requiredEvents": { "photoSaved": 2 },
///   "endsWhenClosed": true, "endsWhenActionPerformed": true }
/// ```
///
/// ```swift
/// let rules = TipRules(maximumDisplayCount: 1)   // show once
/// rules.maximumDisplayCount  // 1
/// ```
public struct TipRules: Sendable, Hashable {
    /// Shown at most this many times (TipKit's `MaxDisplayCount`); `nil`: no limit.
    public var maximumDisplayCount: Int?
    /// Seconds that must pass after a showing before the next (TipKit's display
    /// frequency); 0: any time.
    public var minimumInterval: TimeInterval
    /// Shown only once each named event has happened at least this many times (TipKit's
    /// event rules: `#Rule(event) { $0.donations.count >= n }`).
    public var requiredEvents: [String: Int]
    /// Whether the user's closing the tip ends it for good (TipKit's `.tipClosed`).
    public var endsWhenClosed: Bool
    /// Whether using the tip's action ends it for good (TipKit's `.actionPerformed`).
    public var endsWhenActionPerformed: Bool

    /// Makes rules; the defaults show the tip whenever asked until the user closes it or
    /// uses its action.
    ///
    /// ```swift
    /// TipRules(minimumInterval: 86_400, requiredEvents: ["photoSaved": 2]).requiredEvents["photoSaved"]  // 2
    /// ```
    public init(
        maximumDisplayCount: Int? = nil, minimumInterval: TimeInterval = 0, requiredEvents: [String: Int] = [:],
        endsWhenClosed: Bool = true, endsWhenActionPerformed: Bool = true
    ) {
        self.maximumDisplayCount = maximumDisplayCount
        self.minimumInterval = minimumInterval
        self.requiredEvents = requiredEvents
        self.endsWhenClosed = endsWhenClosed
        self.endsWhenActionPerformed = endsWhenActionPerformed
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field: a negative display count, an interval
    /// that is negative or not finite, an event with an empty name or a negative count.
    ///
    /// ```swift
    /// try TipRules(maximumDisplayCount: -1).validate()  // throws: rules.maximumDisplayCount: must be >= 0, got -1
    /// ```
    public func validate() throws {
        if let maximumDisplayCount, maximumDisplayCount < 0 {
            throw PopoverInputError(field: "rules.maximumDisplayCount", rule: "must be >= 0", value: "\(maximumDisplayCount)")
        }
        try Validation.nonNegative(CGFloat(minimumInterval), "rules.minimumInterval", limit: CGFloat(Self.maximumInterval))
        for (name, count) in requiredEvents.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty else { throw PopoverInputError(field: "rules.requiredEvents", rule: "must not have an empty event name", value: "\"\"") }
            if count < 0 { throw PopoverInputError(field: "rules.requiredEvents.\(name)", rule: "must be >= 0", value: "\(count)") }
        }
    }

    /// The longest interval the rules take: a hundred years, in seconds.
    ///
    /// ```swift
    /// TipRules.maximumInterval  // 3155760000
    /// ```
    public static let maximumInterval: TimeInterval = 100 * 365.25 * 86_400
}

extension TipRules: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case maximumDisplayCount, minimumInterval, requiredEvents, endsWhenClosed, endsWhenActionPerformed
    }

    /// Decodes and validates rules; a missing key takes its default, an unknown one is
    /// refused with the closest known key.
    ///
    /// ```swift
    /// try JSONDecoder().decode(TipRules.self, from: Data(#"{"maximumDisplayCount": 1}"#.utf8)).maximumDisplayCount  // 1
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            maximumDisplayCount: try c.decodeIfPresent(Int.self, forKey: .maximumDisplayCount),
            minimumInterval: try c.decodeIfPresent(TimeInterval.self, forKey: .minimumInterval) ?? 0,
            requiredEvents: try c.decodeIfPresent([String: Int].self, forKey: .requiredEvents) ?? [:],
            endsWhenClosed: try c.decodeIfPresent(Bool.self, forKey: .endsWhenClosed) ?? true,
            endsWhenActionPerformed: try c.decodeIfPresent(Bool.self, forKey: .endsWhenActionPerformed) ?? true
        )
        try validate()
    }

    /// Encodes every key (a missing limit as no key).
    ///
    /// ```swift
    /// try JSONEncoder().encode(TipRules(maximumDisplayCount: 1))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(maximumDisplayCount, forKey: .maximumDisplayCount)
        try c.encode(minimumInterval, forKey: .minimumInterval)
        try c.encode(requiredEvents, forKey: .requiredEvents)
        try c.encode(endsWhenClosed, forKey: .endsWhenClosed)
        try c.encode(endsWhenActionPerformed, forKey: .endsWhenActionPerformed)
    }
}
