import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: events with dates and values, counted within a time window ("opened the
/// editor three times this week", TipKit's `donatedWithin(.week)`).
@Suite struct TipEventRequirementTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }
    static let day: TimeInterval = 86_400

    @Test func threeTimesThisWeek() {
        let rules = TipRules(eventRequirements: [TipEventRequirement("editorOpened", count: 3, within: 7 * Self.day)])
        var ledger = TipLedger()
        ledger.recordEvent("editorOpened", at: Self.at(0))
        ledger.recordEvent("editorOpened", times: 2, at: Self.at(2 * Self.day))
        #expect(ledger.eligibility(of: "editor", rules: rules, at: Self.at(7 * Self.day)) == .eligible)
        // A day later the first has left the week.
        #expect(ledger.eligibility(of: "editor", rules: rules, at: Self.at(8 * Self.day)) == .waitingForEvent("editorOpened", have: 2, need: 3))
        ledger.recordEvent("editorOpened", at: Self.at(8 * Self.day))
        #expect(ledger.eligibility(of: "editor", rules: rules, at: Self.at(8 * Self.day)) == .eligible)
        #expect(ledger.eventCounts["editorOpened"] == 4)
    }

    @Test func onlyTheValueCounts() {
        let rules = TipRules(eventRequirements: [TipEventRequirement("fileOpened", count: 2, value: "pdf")])
        var ledger = TipLedger()
        ledger.recordEvent("fileOpened", value: "pdf", at: Self.start)
        ledger.recordEvent("fileOpened", value: "png", at: Self.start)
        ledger.recordEvent("fileOpened", at: Self.start)
        #expect(ledger.eligibility(of: "pdf", rules: rules, at: Self.start) == .waitingForEvent("fileOpened", have: 1, need: 2))
        ledger.recordEvent("fileOpened", value: "pdf", at: Self.at(1e8))
        #expect(ledger.eligibility(of: "pdf", rules: rules, at: Self.at(2e8)) == .eligible)
    }

    /// Without a window or value a requirement counts every event, dated or not, as
    /// `requiredEvents` does; with one, undated events do not count.
    @Test func undatedEventsCountOnlyForTheTotal() {
        var ledger = TipLedger()
        ledger.recordEvent("saved", times: 3)
        let total = TipEventRequirement("saved", count: 3), windowed = TipEventRequirement("saved", count: 1, within: 60)
        #expect(ledger.count(of: total, at: Self.start) == 3)
        #expect(ledger.count(of: windowed, at: Self.start) == 0)
        #expect(ledger.eligibility(of: "t", rules: TipRules(eventRequirements: [total]), at: Self.start) == .eligible)
    }

    /// The newest 1,000 donations of an event are kept; the total goes on counting.
    @Test func theNewestDonationsAreKept() {
        var ledger = TipLedger()
        ledger.recordEvent("tick", times: 600, value: "old", at: Self.start)
        ledger.recordEvent("tick", times: 600, value: "new", at: Self.at(1))
        #expect(ledger.eventDonations["tick"]?.count == TipLedger.maximumDonationsKept)
        #expect(ledger.eventDonations["tick"]?.first == TipEventDonation(date: Self.start, value: "old"))
        #expect(ledger.count(of: TipEventRequirement("tick", count: 1, value: "old"), at: Self.at(1)) == 400)
        #expect(ledger.eventCounts["tick"] == 1_200)
        ledger.recordEvent("tick", times: .max, at: Self.at(2))
        #expect(ledger.eventDonations["tick"]?.count == TipLedger.maximumDonationsKept)
        #expect(ledger.eventCounts["tick"] == .max)
        ledger.recordEvent("none", times: -3, at: Self.start)
        #expect(ledger.eventDonations["none"] == nil && ledger.eventCounts["none"] == 0)
    }

    /// The clock set back: a donation dated later than now counts as now, and
    /// `checkEligibility` keeps that now, so it leaves the window a window after the clock
    /// was seen set back.
    @Test func aDonationFromTheFutureCountsAsNow() {
        let rules = TipRules(eventRequirements: [TipEventRequirement("opened", count: 1, within: Self.day)])
        var ledger = TipLedger()
        ledger.recordEvent("opened", at: Self.at(365 * Self.day))
        #expect(ledger.checkEligibility(of: "t", rules: rules, at: Self.start) == .eligible)
        #expect(ledger.eventDonations["opened"]?.first?.date == Self.start)
        #expect(ledger.checkEligibility(of: "t", rules: rules, at: Self.at(Self.day + 1)) == .waitingForEvent("opened", have: 0, need: 1))
    }

    /// `requiredEvents` are checked first, by name; then the requirements in order.
    @Test func theFirstUnmetEventIsNamed() {
        var ledger = TipLedger()
        let rules = TipRules(
            requiredEvents: ["b": 1, "a": 1],
            eventRequirements: [TipEventRequirement("d", count: 1, within: 10), TipEventRequirement("c", count: 1)]
        )
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.start) == .waitingForEvent("a", have: 0, need: 1))
        ledger.recordEvent("a"); ledger.recordEvent("b")
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.start) == .waitingForEvent("d", have: 0, need: 1))
        ledger.recordEvent("d", at: Self.start)
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.start) == .waitingForEvent("c", have: 0, need: 1))
    }

    @Test(arguments: [
        (TipEventRequirement("", count: 1), "rules.eventRequirements[0].event: must not be empty, got \"\""),
        (TipEventRequirement("a", count: -1), "rules.eventRequirements[0].count: must be >= 0, got -1"),
        (TipEventRequirement("a", count: 1_001, within: 60), "rules.eventRequirements[0].count: must be at most 1000 with a window or a value, got 1001"),
        (TipEventRequirement("a", count: 1_001, value: "x"), "rules.eventRequirements[0].count: must be at most 1000 with a window or a value, got 1001"),
        (TipEventRequirement("a", count: 1, within: 0), "rules.eventRequirements[0].within: must be > 0, got 0"),
        (TipEventRequirement("a", count: 1, within: .infinity), "rules.eventRequirements[0].within: must be a finite number, got inf"),
        (TipEventRequirement("a", count: 1, within: 1e300), "rules.eventRequirements[0].within: must be at most 3155760000, got 1e+300"),
    ])
    func badRequirementsAreRefusedByName(requirement: TipEventRequirement, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try TipRules(eventRequirements: [requirement]).validate() }
        #expect(error.description == message)
    }

    @Test func aLargeCountWithoutAWindowIsFine() throws {
        try TipRules(eventRequirements: [TipEventRequirement("a", count: 1_000_000)]).validate()
    }
}
