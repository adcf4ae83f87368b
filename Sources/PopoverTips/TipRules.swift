import Foundation
import PopoverCore

/// When a tip may show, as TipKit's rules say it: at most so many times, not again within
/// an interval, only once events have happened enough times (within a time window, with a
/// value), once the app's parameters hold given values, once other tips ended, and never
/// again once the user closed it or used its action. ``TipLedger`` applies them to what it
/// remembers.
///
/// In JSON every key is optional:
///
/// ```json
/// { "maximumDisplayCount": 3, "minimumInterval": 86400, "requiredEvents": { "photoSaved": 2 },
///   "eventRequirements": [{ "event": "editorOpened", "count": 3, "within": 604800 }],
///   "requiredParameters": { "isLoggedIn": { "bool": true } }, "afterTips": ["share"],
///   "ignoresDisplayFrequency": false, "endsWhenClosed": true, "endsWhenActionPerformed": true }
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
    /// Shown only once each requirement is met: an event's count, within a time window,
    /// with a value (``TipEventRequirement``).
    public var eventRequirements: [TipEventRequirement]
    /// Shown only while each named parameter the app set (``TipLedger/setParameter(_:_:)``)
    /// equals its value here (TipKit's `#Rule(Self.$isLoggedIn) { $0 == true }`).
    public var requiredParameters: [String: TipParameterValue]
    /// Shown only once each of these tips ended for good (closed, acted on or
    /// invalidated): a tip after another.
    public var afterTips: [String]
    /// Whether the tip may show within the app's ``TipsConfiguration/displayFrequency``
    /// of another tip (TipKit's `IgnoresDisplayFrequency`).
    public var ignoresDisplayFrequency: Bool
    /// Whether the user's closing the tip ends it for good (TipKit's `.tipClosed`).
    public var endsWhenClosed: Bool
    /// Whether using the tip's action ends it for good (TipKit's `.actionPerformed`).
    public var endsWhenActionPerformed: Bool

    /// Makes rules; the defaults show the tip whenever asked until the user closes it or
    /// uses its action.
    ///
    /// ```swift
    /// TipRules(minimumInterval: 86_400, requiredEvents: ["photoSaved": 2]).requiredEvents["photoSaved"]  // 2
    /// TipRules(requiredParameters: ["isLoggedIn": true], afterTips: ["share"]).afterTips  // ["share"]
    /// ```
    public init(
        maximumDisplayCount: Int? = nil, minimumInterval: TimeInterval = 0, requiredEvents: [String: Int] = [:],
        eventRequirements: [TipEventRequirement] = [], requiredParameters: [String: TipParameterValue] = [:],
        afterTips: [String] = [], ignoresDisplayFrequency: Bool = false,
        endsWhenClosed: Bool = true, endsWhenActionPerformed: Bool = true
    ) {
        self.maximumDisplayCount = maximumDisplayCount
        self.minimumInterval = minimumInterval
        self.requiredEvents = requiredEvents
        self.eventRequirements = eventRequirements
        self.requiredParameters = requiredParameters
        self.afterTips = afterTips
        self.ignoresDisplayFrequency = ignoresDisplayFrequency
        self.endsWhenClosed = endsWhenClosed
        self.endsWhenActionPerformed = endsWhenActionPerformed
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field: a negative display count, an interval
    /// that is negative or not finite, an event with an empty name or a negative count, a
    /// bad event requirement (``TipEventRequirement/validate(_:)``, named
    /// `rules.eventRequirements[i]`), a parameter with an empty name or a number that is not
    /// finite, an empty tip name in `afterTips`.
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
        for (index, requirement) in eventRequirements.enumerated() { try requirement.validate("rules.eventRequirements[\(index)]") }
        for (name, value) in requiredParameters.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty else { throw PopoverInputError(field: "rules.requiredParameters", rule: "must not have an empty parameter name", value: "\"\"") }
            try value.validate("rules.requiredParameters.\(name)")
        }
        if let index = afterTips.firstIndex(of: "") {
            throw PopoverInputError(field: "rules.afterTips[\(index)]", rule: "must not be empty", value: "\"\"")
        }
    }

    /// The longest interval the rules take: a hundred years, in seconds, the longest
    /// timer too (``/PopoverCore/TimedDismissal/maximumDuration``).
    ///
    /// ```swift
    /// TipRules.maximumInterval  // 3155760000
    /// ```
    public static let maximumInterval: TimeInterval = TimedDismissal.maximumDuration
}

extension TipRules: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case maximumDisplayCount, minimumInterval, requiredEvents, eventRequirements, requiredParameters, afterTips
        case ignoresDisplayFrequency, endsWhenClosed, endsWhenActionPerformed
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
            eventRequirements: try c.decodeIfPresent([TipEventRequirement].self, forKey: .eventRequirements) ?? [],
            requiredParameters: try c.decodeIfPresent([String: TipParameterValue].self, forKey: .requiredParameters) ?? [:],
            afterTips: try c.decodeIfPresent([String].self, forKey: .afterTips) ?? [],
            ignoresDisplayFrequency: try c.decodeIfPresent(Bool.self, forKey: .ignoresDisplayFrequency) ?? false,
            endsWhenClosed: try c.decodeIfPresent(Bool.self, forKey: .endsWhenClosed) ?? true,
            endsWhenActionPerformed: try c.decodeIfPresent(Bool.self, forKey: .endsWhenActionPerformed) ?? true
        )
        try validate()
    }

    /// Encodes every key (a missing limit as no key); the keys added with event
    /// requirements, parameters, `afterTips` and `ignoresDisplayFrequency` only when set, so
    /// rules that use none of them read as before.
    ///
    /// ```swift
    /// try JSONEncoder().encode(TipRules(maximumDisplayCount: 1))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(maximumDisplayCount, forKey: .maximumDisplayCount)
        try c.encode(minimumInterval, forKey: .minimumInterval)
        try c.encode(requiredEvents, forKey: .requiredEvents)
        if !eventRequirements.isEmpty { try c.encode(eventRequirements, forKey: .eventRequirements) }
        if !requiredParameters.isEmpty { try c.encode(requiredParameters, forKey: .requiredParameters) }
        if !afterTips.isEmpty { try c.encode(afterTips, forKey: .afterTips) }
        if ignoresDisplayFrequency { try c.encode(ignoresDisplayFrequency, forKey: .ignoresDisplayFrequency) }
        try c.encode(endsWhenClosed, forKey: .endsWhenClosed)
        try c.encode(endsWhenActionPerformed, forKey: .endsWhenActionPerformed)
    }
}
