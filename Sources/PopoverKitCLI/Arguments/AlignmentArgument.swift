import Foundation
import PopoverCore

/// `--align start|center|end|F`: where the body sits along the arrow's edge; several,
/// separated by commas, to compare them.
struct AlignmentArgument: CheckedArgument {
    let text: String

    static var allValueStrings: [String] { ["start", "center", "end"] }

    /// - Throws: ``CommandLineError`` naming `option` unless each comma-separated part is
    ///   a name or a fraction from 0 to 1.
    func alignments(option: String) throws -> [PopoverAlignment] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { try Self.alignment(String($0), whole: text, option: option) }
    }

    private static func alignment(_ text: String, whole: String, option: String) throws -> PopoverAlignment {
        switch ArgumentValues.trimmed(text).lowercased() {
        case "start", "leading": return .start
        case "center", "centre": return .center
        case "end", "trailing": return .end
        default:
            guard let f = Double(ArgumentValues.trimmed(text)), f >= 0, f <= 1 else {
                throw CommandLineError(option: option, rule: "must be start, center, end or a fraction from 0 to 1 (several separated by commas)", value: "\"\(ArgumentValues.visible(whole))\"")
            }
            return .fraction(CGFloat(f))
        }
    }
}

/// `--arrow-at F|Npt`: the arrow at a fraction of the body's edge, or N points from its start.
struct ArrowPositionArgument: CheckedArgument {
    let text: String

    /// - Throws: ``CommandLineError`` naming `option` unless the text is a fraction from 0
    ///   to 1 or a finite distance of at least 0 followed by `pt`.
    func position(option: String) throws -> ArrowPosition {
        let trimmed = ArgumentValues.trimmed(text).lowercased()
        if trimmed.hasSuffix("pt"), let p = Double(ArgumentValues.trimmed(trimmed.dropLast(2))),
           p.isFinite, p >= 0, p <= Double(PopoverLimits.maximumCoordinate) {
            return .points(CGFloat(p))
        }
        if let f = Double(trimmed), f >= 0, f <= 1 { return .fraction(CGFloat(f)) }
        throw CommandLineError(option: option, rule: "must be a fraction from 0 to 1, or a distance in points such as 24pt", value: "\"\(ArgumentValues.visible(text))\"")
    }
}
