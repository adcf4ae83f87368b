import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: the testing switch (TipKit's `Tips.showAllTipsForTesting()`,
/// `hideAllTipsForTesting()`, `showTipsForTesting(_:)`, `hideTipsForTesting(_:)`).
@Suite struct TipTestingSwitchTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A ledger where "share" ended and "filter" waits for an event.
    static var ledger: TipLedger {
        var ledger = TipLedger()
        ledger.invalidate("share", reason: .tipClosed)
        return ledger
    }

    static let waiting = TipRules(requiredEvents: ["saved": 1])

    static func eligibility(_ tip: String, _ testing: TipTesting) -> TipEligibility {
        ledger.eligibility(of: tip, rules: tip == "filter" ? waiting : TipRules(), at: now, configuration: TipsConfiguration(testing: testing))
    }

    @Test func theSwitchOverridesTheRules() {
        #expect(Self.eligibility("share", .off) == .invalidated(.tipClosed))
        #expect(Self.eligibility("filter", .off) == .waitingForEvent("saved", have: 0, need: 1))
        #expect(Self.eligibility("share", .showAll) == .eligible)
        #expect(Self.eligibility("filter", .showAll) == .eligible)
        #expect(Self.eligibility("new", .hideAll) == .hiddenForTesting)
        #expect(Self.eligibility("filter", .show(["filter"])) == .eligible)
        #expect(Self.eligibility("share", .show(["filter"])) == .invalidated(.tipClosed))
        #expect(Self.eligibility("new", .hide(["new"])) == .hiddenForTesting)
        #expect(Self.eligibility("other", .hide(["new"])) == .eligible)
    }

    /// The switch shows a tip over the app's display frequency too, and is never saved.
    @Test func theSwitchIsNotSaved() throws {
        var ledger = Self.ledger
        ledger.recordDisplay(of: "share", at: Self.now)
        let configuration = TipsConfiguration(displayFrequency: 86_400, testing: .showAll)
        #expect(ledger.checkEligibility(of: "new", rules: TipRules(), at: Self.now, configuration: configuration) == .eligible)
        let saved = String(decoding: try JSONEncoder().encode(ledger), as: UTF8.self)
        #expect(!saved.contains("testing") && !saved.contains("showAll"))
    }
}
