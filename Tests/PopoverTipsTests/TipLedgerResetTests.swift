import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: reset and invalidate by id, and reset everything (TipKit's
/// `Tips.resetDatastore()`).
@Suite struct TipLedgerResetTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func busyLedger() throws -> TipLedger {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: now)
        ledger.recordDisplay(of: "filter", at: now)
        ledger.invalidate("filter", reason: .app)
        ledger.recordEvent("saved", value: "pdf", at: now)
        try ledger.setParameter("isLoggedIn", true)
        return ledger
    }

    @Test func resetForgetsOneTipOnly() throws {
        var ledger = try Self.busyLedger()
        ledger.reset("filter")
        #expect(ledger.records["filter"] == nil)
        #expect(ledger.records["share"]?.displayCount == 1)
        #expect(ledger.eventCounts["saved"] == 1 && ledger.parameters["isLoggedIn"] == true && ledger.lastDisplayed == Self.now)
        #expect(ledger.eligibility(of: "filter", rules: TipRules(), at: Self.now) == .eligible)
    }

    @Test func invalidateEndsOneTipOnly() throws {
        var ledger = try Self.busyLedger()
        ledger.invalidate("share", reason: .actionPerformed)
        #expect(ledger.eligibility(of: "share", rules: TipRules(), at: Self.now) == .invalidated(.actionPerformed))
        #expect(ledger.eligibility(of: "new", rules: TipRules(), at: Self.now) == .eligible)
        #expect(ledger.records["share"]?.displayCount == 1)
    }

    @Test func resetAllForgetsEverything() throws {
        var ledger = try Self.busyLedger()
        ledger.resetAll()
        #expect(ledger == TipLedger())
        #expect(ledger.lastDisplayed == nil && ledger.eventDonations.isEmpty && ledger.parameters.isEmpty)
    }
}
