import ArgumentParser
import PopoverCore

/// One arrow direction, `up`, `down`, `left`, `right` or `none` (`--direction`, `--current`).
struct DirectionArgument: CheckedArgument {
    let text: String

    static let allValueStrings = ["up", "down", "left", "right", "none"]

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The direction the text names (in any case; `unknown` reads as `none`).
    ///
    /// - Throws: ``CommandLineError`` naming `option` when the text names no direction.
    func direction(option: String) throws -> ArrowDirection {
        guard let direction = ArrowDirection(name: text) else {
            throw CommandLineError(option: option, rule: "must be up, down, left, right or none", value: "\"\(text)\"")
        }
        return direction
    }
}
