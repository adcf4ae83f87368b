import Foundation
import PopoverCore

/// What an app's tips have done, and the one place that decides whether a tip may show:
/// a value, saved and loaded through a ``TipLedgerStorage``, with the time passed in (the
/// clock is the caller's, so tests inject theirs).
///
/// The rules, for a tip and its ``TipRules``, checked in this order:
/// 1. once it ended for good (``TipInvalidation``) it never shows again, until ``reset(_:)``;
/// 2. it shows at most `maximumDisplayCount` times;
/// 3. not again until `minimumInterval` has passed since it last showed (a last showing
///    later than now, after the device's clock was set back, counts as now; asked through
///    ``checkEligibility(of:rules:at:)``, the ledger keeps that "now", so the tip waits at
///    most `minimumInterval` from when the clock was first seen set back);
/// 4. only once every required event has happened its number of times.
///
/// ```swift
/// var ledger = TipLedger()
/// let once = TipRules(maximumDisplayCount: 1)
/// let now = Date(timeIntervalSince1970: 1_000)
/// ledger.eligibility(of: "share", rules: once, at: now).isEligible   // true
/// ledger.recordDisplay(of: "share", at: now)
/// ledger.eligibility(of: "share", rules: once, at: now)             // .displayCountExceeded(1)
/// ```
public struct TipLedger: Sendable, Hashable {
    /// Each tip's record, by its identifier.
    public private(set) var records: [String: TipRecord]
    /// How many times each named event has happened (TipKit's donations).
    public private(set) var eventCounts: [String: Int]

    /// An empty ledger: no tip shown, no event happened.
    ///
    /// ```swift
    /// TipLedger().records.isEmpty  // true
    /// ```
    public init() {
        records = [:]
        eventCounts = [:]
    }

    /// A ledger holding `records` and `eventCounts` as given, unchecked (decoding checks).
    init(records: [String: TipRecord], eventCounts: [String: Int]) {
        self.records = records
        self.eventCounts = eventCounts
    }

    /// Whether `tip` may show at `now` under `rules`, and if not, why.
    ///
    /// ```swift
    /// TipLedger().eligibility(of: "share", rules: TipRules(requiredEvents: ["saved": 2]), at: Date())  // .waitingForEvent("saved", have: 0, need: 2)
    /// ```
    public func eligibility(of tip: String, rules: TipRules, at now: Date) -> TipEligibility {
        let record = records[tip] ?? TipRecord()
        if let invalidation = record.invalidation { return .invalidated(invalidation) }
        if let maximum = rules.maximumDisplayCount, record.displayCount >= maximum { return .displayCountExceeded(maximum) }
        if let last = record.lastDisplayed, rules.minimumInterval > 0 {
            let until = min(last, now).addingTimeInterval(rules.minimumInterval)
            if now < until { return .tooSoon(until: until) }
        }
        for (event, need) in rules.requiredEvents.sorted(by: { $0.key < $1.key }) {
            let have = eventCounts[event] ?? 0
            if have < need { return .waitingForEvent(event, have: have, need: need) }
        }
        return .eligible
    }

    /// Whether `tip` may show at `now` under `rules`, as ``eligibility(of:rules:at:)``
    /// says, keeping what the clock did: a last showing later than `now` (the clock was set
    /// back) is moved back to `now` and stays there, so the wait it causes ends at most
    /// `minimumInterval` after this call's `now`, however the clock moves after. Save the
    /// ledger after asking, whatever the answer.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// let daily = TipRules(minimumInterval: 86_400)
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 1_000_000))
    /// ledger.checkEligibility(of: "share", rules: daily, at: Date(timeIntervalSince1970: 0)).isEligible  // false: until 86_400
    /// ledger.checkEligibility(of: "share", rules: daily, at: Date(timeIntervalSince1970: 86_400))  // .eligible
    /// ```
    public mutating func checkEligibility(of tip: String, rules: TipRules, at now: Date) -> TipEligibility {
        if var record = records[tip], let last = record.lastDisplayed, last > now {
            record.lastDisplayed = now
            records[tip] = record
        }
        return eligibility(of: tip, rules: rules, at: now)
    }

    /// Notes that `tip` showed at `now`.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 5))
    /// ledger.records["share"]?.displayCount  // 1
    /// ```
    public mutating func recordDisplay(of tip: String, at now: Date) {
        var record = records[tip] ?? TipRecord()
        record.displayCount = record.displayCount < Int.max ? record.displayCount + 1 : Int.max
        record.lastDisplayed = now
        records[tip] = record
    }

    /// Notes that the event `name` happened `times` more times (at least 0).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEvent("photoSaved")
    /// ledger.eventCounts["photoSaved"]  // 1
    /// ```
    public mutating func recordEvent(_ name: String, times: Int = 1) {
        let (sum, overflow) = (eventCounts[name] ?? 0).addingReportingOverflow(max(0, times))
        eventCounts[name] = overflow ? Int.max : sum
    }

    /// Notes how a shown tip went away; it ends for good if its rules say so for that ending.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEnding(of: "share", .actionPerformed, rules: TipRules())
    /// ledger.records["share"]?.invalidation  // .actionPerformed
    /// ```
    public mutating func recordEnding(of tip: String, _ ending: TipEnding, rules: TipRules) {
        guard let invalidation = ending.invalidation else { return }
        let ends = invalidation == .tipClosed ? rules.endsWhenClosed : rules.endsWhenActionPerformed
        if ends { invalidate(tip, reason: invalidation) }
    }

    /// Ends `tip` for good (until ``reset(_:)``); a tip already ended keeps its first reason.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.invalidate("share", reason: .app)
    /// ledger.eligibility(of: "share", rules: TipRules(), at: Date())  // .invalidated(.app)
    /// ```
    public mutating func invalidate(_ tip: String, reason: TipInvalidation) {
        var record = records[tip] ?? TipRecord()
        if record.invalidation == nil { record.invalidation = reason }
        records[tip] = record
    }

    /// Forgets `tip`'s record (a "show tips again" setting, a test).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.invalidate("share", reason: .app)
    /// ledger.reset("share")
    /// ledger.records["share"] == nil  // true
    /// ```
    public mutating func reset(_ tip: String) {
        records[tip] = nil
    }
}
