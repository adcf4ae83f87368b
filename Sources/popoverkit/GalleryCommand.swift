import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// `popoverkit gallery`: every style, direction and appearance on one sheet.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every built-in style in every direction, light and dark, on one sheet.",
        discussion: """
            Examples:
              popoverkit gallery                       # writes gallery.png
              popoverkit gallery --style my-style.json -o mine.svg
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String = "gallery.png"

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Styles to show (names or JSON files); all built-in ones by default.", valueName: "name|file"))
    var style: [String] = []

    @Option(help: ArgumentHelp("Pixels per point of the PNG: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = 2

    func run() throws {
        let styles = style.isEmpty ? PopoverStyle.builtIn : try style.map { try ArgumentValues.style($0) }
        try OutputFile(output).write { format in try GallerySheet(styles: styles, scale: scale).data(format) }
        print("wrote \(output)")
    }
}
