import ArgumentParser
import Foundation
import PopoverCore
import PopoverMenu

/// `popoverkit menu`'s options for the menu's appearance: each overrides the same field of
/// the menu file's `"appearance"`.
struct MenuAppearanceOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The menu exactly this wide, in points (titles wrap to fit).", valueName: "points"))
    var fixedWidth: Double?

    @Flag(help: "The menu as wide as --anchor (a drop-down under a text field).")
    var anchorWidth = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The least height of an item's row, in points.", valueName: "points"))
    var rowHeight: Double?

    @Option(help: ArgumentHelp("The titles' font: a size, then optionally a weight (regular, medium, semibold, bold).", valueName: "size[,weight]"))
    var titleFont: String?

    @Option(help: ArgumentHelp("Where titles sit in their column: leading, center or trailing.", valueName: "alignment"))
    var textAlign: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The side of the items' images, in points.", valueName: "points"))
    var imageSize: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("A separator line's thickness, in points.", valueName: "points"))
    var separatorThickness: Double?

    @Option(help: ArgumentHelp("The titles' colour (one, or light,dark).", valueName: "color"))
    var textColor: String?

    @Option(help: ArgumentHelp("Subtitles', headers' and shortcuts' colour.", valueName: "color"))
    var secondaryTextColor: String?

    @Option(help: ArgumentHelp("The highlighted row's colour.", valueName: "color"))
    var highlightColor: String?

    @Option(help: ArgumentHelp("The highlighted row's text colour (default: black or white, whichever reads).", valueName: "color"))
    var highlightedTextColor: String?

    @Option(help: ArgumentHelp("The separators' colour.", valueName: "color"))
    var separatorColor: String?

    /// `appearance` with the options given put in, each checked and blamed on its option.
    func applied(to appearance: MenuAppearance) throws -> MenuAppearance {
        var a = appearance
        if let fixedWidth { a.width = .fixed(CGFloat(fixedWidth)) }
        if anchorWidth { a.width = .matchingAnchor }
        if let rowHeight { a.rowHeight = CGFloat(rowHeight) }
        if let titleFont { a.titleFont = try Self.font(titleFont, option: "--title-font") }
        if let textAlign {
            guard let alignment = MenuTextAlignment(rawValue: ArgumentValues.trimmed(textAlign).lowercased()) else {
                throw CommandLineError(option: "--text-align", rule: "must be leading, center or trailing", value: "\"\(ArgumentValues.visible(textAlign))\"")
            }
            a.textAlignment = alignment
        }
        if let imageSize { a.imageSize = CGFloat(imageSize) }
        if let separatorThickness { a.separatorThickness = CGFloat(separatorThickness) }
        if let textColor { a.textColor = try DynamicColorArgument.color(textColor, option: "--text-color") }
        if let secondaryTextColor { a.secondaryTextColor = try DynamicColorArgument.color(secondaryTextColor, option: "--secondary-text-color") }
        if let highlightColor { a.highlightColor = try DynamicColorArgument.color(highlightColor, option: "--highlight-color") }
        if let highlightedTextColor { a.highlightedTextColor = try DynamicColorArgument.color(highlightedTextColor, option: "--highlighted-text-color") }
        if let separatorColor { a.separatorColor = try DynamicColorArgument.color(separatorColor, option: "--separator-color") }
        do {
            try a.validate("appearance")
        } catch let error as PopoverInputError {
            // A bad value from an option is the option's; one from the file is the file's.
            let options = [
                "appearance.width": "--fixed-width", "appearance.rowHeight": "--row-height", "appearance.titleFont.size": "--title-font",
                "appearance.imageSize": "--image-size", "appearance.separatorThickness": "--separator-thickness",
            ]
            if let option = options[error.field], a != appearance, Self.given(option, in: self) {
                throw CommandLineError(option: option, rule: error.rule, value: error.value)
            }
            throw CommandLineError(option: "<menu.json>", rule: "\(error.field) \(error.rule)", value: error.value)
        }
        return a
    }

    private static func given(_ option: String, in o: MenuAppearanceOptions) -> Bool {
        switch option {
        case "--fixed-width": o.fixedWidth != nil
        case "--row-height": o.rowHeight != nil
        case "--title-font": o.titleFont != nil
        case "--image-size": o.imageSize != nil
        case "--separator-thickness": o.separatorThickness != nil
        default: false
        }
    }

    /// `size[,weight]`.
    private static func font(_ text: String, option: String) throws -> MenuFont {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { ArgumentValues.trimmed($0).lowercased() }
        let weights = MenuFont.Weight.allCases.map(\.rawValue).joined(separator: ", ")
        guard (1...2).contains(parts.count), let size = Double(parts[0]), size.isFinite, PopoverLimits.fontSize.contains(CGFloat(size)),
              let weight = parts.count == 2 ? MenuFont.Weight(rawValue: parts[1]) : .regular else {
            throw CommandLineError(option: option, rule: "must be a size from 1 to 200, then optionally a weight (\(weights))", value: "\"\(ArgumentValues.visible(text))\"")
        }
        return MenuFont(size: CGFloat(size), weight: weight)
    }
}
