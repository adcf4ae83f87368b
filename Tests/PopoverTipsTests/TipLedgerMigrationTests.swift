import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: ledgers saved before events had dates still load, and hostile saved
/// values of the new fields are refused by name.
@Suite struct TipLedgerMigrationTests {
    static func decode(_ json: String) throws -> TipLedger { try JSONDecoder().decode(TipLedger.self, from: Data(json.utf8)) }

    /// As the previous version saved it: only `records` and `eventCounts`.
    static let previousVersion = #"""
    {"records": {"share": {"displayCount": 2, "lastDisplayed": 700000000, "invalidation": "tipClosed"},
                 "filter": {"displayCount": 1, "lastDisplayed": 700000500}, "profile": {"displayCount": 0}},
     "eventCounts": {"photoSaved": 3}}
    """#

    @Test func aLedgerOfThePreviousVersionLoads() throws {
        let ledger = try Self.decode(Self.previousVersion)
        #expect(ledger.records["share"] == TipRecord(displayCount: 2, lastDisplayed: Date(timeIntervalSinceReferenceDate: 700_000_000), invalidation: .tipClosed))
        #expect(ledger.eventCounts == ["photoSaved": 3])
        #expect(ledger.eventDonations.isEmpty && ledger.parameters.isEmpty)
        // Any tip's last showing is the latest of the records'.
        #expect(ledger.lastDisplayed == Date(timeIntervalSinceReferenceDate: 700_000_500))
        #expect(ledger.eligibility(of: "new", rules: TipRules(requiredEvents: ["photoSaved": 3]), at: Date(timeIntervalSinceReferenceDate: 700_000_600)) == .eligible)
        #expect(try Self.decode(String(decoding: JSONEncoder().encode(ledger), as: UTF8.self)) == ledger)
    }

    /// A saved `null` means no tip showed since the ledger was last emptied: it is kept,
    /// not worked out from the records.
    @Test func aSavedNullStaysNull() throws {
        let ledger = try Self.decode(#"{"records": {"share": {"displayCount": 1, "lastDisplayed": 5}}, "eventCounts": {}, "lastDisplayed": null}"#)
        #expect(ledger.lastDisplayed == nil)
        #expect(try Self.decode(String(decoding: JSONEncoder().encode(TipLedger()), as: UTF8.self)) == TipLedger())
    }

    @Test(arguments: [
        (#"{"records": {}, "eventCounts": {}, "parameters": {"ratio": {"double": 1e400}}}"#, nil),
        (#"{"records": {}, "eventCounts": {}, "parameters": {"plan": {"string": "pro", "int": 1}}}"#,
         "parameters.plan: must hold exactly one of bool, int, double, string, got 2 keys"),
        (#"{"records": {}, "eventCounts": {}, "parameters": {"plan": {"text": "pro"}}}"#, nil),
        (#"{"records": {}, "eventCounts": {"saved": -1}, "eventDonations": {}}"#, "ledger.eventCounts.saved: must be >= 0, got -1"),
    ] as [(String, String?)])
    func hostileParametersAreRefused(json: String, message: String?) throws {
        let error = try #require(throws: (any Error).self) { try Self.decode(json) }
        if let message { #expect("\(error)" == message) }
    }

    /// More donations than a ledger keeps are refused naming the event; so is a date that
    /// is not finite (as a decoder that allows it reads one).
    @Test func tooManyDonationsAreRefusedByName() throws {
        let donation = #"{"date": 1}"#
        let many = Array(repeating: donation, count: TipLedger.maximumDonationsKept + 1).joined(separator: ",")
        let error = try #require(throws: PopoverInputError.self) {
            try Self.decode(#"{"records": {}, "eventCounts": {"b": 1001}, "eventDonations": {"b": ["# + many + #"], "a": [{"date": 2}]}}"#)
        }
        #expect(error.description == "ledger.eventDonations.b: must hold at most 1000 donations, got 1001")
        let kept = Array(repeating: donation, count: TipLedger.maximumDonationsKept).joined(separator: ",")
        #expect(try Self.decode(#"{"records": {}, "eventCounts": {}, "eventDonations": {"b": ["# + kept + #"]}}"#).eventDonations["b"]?.count == 1_000)
    }

    @Test func nonFiniteValuesAreRefusedByName() throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let cases = [
            (#"{"records": {}, "eventCounts": {}, "parameters": {"ratio": {"double": "nan"}}}"#, "ledger.parameters.ratio: must be a finite number, got nan"),
            (#"{"records": {}, "eventCounts": {}, "eventDonations": {"e": [{"date": 1}, {"date": "inf"}]}}"#, "ledger.eventDonations.e[1].date: must be a finite date, got inf"),
            (#"{"records": {"s": {"displayCount": 1, "lastDisplayed": "-inf"}}, "eventCounts": {}}"#, "ledger.records.s.lastDisplayed: must be a finite date, got -inf"),
            (#"{"records": {}, "eventCounts": {}, "lastDisplayed": "nan"}"#, "ledger.lastDisplayed: must be a finite date, got nan"),
        ]
        for (json, message) in cases {
            let error = try #require(throws: PopoverInputError.self) { try decoder.decode(TipLedger.self, from: Data(json.utf8)) }
            #expect(error.description == message)
        }
    }
}
