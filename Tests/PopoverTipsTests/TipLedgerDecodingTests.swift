import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35, item 3: a saved ledger with a count no ledger can reach is refused, naming
/// the count.
@Suite struct TipLedgerDecodingTests {
    static func decode(_ json: String) throws -> TipLedger { try JSONDecoder().decode(TipLedger.self, from: Data(json.utf8)) }

    @Test(arguments: [
        (#"{"records": {"share": {"displayCount": -1}}, "eventCounts": {}}"#, "ledger.records.share.displayCount: must be >= 0, got -1"),
        (#"{"records": {"share": {"displayCount": 2}, "filter": {"displayCount": -9223372036854775808}}, "eventCounts": {}}"#,
         "ledger.records.filter.displayCount: must be >= 0, got -9223372036854775808"),
        (#"{"records": {"b": {"displayCount": -2}, "a": {"displayCount": -1}}, "eventCounts": {}}"#, "ledger.records.a.displayCount: must be >= 0, got -1"),
        (#"{"records": {}, "eventCounts": {"photoSaved": -3}}"#, "ledger.eventCounts.photoSaved: must be >= 0, got -3"),
        (#"{"records": {"share": {"displayCount": 1, "lastDisplayed": 0}}, "eventCounts": {"saved": 0, "opened": -1}}"#, "ledger.eventCounts.opened: must be >= 0, got -1"),
    ])
    func negativeCountsAreRefusedByName(json: String, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try Self.decode(json) }
        #expect(error.description == message)
    }

    @Test func aGoodLedgerDecodesAndRoundTrips() throws {
        let ledger = try Self.decode(#"{"records": {"share": {"displayCount": 0, "lastDisplayed": 10, "invalidation": "tipClosed"}}, "eventCounts": {"saved": 0}}"#)
        #expect(ledger.records["share"] == TipRecord(displayCount: 0, lastDisplayed: Date(timeIntervalSinceReferenceDate: 10), invalidation: .tipClosed))
        #expect(ledger.eventCounts == ["saved": 0])
        #expect(try JSONDecoder().decode(TipLedger.self, from: JSONEncoder().encode(ledger)) == ledger)
    }

    /// Storage hands the decoding's error on, naming the count rather than the key.
    @Test func storageRefusesANegativeCountByName() throws {
        let suite = "PopoverKitTests.\(UUID().uuidString)"
        defer { UserDefaults().removePersistentDomain(forName: suite) }
        UserDefaults(suiteName: suite)?.set(Data(#"{"records": {}, "eventCounts": {"saved": -1}}"#.utf8), forKey: "tips")
        let error = try #require(throws: PopoverInputError.self) { try UserDefaultsTipLedgerStorage(suiteName: suite, key: "tips").loadLedger() }
        #expect(error.description == "ledger.eventCounts.saved: must be >= 0, got -1")
    }
}
