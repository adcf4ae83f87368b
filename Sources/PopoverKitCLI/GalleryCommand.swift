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
              popoverkit gallery -o gallery.png -o gallery.pdf   # one run, two formats
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg; repeat it for several (default: gallery.png).", valueName: "file"))
    var output: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Styles to show (names or JSON files); all built-in ones by default.", valueName: "name|file"))
    var style: [String] = []

    @Option(help: ArgumentHelp("Pixels per point of the PNG: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = 2

    func run() throws {
        let styles = style.isEmpty ? PopoverStyle.builtIn : try style.map { try ArgumentValues.style($0) }
        let files = (output.isEmpty ? ["gallery.png"] : output).map { OutputFile($0) }
        for file in files { try file.checkFormat() }
        for file in files {
            try file.write { format in try GallerySheet(styles: styles, scale: scale).data(format) }
            print("wrote \(file.path)")
        }
    }
}
