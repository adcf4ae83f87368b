import ArgumentParser
import PopoverCore

/// A built-in style's name, and nothing else (`popoverkit style NAME`).
struct StyleNameArgument: CheckedArgument {
    let text: String

    static var allValueStrings: [String] { PopoverStyle.builtIn.map(\.name) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The built-in style named.
    ///
    /// - Throws: ``CommandLineError`` naming `option` when no built-in style has the name.
    func style(option: String) throws -> PopoverStyle {
        guard let style = PopoverStyle.named(text) else {
            let names = Self.allValueStrings.joined(separator: ", ")
            throw CommandLineError(option: option, rule: "must be one of \(names)", value: "\"\(text)\"")
        }
        return style
    }
}
