import Foundation
import Testing

/// Checks that a documented value is what its comment says: `placement.frame  // (362, 84, 320, 213)`.
///
/// Numbers are compared as printed: an annotation with d decimals allows half a unit in
/// the last place. Tuples, points, sizes and rectangles compare their numbers in order;
/// `.name` compares an enum's case name; a quoted string compares the description;
/// encoded `Data` compares as its JSON text.
func expectAnnotated<T>(_ value: T, _ annotation: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = unwrapped(value)
    let described = actual.map { ($0 as? Data).map { String(decoding: $0, as: UTF8.self) } ?? String(describing: $0) } ?? "nil"
    let message: Comment = "documented \(annotation), got \(described)"
    switch annotation {
    case _ where actual is Data:  // encoded JSON, compared as text
        #expect(described == annotation, message, sourceLocation: sourceLocation)
    case "true", "false", "nil":
        #expect(described == annotation, message, sourceLocation: sourceLocation)
    case _ where annotation.hasPrefix("\""):
        #expect("\"\(described)\"" == annotation, message, sourceLocation: sourceLocation)
    case _ where annotation.hasPrefix("."):
        let name = String(annotation.dropFirst())
        #expect(described == name || described.hasPrefix(name + "("), message, sourceLocation: sourceLocation)
    default:
        let expected = numbers(in: annotation)
        let got = actual.map(leafNumbers) ?? []
        let tolerances = expected.map { tolerance(for: $0.text) }
        let matches = got.count == expected.count
            && zip(zip(got, expected), tolerances).allSatisfy { abs($0.0 - $0.1.value) <= $1 }
        #expect(matches, message, sourceLocation: sourceLocation)
    }
}

/// Checks that an example's call throws an error described as its comment says.
func expectThrows(_ body: () throws -> Void, _ description: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    do {
        try body()
        Issue.record("documented to throw \"\(description)\", but it did not", sourceLocation: sourceLocation)
    } catch {
        #expect("\(error)" == description, sourceLocation: sourceLocation)
    }
}

private func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
}

private func numbers(in annotation: String) -> [(value: Double, text: String)] {
    annotation.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
        .split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .map { (Double($0) ?? .nan, $0) }
}

private func tolerance(for text: String) -> Double {
    let decimals = text.split(separator: ".").dropFirst().first.map { $0.prefix { $0.isNumber }.count } ?? 0
    return 0.5 * pow(10, -Double(decimals))
}

/// The numbers a value is made of, in order: a CGRect gives x, y, width, height.
private func leafNumbers(_ value: Any) -> [Double] {
    switch value {
    case let v as Double: return [v]
    case let v as CGFloat: return [Double(v)]
    case let v as Float: return [Double(v)]
    case let v as Int: return [Double(v)]
    case let v as UInt8: return [Double(v)]
    case let v as any BinaryInteger: return [Double(Int(truncatingIfNeeded: v))]
    default: return Mirror(reflecting: value).children.flatMap { leafNumbers($0.value) }
    }
}
