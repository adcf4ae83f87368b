import Foundation
import PopoverCore

extension TipLedger {
    /// Notes that the event `name` happened `times` more times (at least 0), with no date:
    /// it counts for ``TipRules/requiredEvents`` and requirements without a window or a
    /// value.
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

    /// Notes that the event `name` happened `times` more times (at least 0) at `date`,
    /// with an optional `value`: it counts as ``recordEvent(_:times:)`` does, and its
    /// donations are kept (the newest ``maximumDonationsKept``) for requirements with a
    /// time window or a value.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEvent("fileOpened", value: "pdf", at: Date(timeIntervalSince1970: 0))
    /// ledger.eventDonations["fileOpened"]?.count  // 1
    /// ```
    public mutating func recordEvent(_ name: String, times: Int = 1, value: String? = nil, at date: Date) {
        recordEvent(name, times: times)
        let added = min(max(0, times), Self.maximumDonationsKept)
        guard added > 0 else { return }
        var donations = eventDonations[name] ?? []
        donations.append(contentsOf: repeatElement(TipEventDonation(date: date, value: value), count: added))
        if donations.count > Self.maximumDonationsKept { donations.removeFirst(donations.count - Self.maximumDonationsKept) }
        eventDonations[name] = donations
    }

    /// How many times `requirement`'s event counts at `now`: its total without a window or
    /// a value; otherwise the kept donations with its value, no older than its window (a
    /// donation dated later than `now` counts as `now`).
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// ledger.recordEvent("editorOpened", at: Date(timeIntervalSince1970: 0))
    /// ledger.recordEvent("editorOpened", at: Date(timeIntervalSince1970: 8 * 86_400))
    /// ledger.count(of: TipEventRequirement("editorOpened", count: 3, within: 7 * 86_400), at: Date(timeIntervalSince1970: 8 * 86_400))  // 1
    /// ```
    public func count(of requirement: TipEventRequirement, at now: Date) -> Int {
        guard requirement.countsDonations else { return eventCounts[requirement.event] ?? 0 }
        let oldest = requirement.within.map { now.addingTimeInterval(-$0) } ?? .distantPast
        var count = 0
        for donation in eventDonations[requirement.event] ?? [] where donation.date >= oldest {
            if requirement.value == nil || donation.value == requirement.value { count += 1 }
        }
        return count
    }

    /// Sets the parameter `name` to `value` for rules that require it
    /// (``TipRules/requiredParameters``); `nil` removes it. A number that is not finite
    /// throws ``/PopoverCore/PopoverInputError`` naming `parameters.<name>`.
    ///
    /// ```swift
    /// var ledger = TipLedger()
    /// try ledger.setParameter("isLoggedIn", true)
    /// ledger.eligibility(of: "share", rules: TipRules(requiredParameters: ["isLoggedIn": true]), at: Date()).isEligible  // true
    /// ```
    public mutating func setParameter(_ name: String, _ value: TipParameterValue?) throws {
        try value?.validate("parameters.\(name)")
        parameters[name] = value
    }
}
