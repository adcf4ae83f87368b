import PopoverCore
import PopoverRender

/// A bad command-line value: the option, the rule it breaks and what was given.
struct CommandLineError: Error, CustomStringConvertible {
    /// EX_USAGE, as swift-argument-parser uses for its own validation errors.
    static let exitCode: Int32 = 64

    var option: String
    var rule: String
    var value: String

    var description: String { "\(option): \(rule), got \(value)" }

    /// Names the option that carried the value a core error is about.
    init(_ error: PopoverInputError) {
        let parts = error.field.split(separator: ".", maxSplits: 1).map(String.init)
        let options = [
            "container": "--container", "insets": "--insets", "anchor": "--anchor", "contentSize": "--content",
            "size": "--size", "scale": "--scale", "offset": "--offset",
        ]
        if let option = options[parts[0]] {
            self.option = option
            self.rule = parts.count > 1 ? "\(parts[1]) \(error.rule)" : error.rule
        } else {
            self.option = "--style"
            self.rule = "\(error.field) \(error.rule)"
        }
        self.value = Self.escapingControls(error.value)
    }

    /// A renderer failure, blamed on the output option.
    init(_ error: RenderError, option: String = "-o") {
        switch error {
        case let .unknownFormat(ext):
            self.init(option: option, rule: "must end in .png, .pdf or .svg", value: "\"\(ext)\"")
        case let .write(path, _):
            // The library words it as this rule: "cannot write PATH (reason)".
            self.init(option: option, rule: error.description, value: "\"\(path)\"")
        case let .backend(message):
            self.init(option: option, rule: "drawing failed: \(message)", value: "nothing")
        }
    }

    init(option: String, rule: String, value: String) {
        self.option = option
        self.rule = rule
        // A huge bad value is not echoed whole (PopoverInputError cuts it the same way), and
        // one with line breaks or control characters not over several lines or raw.
        let limit = PopoverInputError.maximumValueLength
        let shown = Self.escapingControls(value)
        self.value = shown.count > limit ? String(shown.prefix(limit)) + "…" : shown
    }

    /// The text with each control character and line or paragraph separator written as
    /// `\u{…}`, so that a message stays on one line and shows what was given.
    static func escapingControls(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
