import ArgumentParser
import PopoverCore

/// `light` or `dark` (`--appearance`), spelled as ``Appearance``'s raw values.
struct AppearanceArgument: CheckedArgument {
    let text: String

    static var allValueStrings: [String] { Appearance.allCases.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The appearance the text names.
    ///
    /// - Throws: ``CommandLineError`` naming `option` when the text names none.
    func appearance(option: String) throws -> Appearance {
        guard let value = Appearance(rawValue: text) else {
            throw CommandLineError(option: option, rule: "must be light or dark", value: "\"\(text)\"")
        }
        return value
    }
}
