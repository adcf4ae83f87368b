/// An enum written in JSON as one of its raw strings: an unknown string is refused naming
/// the field and listing the choices (`arrow.sides: must be one of straight, curved, got
/// "wavy"`) rather than in the decoder's own words.
package protocol ChoiceDecodable: CaseIterable, RawRepresentable, Decodable where RawValue == String {}

extension ChoiceDecodable {
    /// Reads one of the raw values; another throws ``PopoverInputError`` naming the field
    /// and the choices.
    ///
    /// ```swift
    /// try JSONDecoder().decode([ArrowSides].self, from: Data(#"["curved"]"#.utf8))  // [.curved]
    /// ```
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let choice = Self(rawValue: raw) else {
            throw PopoverInputError(
                field: decoder.codingPath.dotted(),
                rule: "must be one of " + Self.allCases.map(\.rawValue).joined(separator: ", "),
                value: "\"\(raw)\""
            )
        }
        self = choice
    }
}
