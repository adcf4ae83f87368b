import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 20, item 6: show-once and frequency rules, with TipKit's documented rules as the
/// reference (Apple's "Tips.MaxDisplayCount", display frequency `.daily`, and
/// `#Rule(Self.didViewProfile) { $0.donations.count >= 3 }`).
@Suite struct TipLedgerTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    @Test func showOnceShowsOnce() {
        var ledger = TipLedger()
        let once = TipRules(maximumDisplayCount: 1)
        #expect(ledger.eligibility(of: "share", rules: once, at: Self.start) == .eligible)
        ledger.recordDisplay(of: "share", at: Self.start)
        #expect(ledger.eligibility(of: "share", rules: once, at: Self.at(1e8)) == .displayCountExceeded(1))
        #expect(ledger.eligibility(of: "other", rules: once, at: Self.start) == .eligible)
    }

    /// TipKit's `.daily` display frequency: not again within 24 hours.
    @Test func dailyFrequencyWaitsADay() {
        var ledger = TipLedger()
        let daily = TipRules(minimumInterval: 86_400)
        ledger.recordDisplay(of: "share", at: Self.start)
        #expect(ledger.eligibility(of: "share", rules: daily, at: Self.at(23 * 3_600)) == .tooSoon(until: Self.at(86_400)))
        #expect(ledger.eligibility(of: "share", rules: daily, at: Self.at(86_400)) == .eligible)
        // The clock set back a year: the last showing counts as now, not as a year ahead.
        #expect(ledger.eligibility(of: "share", rules: daily, at: Self.at(-365 * 86_400)) == .tooSoon(until: Self.at(-364 * 86_400)))
    }

    /// `#Rule(Self.didViewProfile) { $0.donations.count >= 3 }`.
    @Test func anEventMustHappenItsNumberOfTimes() {
        var ledger = TipLedger()
        let rules = TipRules(requiredEvents: ["didViewProfile": 3])
        ledger.recordEvent("didViewProfile", times: 2)
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.start) == .waitingForEvent("didViewProfile", have: 2, need: 3))
        ledger.recordEvent("didViewProfile")
        #expect(ledger.eligibility(of: "profile", rules: rules, at: Self.start) == .eligible)
        ledger.recordEvent("didViewProfile", times: -5)
        #expect(ledger.eventCounts["didViewProfile"] == 3)
        ledger.recordEvent("didViewProfile", times: .max)
        #expect(ledger.eventCounts["didViewProfile"] == .max)
    }

    /// Closing and using the action end the tip when the rules say so; a timeout or the
    /// app's taking it away never does; the first reason stays; reset forgets.
    @Test(arguments: TipEnding.allCases)
    func endingsInvalidateAsTheRulesSay(ending: TipEnding) {
        for (closes, acts) in [(true, true), (false, false), (true, false), (false, true)] {
            var ledger = TipLedger()
            let rules = TipRules(endsWhenClosed: closes, endsWhenActionPerformed: acts)
            ledger.recordEnding(of: "share", ending, rules: rules)
            let expected: TipInvalidation? = switch ending {
            case .closed: closes ? .tipClosed : nil
            case .actionPerformed: acts ? .actionPerformed : nil
            case .timedOut, .app: nil
            }
            #expect(ledger.records["share"]?.invalidation == expected)
            ledger.invalidate("share", reason: .app)
            #expect(ledger.records["share"]?.invalidation == expected ?? .app)
            ledger.reset("share")
            #expect(ledger.eligibility(of: "share", rules: rules, at: Self.start) == .eligible)
        }
    }

    @Test(arguments: [
        (TipRules(maximumDisplayCount: -1), "rules.maximumDisplayCount: must be >= 0, got -1"),
        (TipRules(minimumInterval: -1), "rules.minimumInterval: must be >= 0, got -1"),
        (TipRules(minimumInterval: .nan), "rules.minimumInterval: must be a finite number, got nan"),
        (TipRules(minimumInterval: 1e300), "rules.minimumInterval: must be at most 3155760000, got 1e+300"),
        (TipRules(requiredEvents: ["": 1]), #"rules.requiredEvents: must not have an empty event name, got """#),
        (TipRules(requiredEvents: ["saved": -2]), "rules.requiredEvents.saved: must be >= 0, got -2"),
    ])
    func badRulesAreRefusedByName(rules: TipRules, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try rules.validate() }
        #expect(error.description == message)
    }

    @Test func rulesReadFromJSONRefuseUnknownKeys() throws {
        let json = Data(#"{"maximumDisplayCount": 1, "minimumIntervall": 60}"#.utf8)
        let error = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(TipRules.self, from: json) }
        #expect(error.description.hasPrefix(#"minimumIntervall: is not a key here"#))
        #expect(error.description.contains(#"did you mean "minimumInterval"?"#))
        let rules = TipRules(maximumDisplayCount: 3, minimumInterval: 60, requiredEvents: ["a": 1], endsWhenClosed: false)
        #expect(try JSONDecoder().decode(TipRules.self, from: JSONEncoder().encode(rules)) == rules)
    }

    /// The ledger survives storage: in memory, and in UserDefaults as JSON; data that is
    /// not a ledger is refused naming the key, and left alone.
    @Test func storageKeepsTheLedger() throws {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "share", at: Self.start)
        ledger.recordEvent("saved", times: 4)
        ledger.recordEnding(of: "share", .closed, rules: TipRules())
        let memory = MemoryTipLedgerStorage()
        #expect(try memory.loadLedger() == TipLedger())
        try memory.saveLedger(ledger)
        #expect(try memory.loadLedger() == ledger)

        let suite = "PopoverKitTests.\(UUID().uuidString)"
        defer { UserDefaults().removePersistentDomain(forName: suite) }
        let defaults = UserDefaultsTipLedgerStorage(suiteName: suite, key: "tips")
        #expect(try defaults.loadLedger() == TipLedger())
        try defaults.saveLedger(ledger)
        #expect(try defaults.loadLedger() == ledger)
        UserDefaults(suiteName: suite)?.set(Data("not json".utf8), forKey: "tips")
        let error = try #require(throws: PopoverInputError.self) { try defaults.loadLedger() }
        #expect(error.description == "tips: must hold a tip ledger saved by PopoverKit, got 8 bytes that do not decode")
    }
}

/// A tip's popover ending, as the rules hear it.
@Suite struct TipEndingMappingTests {
    @Test func theUserClosingItIsClosedTheRestIsTheApps() {
        for reason in [DismissReason.outsideTap, .escapeKey, .voiceOver] { #expect(TipEnding(.dismissed(reason)) == .closed) }
        #expect(TipEnding(.dismissed(.app)) == .app)
        #expect(TipEnding(.anchorLeftWindow) == .app)
        #expect(TipEnding(.placementFailed("no room")) == .app)
    }
}
