import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules: parameters the app sets (TipKit's `@Parameter` and
/// `#Rule(Self.$isLoggedIn) { $0 == true }`).
@Suite struct TipParameterTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aTipWaitsForItsParameters() throws {
        let rules = TipRules(requiredParameters: ["isLoggedIn": true, "plan": "pro"])
        var ledger = TipLedger()
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.now) == .waitingForParameter("isLoggedIn"))
        try ledger.setParameter("isLoggedIn", true)
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.now) == .waitingForParameter("plan"))
        try ledger.setParameter("plan", "free")
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.now) == .waitingForParameter("plan"))
        try ledger.setParameter("plan", "pro")
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.now) == .eligible)
        try ledger.setParameter("isLoggedIn", nil)
        #expect(ledger.parameters["isLoggedIn"] == nil)
        #expect(ledger.eligibility(of: "t", rules: rules, at: Self.now) == .waitingForParameter("isLoggedIn"))
    }

    /// Kinds stay apart: 3 is not 3.0 and not "3".
    @Test func valuesOfOtherKindsDiffer() throws {
        var ledger = TipLedger()
        try ledger.setParameter("count", .double(3))
        #expect(ledger.eligibility(of: "t", rules: TipRules(requiredParameters: ["count": 3]), at: Self.now) == .waitingForParameter("count"))
        #expect(ledger.eligibility(of: "t", rules: TipRules(requiredParameters: ["count": 3.0]), at: Self.now) == .eligible)
        #expect(ledger.eligibility(of: "t", rules: TipRules(requiredParameters: ["count": "3"]), at: Self.now) == .waitingForParameter("count"))
    }

    @Test func aNumberThatIsNotFiniteIsRefused() throws {
        var ledger = TipLedger()
        let error = try #require(throws: PopoverInputError.self) { try ledger.setParameter("ratio", .double(.nan)) }
        #expect(error.description == "parameters.ratio: must be a finite number, got nan")
        #expect(ledger.parameters.isEmpty)
        let rules = try #require(throws: PopoverInputError.self) { try TipRules(requiredParameters: ["ratio": .double(-.infinity)]).validate() }
        #expect(rules.description == "rules.requiredParameters.ratio: must be a finite number, got -inf")
        let empty = try #require(throws: PopoverInputError.self) { try TipRules(requiredParameters: ["": true]).validate() }
        #expect(empty.description == #"rules.requiredParameters: must not have an empty parameter name, got """#)
    }

    @Test(arguments: [TipParameterValue.bool(false), .int(-7), .double(2.5), .double(3), .string("pro")])
    func valuesRoundTripThroughJSON(value: TipParameterValue) throws {
        #expect(try JSONDecoder().decode(TipParameterValue.self, from: JSONEncoder().encode(value)) == value)
    }

    @Test(arguments: [
        (#"{"bool": true, "int": 1}"#, "(root): must hold exactly one of bool, int, double, string, got 2 keys"),
        (#"{}"#, "(root): must hold exactly one of bool, int, double, string, got 0 keys"),
        (#"{"boolean": true}"#, #"boolean: is not a key here (known: bool, int, double, string; did you mean "bool"?), got "boolean""#),
    ])
    func badValuesAreRefusedByName(json: String, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(TipParameterValue.self, from: Data(json.utf8)) }
        #expect(error.description == message)
    }
}
