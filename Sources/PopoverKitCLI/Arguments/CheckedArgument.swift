import ArgumentParser

/// An option's value as typed, checked by its command's `validate()`.
///
/// swift-argument-parser refuses a value that `init?(argument:)` rejects with a message of its
/// own. These types take any text instead, list their choices for `--help` and shell completion
/// (`allValueStrings`), and leave the check to `validate()`, which throws a ``CommandLineError``
/// in the tool's one format: `error: <option>: <rule>, got <value>`.
protocol CheckedArgument: ExpressibleByArgument, ExpressibleByStringLiteral, CustomStringConvertible, Sendable
where StringLiteralType == String {
    /// The text as given on the command line.
    var text: String { get }

    init(text: String)
}

extension CheckedArgument {
    init(argument: String) { self.init(text: argument) }

    init(stringLiteral value: String) { self.init(text: value) }

    /// Help shows a default as it would be typed.
    var defaultValueDescription: String { text }

    var description: String { text }
}
