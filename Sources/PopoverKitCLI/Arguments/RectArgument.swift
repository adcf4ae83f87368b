import Foundation
import PopoverCore

/// A rectangle, `X,Y,W,H` (`--anchor`).
struct RectArgument: CheckedArgument {
    let text: String

    /// - Throws: ``CommandLineError`` naming `option` unless the text is 4 numbers separated by commas.
    func rect(option: String) throws -> CGRect {
        let v = try ArgumentValues.numbers(text, count: 4, option: option, shape: "X,Y,W,H")
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
