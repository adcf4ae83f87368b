import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverCore

/// Issue 45: a JSON number a `Double` cannot hold was "not valid JSON" with no field; it is
/// now refused by its JSON path.
@Suite struct JSONNumberRangeTests {
    static func field(_ json: String) -> String? { JSONNumberRange.locate(in: Data(json.utf8))?.field }

    @Test func theNumberIsFoundByItsPath() {
        #expect(Self.field(#"{"a": 1, "b": {"c": [0, 2, 1e999]}}"#) == "b.c[2]")
        #expect(Self.field(#"{"sections":[{"items":[{"title":"x"},{"n":-1E+999}]}]}"#) == "sections[0].items[1].n")
        #expect(Self.field(#"{"a": {"b": 1}, "c": 1e-400}"#) == "c")
        #expect(Self.field(#"[1e999]"#) == "[0]")
        #expect(Self.field(#"1e999"#) == "(root)")
        #expect(Self.field(#"{"we\"ird": 1e999}"#) == #"we"ird"#)
        #expect(Self.field(#"{"1e999": "1e999", "x": [1, {"y": 0.0e-999}]}"#) == nil)  // strings, and a real zero
    }

    @Test func numbersADoubleHoldsAreLeftAlone() {
        #expect(Self.field(#"{"a": 1.7976931348623157e308, "b": -2.2250738585072014e-308, "c": 5e-324, "d": 0, "e": -0.0}"#) == nil)
    }

    /// Through a real decoder: the style's field and the token, not "not valid JSON".
    @Test func aStyleNamesTheField() throws {
        let noir = String(decoding: try PopoverStyle.noir.jsonData(), as: UTF8.self)
        for number in ["1e999", "-1e999", "1e-400"] {
            let text = noir.replacingOccurrences(of: #""base" : 28"#, with: #""base" : \#(number)"#)
            #expect(text != noir)
            #expect(throws: PopoverInputError(
                field: "arrow.base", rule: "must be a number a Double holds (at most 1.8e308 in size, and 0 or at least 2.2e-308)", value: number
            )) { try PopoverStyle(json: Data(text.utf8)) }
        }
    }

    /// 2,000 random documents with random numbers, some out of range: a number is reported
    /// exactly when the document has one a Double cannot hold.
    @Test func randomDocuments() {
        var random = SplitMix64(seed: 45)
        for _ in 0..<2_000 {
            var bad = false
            let values = (0..<Int.random(in: 1...6, using: &random)).map { _ -> String in
                switch Int.random(in: 0..<6, using: &random) {
                case 0: bad = true; return ["1e999", "-4e400", "1e-400", "9.9e-999"].randomElement(using: &random)!
                case 1: return "\"text 1e999\""
                default: return String(Double.random(in: -1e300...1e300, using: &random))
                }
            }
            let json = "{\"k\": [" + values.joined(separator: ", ") + "]}"
            #expect((Self.field(json) != nil) == bad, "\(json)")
        }
    }
}
