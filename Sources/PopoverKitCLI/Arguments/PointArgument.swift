import Foundation
import PopoverCore

/// A point, `X,Y` (`--pointer`).
struct PointArgument: CheckedArgument {
    let text: String

    /// - Throws: ``CommandLineError`` naming `option` unless the text is 2 numbers separated by a comma.
    func point(option: String) throws -> CGPoint {
        let v = try ArgumentValues.numbers(text, count: 2, option: option, shape: "X,Y")
        return CGPoint(x: v[0], y: v[1])
    }
}
