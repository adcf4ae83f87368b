import Foundation
import PopoverCore

/// Reads the comma-separated values of the command line, with errors that name the option.
enum ArgumentValues {
    /// `count` numbers separated by commas, each with optional spaces or tabs around it, as
    /// a single number option reads them: other blanks (a no-break or zero-width space) are
    /// refused, and shown as `\u{…}` in the message, where they would be invisible.
    static func numbers(_ text: String, count: Int, option: String, shape: String) throws -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))) }
        guard parts.count == count, values.count == count else {
            throw CommandLineError(option: option, rule: "must be \(shape) (\(count) numbers separated by commas)", value: "\"\(visible(text))\"")
        }
        return values.map { CGFloat($0) }
    }

    /// The text with every character outside printable ASCII written as `\u{XXXX}`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
    }

    static func size(_ text: String, option: String) throws -> CGSize {
        let v = try numbers(text, count: 2, option: option, shape: "W,H")
        return CGSize(width: v[0], height: v[1])
    }

    static func rect(_ text: String, option: String) throws -> CGRect {
        let v = try numbers(text, count: 4, option: option, shape: "X,Y,W,H")
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    static func insets(_ text: String, option: String) throws -> PopoverInsets {
        let v = try numbers(text, count: 4, option: option, shape: "T,L,B,R")
        return PopoverInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// `up,down`, `any` (up, down, left, right) or `none` (no arrow), in preference order.
    static func directions(_ text: String, option: String) throws -> [ArrowDirection] {
        switch text.lowercased() {
        case "any": return ArrowDirection.arrowed
        case "none": return []
        default: break
        }
        var result: [ArrowDirection] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let direction = ArrowDirection(name: String(name)), direction != .unknown else {
                throw CommandLineError(option: option, rule: "must list up, down, left, right, or be any or none", value: "\"\(text)\"")
            }
            result.append(direction)
        }
        return result
    }

    static func direction(_ text: String, option: String) throws -> ArrowDirection {
        guard let direction = ArrowDirection(name: text) else {
            throw CommandLineError(option: option, rule: "must be up, down, left, right or none", value: "\"\(text)\"")
        }
        return direction
    }

    /// A built-in style's name, or a JSON file's path.
    static func style(_ text: String, option: String = "--style") throws -> PopoverStyle {
        if let style = PopoverStyle.named(text) { return style }
        guard text.lowercased().hasSuffix(".json") else {
            let names = PopoverStyle.builtIn.map(\.name).joined(separator: ", ")
            throw CommandLineError(option: option, rule: "must be one of \(names) or a .json file", value: "\"\(text)\"")
        }
        guard let data = FileManager.default.contents(atPath: text) else {
            throw CommandLineError(option: option, rule: "must be a readable file", value: "\"\(text)\"")
        }
        do {
            return try PopoverStyle(json: data)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: option, rule: "\(text): \(error.field) \(error.rule)", value: error.value)
        }
    }
}
