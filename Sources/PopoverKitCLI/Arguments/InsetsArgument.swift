import Foundation
import PopoverCore

/// Edge insets, `T,L,B,R` (`--insets`, `--safe-area`, `--cap-insets`, `--content-insets`…).
struct InsetsArgument: CheckedArgument {
    let text: String

    /// - Throws: ``CommandLineError`` naming `option` unless the text is 4 numbers separated by commas.
    func insets(option: String) throws -> PopoverInsets {
        let v = try ArgumentValues.numbers(text, count: 4, option: option, shape: "T,L,B,R")
        return PopoverInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
