import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: at most one tip per interval across the app (TipKit's
/// `Tips.configure([.displayFrequency(.daily)])`, and `IgnoresDisplayFrequency`).
@Suite struct TipDisplayFrequencyTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }
    static let daily = TipsConfiguration(displayFrequency: 86_400)

    @Test func atMostOneTipADay() {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        #expect(ledger.lastDisplayed == Self.start)
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.at(3_600), configuration: Self.daily) == .tooSoonForAnyTip(until: Self.at(86_400)))
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.at(86_400), configuration: Self.daily) == .eligible)
        // Without the configuration, or for a tip that ignores it, no wait.
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.at(3_600)) == .eligible)
        #expect(ledger.eligibility(of: "filter", rules: TipRules(ignoresDisplayFrequency: true), at: Self.at(3_600), configuration: Self.daily) == .eligible)
    }

    /// A tip that ignores the frequency still counts as a tip shown; resetting a tip leaves
    /// the last showing of any tip, resetting all forgets it.
    @Test func everyShowingCounts() {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "urgent", at: Self.start)
        ledger.reset("urgent")
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.at(10), configuration: Self.daily) == .tooSoonForAnyTip(until: Self.at(86_400)))
        ledger.resetAll()
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.at(10), configuration: Self.daily) == .eligible)
    }

    /// The tip's own reasons come first; the app's frequency is the last reason.
    @Test func theFrequencyIsTheLastReason() {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        let rules = TipRules(requiredEvents: ["saved": 1])
        #expect(ledger.eligibility(of: "filter", rules: rules, at: Self.at(1), configuration: Self.daily) == .waitingForEvent("saved", have: 0, need: 1))
        #expect(ledger.eligibility(of: "share", rules: TipRules(minimumInterval: 60), at: Self.at(1), configuration: Self.daily) == .tooSoon(until: Self.at(60)))
    }

    /// The clock set back a year: the last showing counts as now, and `checkEligibility`
    /// keeps it, so the wait ends a day after the clock was seen set back.
    @Test func theClockSetBackDoesNotBlockForever() {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        let yearAgo = Self.at(-365 * 86_400)
        #expect(ledger.checkEligibility(of: "filter", rules: TipRules(), at: yearAgo, configuration: Self.daily) == .tooSoonForAnyTip(until: Self.at(-364 * 86_400)))
        #expect(ledger.lastDisplayed == yearAgo)
        // The other tip's own record is left alone.
        #expect(ledger.records["share"]?.lastDisplayed == Self.start)
        #expect(ledger.checkEligibility(of: "filter", rules: TipRules(), at: Self.at(-364 * 86_400), configuration: Self.daily) == .eligible)
    }

    @Test func aBadFrequencyIsRefusedByName() throws {
        let error = try #require(throws: PopoverInputError.self) { try TipsConfiguration(displayFrequency: .nan).validate() }
        #expect(error.description == "configuration.displayFrequency: must be a finite number, got nan")
        try TipsConfiguration(displayFrequency: 86_400).validate()
    }
}
