import Foundation

/// Finds where JSON text stops being valid, as "line L, column C" (both from 1), for
/// error messages. `JSONDecoder` on Linux does not say where; `JSONSerialization`
/// names a character offset (Linux) or a line and column (Apple platforms).
enum JSONSyntaxLocation {
    static func locate(in data: Data) -> PopoverInputError? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            return PopoverInputError(
                field: location(from: description, in: data) ?? "(json)",
                rule: "must be valid JSON",
                value: reason(from: description)
            )
        }
    }

    /// "Invalid value around character 61." → "Invalid value".
    private static func reason(from description: String) -> String {
        let text = description.components(separatedBy: " around ").first ?? description
        return text.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    }

    private static func location(from description: String, in data: Data) -> String? {
        if let range = description.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
            return String(description[range])
        }
        guard let range = description.range(of: #"character \d+"#, options: .regularExpression),
              let offset = Int(description[range].dropFirst("character ".count))
        else { return nil }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return "line \(line), column \(column)"
    }
}
