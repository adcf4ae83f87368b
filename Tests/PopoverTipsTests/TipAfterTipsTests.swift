import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: a tip after another, shown only once each named tip ended for good.
@Suite struct TipAfterTipsTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aTipWaitsUntilTheTipsBeforeItEnded() {
        let rules = TipRules(afterTips: ["share", "filter"])
        var ledger = TipLedger()
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.now) == .waitingForTip("share"))
        ledger.recordDisplay(of: "share", at: Self.now)
        ledger.recordEnding(of: "share", .timedOut, rules: TipRules())
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.now) == .waitingForTip("share"))
        ledger.recordEnding(of: "share", .closed, rules: TipRules())
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.now) == .waitingForTip("filter"))
        ledger.invalidate("filter", reason: .app)
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.now) == .eligible)
        // Reset, a tip before it may show again, and this one waits again.
        ledger.reset("share")
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.now) == .waitingForTip("share"))
    }

    /// A tip closed under rules that do not end it is not over.
    @Test func aTipThatDidNotEndForGoodStillBlocks() {
        var ledger = TipLedger()
        ledger.recordEnding(of: "share", .closed, rules: TipRules(endsWhenClosed: false))
        #expect(ledger.eligibility(of: "profile", rules: TipRules(afterTips: ["share"]), at: Self.now) == .waitingForTip("share"))
    }

    @Test func anEmptyNameIsRefused() throws {
        let error = try #require(throws: PopoverInputError.self) { try TipRules(afterTips: ["share", ""]).validate() }
        #expect(error.description == #"rules.afterTips[1]: must not be empty, got """#)
    }
}
