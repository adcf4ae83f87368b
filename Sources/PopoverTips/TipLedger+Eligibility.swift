import Foundation
import PopoverCore

extension TipLedger {
    /// Whether `tip` may show at `now` under `rules`, and if not, why, with no app-wide
    /// configuration (no display frequency, no testing switch).
    ///
    /// ```swift
    /// TipLedger().eligibility(of: "share", rules: TipRules(requiredEvents: ["saved": 2]), at: Date())  // .waitingForEvent("saved", have: 0, need: 2)
    /// ```
    public func eligibility(of tip: String, rules: TipRules, at now: Date) -> TipEligibility {
        eligibility(of: tip, rules: rules, at: now, configuration: TipsConfiguration())
    }

    /// Whether `tip` may show at `now` under `rules` and the app's `configuration`, and if
    /// not, why: the first reason in the order ``TipLedger`` lists.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// let daily = TipsConfiguration(displayFrequency: 86_400)
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 0))
    /// ledger.eligibility(of: "filter", rules: TipRules(), at: Date(timeIntervalSince1970: 3_600), configuration: daily).isEligible  // false
    /// ledger.eligibility(of: "filter", rules: TipRules(ignoresDisplayFrequency: true), at: Date(timeIntervalSince1970: 3_600), configuration: daily).isEligible  // true
    /// ```
    public func eligibility(of tip: String, rules: TipRules, at now: Date, configuration: TipsConfiguration) -> TipEligibility {
        if let shows = configuration.testing.decision(for: tip) { return shows ? .eligible : .hiddenForTesting }
        let record = records[tip] ?? TipRecord()
        if let invalidation = record.invalidation { return .invalidated(invalidation) }
        if let maximum = rules.maximumDisplayCount, record.displayCount >= maximum { return .displayCountExceeded(maximum) }
        if let until = Self.endOfWait(after: record.lastDisplayed, interval: rules.minimumInterval, at: now) { return .tooSoon(until: until) }
        if let before = rules.afterTips.first(where: { records[$0]?.invalidation == nil }) { return .waitingForTip(before) }
        for (name, value) in rules.requiredParameters.sorted(by: { $0.key < $1.key }) where parameters[name] != value {
            return .waitingForParameter(name)
        }
        for (event, need) in rules.requiredEvents.sorted(by: { $0.key < $1.key }) {
            let have = eventCounts[event] ?? 0
            if have < need { return .waitingForEvent(event, have: have, need: need) }
        }
        for requirement in rules.eventRequirements {
            let have = count(of: requirement, at: now)
            if have < requirement.count { return .waitingForEvent(requirement.event, have: have, need: requirement.count) }
        }
        if !rules.ignoresDisplayFrequency,
           let until = Self.endOfWait(after: lastDisplayed, interval: configuration.displayFrequency, at: now) {
            return .tooSoonForAnyTip(until: until)
        }
        return .eligible
    }

    /// Whether `tip` may show at `now` under `rules`, as ``eligibility(of:rules:at:)``
    /// says, keeping what the clock did (see ``checkEligibility(of:rules:at:configuration:)``).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// let daily = TipRules(minimumInterval: 86_400)
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 1_000_000))
    /// ledger.checkEligibility(of: "share", rules: daily, at: Date(timeIntervalSince1970: 0)).isEligible  // false: until 86_400
    /// ledger.checkEligibility(of: "share", rules: daily, at: Date(timeIntervalSince1970: 86_400))  // .eligible
    /// ```
    public mutating func checkEligibility(of tip: String, rules: TipRules, at now: Date) -> TipEligibility {
        checkEligibility(of: tip, rules: rules, at: now, configuration: TipsConfiguration())
    }

    /// Whether `tip` may show at `now`, as ``eligibility(of:rules:at:configuration:)`` says,
    /// keeping what the clock did: each date the answer reads that is later than `now` (the
    /// clock was set back) — the tip's last showing; any tip's, when the display frequency
    /// applies; the donations of the events its requirements count with a window or a
    /// value — is moved back to `now` and stays there, so a wait it causes ends at most its
    /// interval after this call's `now`, however the clock moves after. Other tips' records
    /// are left alone. Save the ledger after asking, whatever the answer.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// let daily = TipsConfiguration(displayFrequency: 86_400)
    /// ledger.recordDisplay(of: "share", at: Date(timeIntervalSince1970: 1_000_000))
    /// ledger.checkEligibility(of: "filter", rules: TipRules(), at: Date(timeIntervalSince1970: 0), configuration: daily)  // .tooSoonForAnyTip(until: 86_400)
    /// ledger.lastDisplayed == Date(timeIntervalSince1970: 0)  // true
    /// ```
    public mutating func checkEligibility(of tip: String, rules: TipRules, at now: Date, configuration: TipsConfiguration) -> TipEligibility {
        moveDates(of: tip, rules: rules, configuration: configuration, backTo: now)
        return eligibility(of: tip, rules: rules, at: now, configuration: configuration)
    }

    /// The end of a wait of `interval` after `last`, if `now` is before it; a `last` later
    /// than `now` counts as `now`.
    static func endOfWait(after last: Date?, interval: TimeInterval, at now: Date) -> Date? {
        guard let last, interval > 0 else { return nil }
        let until = min(last, now).addingTimeInterval(interval)
        return now < until ? until : nil
    }

    /// Moves the dates the answer for `tip` reads back to `now` where they are later,
    /// changing nothing when none is.
    private mutating func moveDates(of tip: String, rules: TipRules, configuration: TipsConfiguration, backTo now: Date) {
        if let last = records[tip]?.lastDisplayed, last > now { records[tip]?.lastDisplayed = now }
        if configuration.displayFrequency > 0, !rules.ignoresDisplayFrequency, let last = lastDisplayed, last > now { lastDisplayed = now }
        for requirement in rules.eventRequirements where requirement.countsDonations {
            guard let donations = eventDonations[requirement.event], donations.contains(where: { $0.date > now }) else { continue }
            eventDonations[requirement.event] = donations.map { $0.date > now ? TipEventDonation(date: now, value: $0.value) : $0 }
        }
    }
}
