import Foundation
import PopoverCore

/// Reads the comma-separated numbers of the command line (``SizeArgument``, ``RectArgument``,
/// ``InsetsArgument``), with errors that name the option.
enum ArgumentValues {
    /// `count` numbers separated by commas, each with optional spaces or tabs around it, as
    /// a single number option reads them: other blanks (a no-break or zero-width space) are
    /// refused, and shown as `\u{…}` in the message, where they would be invisible.
    static func numbers(_ text: String, count: Int, option: String, shape: String) throws -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double(trimmed($0)) }
        guard parts.count == count, values.count == count else {
            throw CommandLineError(option: option, rule: "must be \(shape) (\(count) numbers separated by commas)", value: "\"\(visible(text))\"")
        }
        return values.map { CGFloat($0) }
    }

    /// The text without the spaces and tabs around it: the only blanks a value may have.
    /// Other blanks (a no-break or zero-width space) stay, and make the value not match.
    static func trimmed(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// The text with every character outside printable ASCII written as `\u{XXXX}`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
    }
}
