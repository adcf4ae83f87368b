import Foundation
import PopoverCore

/// A size, `W,H` (`--size`, `--container`, `--content`).
struct SizeArgument: CheckedArgument {
    let text: String

    /// - Throws: ``CommandLineError`` naming `option` unless the text is 2 numbers separated by a comma.
    func size(option: String) throws -> CGSize {
        let v = try ArgumentValues.numbers(text, count: 2, option: option, shape: "W,H")
        return CGSize(width: v[0], height: v[1])
    }
}
