import Foundation
import PopoverCore

/// `--text-color #RRGGBB[AA][,#RRGGBB[AA]]` and the like: one colour for light and dark, or
/// two separated by a comma (light, dark).
enum DynamicColorArgument {
    /// The colour `text` names.
    ///
    /// - Throws: ``CommandLineError`` naming `option` when it is not one or two colours.
    static func color(_ text: String, option: String) throws -> DynamicColor {
        let hexes = text.split(separator: ",", omittingEmptySubsequences: false).map { ArgumentValues.trimmed($0) }
        guard hexes.count <= 2, let colors = try? hexes.map({ try RGBAColor(hex: $0) }) else {
            throw CommandLineError(
                option: option, rule: "must be one colour #RRGGBB or #RRGGBBAA, or two separated by a comma (light, dark)",
                value: "\"\(ArgumentValues.visible(text))\""
            )
        }
        return DynamicColor(light: colors[0], dark: colors[colors.count - 1])
    }
}
