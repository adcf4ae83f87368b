import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35, item 2: the clock set back. A last showing later than now counts as now, and
/// `checkEligibility` keeps that now, so the wait ends `minimumInterval` from when the
/// clock was seen set back, rather than moving on with the clock.
@Suite struct TipLedgerClockTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    /// An injected clock going back a year after a daily tip showed.
    @Test func theWaitAfterTheClockWentBackIsKept() {
        let daily = TipRules(minimumInterval: 86_400)
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        let yearAgo = Self.at(-365 * 86_400)
        #expect(ledger.checkEligibility(of: "share", rules: daily, at: yearAgo) == .tooSoon(until: Self.at(-364 * 86_400)))
        #expect(ledger.records["share"]?.lastDisplayed == yearAgo)
        // Half a day on, the same date; a day on, eligible (before, it waited another day, for a year).
        #expect(ledger.checkEligibility(of: "share", rules: daily, at: Self.at(-364.5 * 86_400)) == .tooSoon(until: Self.at(-364 * 86_400)))
        #expect(ledger.checkEligibility(of: "share", rules: daily, at: Self.at(-364 * 86_400)) == .eligible)
        #expect(ledger.records["share"]?.displayCount == 1)
    }

    /// The clock going back again moves the wait's start back again; going forward never moves it.
    @Test func theClockGoingBackTwiceShortensTheWait() {
        let hourly = TipRules(minimumInterval: 3_600)
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.at(10_000))
        #expect(ledger.checkEligibility(of: "share", rules: hourly, at: Self.at(5_000)) == .tooSoon(until: Self.at(8_600)))
        #expect(ledger.checkEligibility(of: "share", rules: hourly, at: Self.at(1_000)) == .tooSoon(until: Self.at(4_600)))
        #expect(ledger.checkEligibility(of: "share", rules: hourly, at: Self.at(2_000)) == .tooSoon(until: Self.at(4_600)))
        #expect(ledger.checkEligibility(of: "share", rules: hourly, at: Self.at(4_600)) == .eligible)
    }

    /// Asking never moves a showing forward, and leaves other tips and a clock that runs on alone.
    @Test func askingChangesNothingWhileTheClockRunsOn() {
        let rules = TipRules(minimumInterval: 60)
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        ledger.recordDisplay(of: "filter", at: Self.at(100))
        let before = ledger
        #expect(ledger.checkEligibility(of: "share", rules: rules, at: Self.at(30)) == .tooSoon(until: Self.at(60)))
        #expect(ledger.checkEligibility(of: "new", rules: rules, at: Self.at(30)) == .eligible)
        #expect(ledger == before)
        #expect(ledger.records["new"] == nil)
    }

    /// Random clock sequences (forward, back, far back) and showings, over random intervals:
    /// asked through `checkEligibility`, a tip is never blocked longer than its interval from
    /// the present, where the present is any time it was asked and blocked: from a wait
    /// seen at `t`, the tip is not too soon at any time from `t + interval` on (until it
    /// shows again), and the date it waits for is never later than `now + interval`.
    @Test func aTipIsNeverBlockedLongerThanItsIntervalFromThePresent() {
        forAllSeeds(5_000) { _, random in
            let rules = TipRules(minimumInterval: TimeInterval(Int.random(in: 1...500, using: &random)))
            var ledger = TipLedger()
            var now = Date(timeIntervalSince1970: 1_000_000)
            var deadline: Date?  // the earliest `t + interval` of a wait seen since the last showing
            for _ in 0..<60 {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let step = TimeInterval(Int.random(in: -50...200, using: &random))
                    now.addTimeInterval(random.chance(0.1) ? -TimeInterval(Int.random(in: 1...100_000, using: &random)) : step)
                case 1:
                    ledger.recordDisplay(of: "share", at: now)
                    deadline = nil
                default:
                    let eligibility = ledger.checkEligibility(of: "share", rules: rules, at: now)
                    guard case let .tooSoon(until) = eligibility else { continue }
                    if until > now.addingTimeInterval(rules.minimumInterval) { return "waits until \(until), past now + interval at \(now)" }
                    if let deadline, now >= deadline { return "still too soon at \(now), past \(deadline)" }
                    deadline = min(deadline ?? .distantFuture, now.addingTimeInterval(rules.minimumInterval))
                }
            }
            return nil
        }
    }
}
