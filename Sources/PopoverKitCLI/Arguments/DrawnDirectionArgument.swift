import ArgumentParser
import PopoverCore

/// The way an arrow image points as drawn, `up`, `down`, `left` or `right` (`--arrow-drawn`):
/// a drawn arrow has a direction, so `none` is refused.
struct DrawnDirectionArgument: CheckedArgument {
    let text: String

    static let allValueStrings = ["up", "down", "left", "right"]

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The direction the text names (in any case).
    ///
    /// - Throws: ``CommandLineError`` naming `option` when the text names no arrowed direction.
    func direction(option: String) throws -> ArrowDirection {
        guard let direction = ArrowDirection(name: text), direction != .unknown else {
            throw CommandLineError(option: option, rule: "must be up, down, left or right", value: "\"\(text)\"")
        }
        return direction
    }
}
