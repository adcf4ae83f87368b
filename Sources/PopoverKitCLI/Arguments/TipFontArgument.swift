import Foundation
import PopoverCore
import PopoverTips

/// `--title-font` / `--message-font` / `--action-font SIZE|STYLE[,WEIGHT]`: a point size
/// or a Dynamic Type text style (`body`, `footnote`, …), then optionally a weight.
struct TipFontArgument: CheckedArgument {
    let text: String

    static var allValueStrings: [String] { TipFont.TextStyle.allCases.map(\.rawValue) }

    /// The font the text names, `fallback`'s weight kept when none is given.
    ///
    /// - Throws: ``CommandLineError`` naming `option` for an unknown style or weight, or a
    ///   size that is not a number from 1 to 200.
    func font(option: String, fallback: TipFont) throws -> TipFont {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { ArgumentValues.trimmed($0).lowercased() }
        let weights = TipFont.Weight.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count <= 2 else { throw refusal(option, weights) }
        var weight = fallback.weight
        if parts.count == 2 {
            guard let named = TipFont.Weight(rawValue: parts[1]) else { throw refusal(option, weights) }
            weight = named
        }
        if let style = TipFont.TextStyle.allCases.first(where: { $0.rawValue.lowercased() == parts[0] }) {
            return .textStyle(style, weight: weight)
        }
        guard let size = Double(parts[0]), size.isFinite, PopoverLimits.fontSize.contains(CGFloat(size)) else { throw refusal(option, weights) }
        return TipFont(size: CGFloat(size), weight: weight)
    }

    private func refusal(_ option: String, _ weights: String) -> CommandLineError {
        CommandLineError(
            option: option, rule: "must be a size from 1 to 200 or a text style (\(Self.allValueStrings.joined(separator: ", "))), then optionally a weight (\(weights))",
            value: "\"\(ArgumentValues.visible(text))\""
        )
    }
}
