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
        self.value = error.value
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
        // A huge bad value is not echoed whole (PopoverInputError cuts it the same way).
        let limit = PopoverInputError.maximumValueLength
        self.value = value.count > limit ? String(value.prefix(limit)) + "…" : value
    }
}
