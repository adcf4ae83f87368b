import ArgumentParser
import PopoverCore

/// Arrow directions in preference order (`--permitted`): `up,down` (any of up, down, left,
/// right, separated by commas), `any` (up, down, left, right) or `none` (no arrow).
struct DirectionListArgument: CheckedArgument {
    let text: String

    /// The words; several directions are separated by commas.
    static let allValueStrings = ["any", "none", "up", "down", "left", "right"]

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The directions, most preferred first.
    ///
    /// - Throws: ``CommandLineError`` naming `option` when a word names no arrowed direction.
    func directions(option: String) throws -> [ArrowDirection] {
        switch text.lowercased() {
        case "any": return ArrowDirection.arrowed
        case "none": return []
        default: break
        }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { name in
            guard let direction = ArrowDirection(name: String(name)), direction != .unknown else {
                throw CommandLineError(option: option, rule: "must list up, down, left, right, or be any or none", value: "\"\(text)\"")
            }
            return direction
        }
    }
}
