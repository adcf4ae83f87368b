import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Richer rules read from JSON: the new keys, their checks by name, and rules written
/// before them reading as before.
@Suite struct TipRulesJSONTests {
    static func decode(_ json: String) throws -> TipRules { try JSONDecoder().decode(TipRules.self, from: Data(json.utf8)) }

    @Test func everyNewKeyReads() throws {
        let rules = try Self.decode(#"""
        {"requiredEvents": {"saved": 1},
         "eventRequirements": [{"event": "editorOpened", "count": 3, "within": 604800}, {"event": "fileOpened", "count": 1, "value": "pdf"}],
         "requiredParameters": {"isLoggedIn": {"bool": true}, "plan": {"string": "pro"}, "photos": {"int": 3}, "ratio": {"double": 0.5}},
         "afterTips": ["share"], "ignoresDisplayFrequency": true}
        """#)
        #expect(rules == TipRules(
            requiredEvents: ["saved": 1],
            eventRequirements: [TipEventRequirement("editorOpened", count: 3, within: 604_800), TipEventRequirement("fileOpened", count: 1, value: "pdf")],
            requiredParameters: ["isLoggedIn": true, "plan": "pro", "photos": 3, "ratio": 0.5],
            afterTips: ["share"], ignoresDisplayFrequency: true
        ))
        #expect(try JSONDecoder().decode(TipRules.self, from: JSONEncoder().encode(rules)) == rules)
    }

    /// Rules that use none of the new keys encode as before, and `requiredEvents` still works.
    @Test func oldRulesEncodeAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(TipRules(maximumDisplayCount: 1, requiredEvents: ["saved": 2])), as: UTF8.self)
        #expect(json == #"{"endsWhenActionPerformed":true,"endsWhenClosed":true,"maximumDisplayCount":1,"minimumInterval":0,"requiredEvents":{"saved":2}}"#)
    }

    @Test(arguments: [
        (#"{"eventRequirements": [{"event": "a", "count": 1, "withn": 60}]}"#, #"eventRequirements[0].withn: is not a key here"#),
        (#"{"afterTip": ["share"]}"#, #"afterTip: is not a key here (known: maximumDisplayCount, minimumInterval, requiredEvents, eventRequirements, requiredParameters, afterTips, ignoresDisplayFrequency, endsWhenClosed, endsWhenActionPerformed; did you mean "afterTips"?)"#),
        (#"{"requiredParameters": {"a": {"bol": true}}}"#, #"requiredParameters.a.bol: is not a key here (known: bool, int, double, string; did you mean "bool"?)"#),
        (#"{"eventRequirements": [{"event": "a", "count": 1}, {"event": "b", "count": -1}]}"#, "rules.eventRequirements[1].count: must be >= 0, got -1"),
        (#"{"eventRequirements": [{"event": "a", "count": 5000, "value": "x"}]}"#, "rules.eventRequirements[0].count: must be at most 1000 with a window or a value, got 5000"),
        (#"{"eventRequirements": [{"event": "a", "count": 1, "within": -5}]}"#, "rules.eventRequirements[0].within: must be > 0, got -5"),
        (#"{"afterTips": [""]}"#, #"rules.afterTips[0]: must not be empty, got """#),
        (#"{"requiredParameters": {"": {"int": 1}}}"#, #"rules.requiredParameters: must not have an empty parameter name, got """#),
    ])
    func badRulesAreRefusedByName(json: String, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try Self.decode(json) }
        #expect(error.description.hasPrefix(message))
    }
}
