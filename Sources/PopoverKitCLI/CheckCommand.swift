import ArgumentParser
import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender

/// `popoverkit check [STYLE…]`: each style's contrast, as WCAG 2.2 measures it, in a table
/// (or JSON); exit 1 when a required check fails.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check styles' contrast against WCAG 2.2 AA.",
        discussion: """
            For each style (every built-in one when none is named), in light and dark, as \
            drawn and with Increase Contrast: the text (the style's black or white, or \
            --text-color) against the worst point of the fill it can sit on (a gradient \
            sampled, glass over a white and a black backdrop) needs 4.5:1 (WCAG 1.4.3); the \
            popover's edge (its border, or its fill) against the window is reported at 3:1 \
            (1.4.11) but not required. With --menu, the menu's rows are checked in each \
            style too (text on its row and on the highlight, 4.5:1). Prints a table, or \
            JSON with --json; exits 1 when a required check fails, 64 on bad input.

            Examples:
              popoverkit check
              popoverkit check glass mine.json --text-color '#1C1C1E,#F2F2F7'
              popoverkit check orange --menu sort.json --json
            """
    )

    @Argument(help: ArgumentHelp("Built-in style names or style JSON files; every built-in style when none.", valueName: "style"))
    var styles: [StyleArgument] = []

    @Option(name: .customLong("text-color"), parsing: .unconditional,
            help: ArgumentHelp("The text's colour, one or light,dark (default: each style's black or white).", valueName: "#RRGGBB[,#RRGGBB]"))
    var textColor: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A menu JSON file whose rows to check in each style too.", valueName: "menu.json"))
    var menu: String?

    @Flag(help: "Print the checks as JSON.")
    var json = false

    func validate() throws {
        for style in styles { _ = try style.style(option: "<style>") }
        if let textColor { _ = try DynamicColorArgument.color(textColor, option: "--text-color") }
        if menu != nil { _ = try readMenu() }
    }

    func run() throws {
        let chosen = try styles.isEmpty ? PopoverStyle.builtIn : styles.map { try $0.style(option: "<style>") }
        let text = try textColor.map { try DynamicColorArgument.color($0, option: "--text-color") }
        let menu = try self.menu.map { _ in try readMenu() }
        let report = StyleContrastReport(styles: chosen, textColor: text, menu: menu)
        if json {
            print(String(decoding: try report.jsonData(), as: UTF8.self))
        } else {
            print(report.table, terminator: "")
        }
        if report.fails { throw ExitCode(1) }
    }

    private func readMenu() throws -> PopoverMenu {
        let file = menu ?? ""
        let data = try InputFile.read(file, as: .menuJSON, option: "--menu")
        do {
            return try PopoverMenu(json: data)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "--menu", rule: "\(file): \(error.field) \(error.rule)", value: error.value)
        }
    }
}
