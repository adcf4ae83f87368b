import ArgumentParser
import PopoverCore
import PopoverImageSkin

/// On which axes a single arrow image is flipped, not rotated, to make the opposite direction
/// (`--flip`): `none`, `vertical`, `horizontal` or `both`.
struct FlipArgument: CheckedArgument {
    let text: String

    static let allValueStrings = ["none", "vertical", "horizontal", "both"]

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// How the vertical and the horizontal opposite are made.
    ///
    /// - Throws: ``CommandLineError`` naming `option` when the text (in any case) names no choice.
    func turns(option: String) throws -> (vertical: ArrowTurn, horizontal: ArrowTurn) {
        switch text.lowercased() {
        case "none": return (.rotate, .rotate)
        case "vertical": return (.flip, .rotate)
        case "horizontal": return (.rotate, .flip)
        case "both": return (.flip, .flip)
        default: throw CommandLineError(option: option, rule: "must be none, vertical, horizontal or both", value: "\"\(text)\"")
        }
    }
}
