/// Refuses a JSON object's keys that a type does not read, naming the key and the closest
/// known one: a misspelt `"resizingMod"` would otherwise be dropped without a word.
package enum KnownKeys {
    /// Throws ``PopoverInputError`` for the first key of the object being decoded that is
    /// not in `known`, with the known key it most resembles.
    package static func check(_ decoder: any Decoder, _ known: [String]) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            let closest = known.min { distance(key.stringValue, $0) < distance(key.stringValue, $1) }
            let hint = closest.map { "; did you mean \"\($0)\"?" } ?? ""
            throw PopoverInputError(
                field: decoder.codingPath.dotted(appending: key.stringValue),
                rule: "is not a key here (known: \(known.joined(separator: ", "))\(hint))",
                value: "\"\(key.stringValue)\""
            )
        }
    }

    /// Edit distance (insertions, deletions, substitutions), case-insensitive.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        guard !x.isEmpty else { return y.count }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + [Int](repeating: 0, count: y.count)
            for j in stride(from: 1, through: y.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
