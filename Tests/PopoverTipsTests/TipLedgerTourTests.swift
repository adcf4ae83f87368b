import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// A tour's progress kept in the ledger by the tour's identifier, so it resumes after a
/// relaunch: recorded, reset, saved ledgers without it still load, hostile saved values
/// refused by name.
@Suite struct TipLedgerTourTests {
    static func decode(_ json: String) throws -> TipLedger { try JSONDecoder().decode(TipLedger.self, from: Data(json.utf8)) }

    /// As the version before tours were kept saved it: every key but `tourProgress`.
    static let currentFormatWithoutTours = #"""
    {"records": {"share": {"displayCount": 1, "lastDisplayed": 700000000}},
     "eventCounts": {"saved": 2}, "eventDonations": {"saved": [{"date": 700000000, "value": "pdf"}]},
     "parameters": {"isLoggedIn": {"bool": true}}, "lastDisplayed": 700000000}
    """#

    @Test func aLedgerSavedBeforeToursWereKeptLoads() throws {
        let ledger = try Self.decode(Self.currentFormatWithoutTours)
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        #expect(ledger == TipLedger(
            records: ["share": TipRecord(displayCount: 1, lastDisplayed: date)], eventCounts: ["saved": 2],
            eventDonations: ["saved": [TipEventDonation(date: date, value: "pdf")]], parameters: ["isLoggedIn": true], lastDisplayed: date
        ))
        #expect(ledger.tourProgress.isEmpty)
        #expect(try Self.decode(String(decoding: JSONEncoder().encode(ledger), as: UTF8.self)) == ledger)
    }

    @Test func progressIsKeptByTourAndReset() throws {
        var ledger = TipLedger()
        ledger.recordDisplay(of: "onboarding", at: Date(timeIntervalSince1970: 0))
        ledger.recordTourProgress("onboarding", TourProgress(step: "filter", ending: nil))
        ledger.recordTourProgress("editor", TourProgress(step: nil, ending: .skipped))
        #expect(ledger.tourProgress == ["onboarding": TourProgress(step: "filter", ending: nil), "editor": TourProgress(step: nil, ending: .skipped)])
        // A tip of the same name is another thing: resetting it leaves the tour.
        ledger.reset("onboarding")
        #expect(ledger.tourProgress.count == 2)
        ledger.resetTour("editor")
        #expect(ledger.tourProgress == ["onboarding": TourProgress(step: "filter", ending: nil)])
        ledger.resetAll()
        #expect(ledger.tourProgress.isEmpty && ledger == TipLedger())
    }

    /// A progress no tour reports (a step and an ending) keeps the ending, as a resumed
    /// tour reads it, so the ledger never saves what it would refuse.
    @Test func anEndingWinsOverAStep() throws {
        var ledger = TipLedger()
        ledger.recordTourProgress("onboarding", TourProgress(step: "filter", ending: .completed))
        #expect(ledger.tourProgress["onboarding"] == TourProgress(step: nil, ending: .completed))
        #expect(try Self.decode(String(decoding: JSONEncoder().encode(ledger), as: UTF8.self)) == ledger)
    }

    @Test(arguments: [
        (#"{"records": {}, "eventCounts": {}, "tourProgress": {"b": {"step": "x", "ending": "skipped"}, "a": {"step": "share", "ending": "completed"}}}"#,
         #"ledger.tourProgress.a: must hold a step or an ending, not both, got step "share" and ending completed"#),
        (#"{"records": {}, "eventCounts": {}, "tourProgress": {"a": {"ending": "abandoned"}}}"#, nil),
        (#"{"records": {}, "eventCounts": {}, "tourProgress": {"a": {"step": 3}}}"#, nil),
        (#"{"records": {}, "eventCounts": {}, "tourProgress": ["a"]}"#, nil),
    ] as [(String, String?)])
    func hostileProgressIsRefused(json: String, message: String?) throws {
        let error = try #require(throws: (any Error).self) { try Self.decode(json) }
        if let message { #expect("\(error)" == message) }
    }

    /// Storage names the tour for a progress it refuses, and its key for one that does
    /// not decode; nothing is overwritten.
    @Test func storageRefusesHostileProgressByName() throws {
        let suite = "PopoverKitTests.\(UUID().uuidString)"
        defer { UserDefaults().removePersistentDomain(forName: suite) }
        let storage = UserDefaultsTipLedgerStorage(suiteName: suite, key: "tips")
        let both = Data(#"{"records": {}, "eventCounts": {}, "tourProgress": {"a": {"step": "s", "ending": "skipped"}}}"#.utf8)
        UserDefaults(suiteName: suite)?.set(both, forKey: "tips")
        #expect(try #require(throws: PopoverInputError.self) { try storage.loadLedger() }.field == "ledger.tourProgress.a")
        UserDefaults(suiteName: suite)?.set(Data(#"{"records": {}, "eventCounts": {}, "tourProgress": {"a": {"ending": "?"}}}"#.utf8), forKey: "tips")
        #expect(try #require(throws: PopoverInputError.self) { try storage.loadLedger() }.field == "tips")
    }
}
