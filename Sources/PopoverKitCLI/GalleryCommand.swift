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
    var style: [StyleArgument] = []

    @Option(help: ArgumentHelp("Pixels per point of the PNG: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = RenderScale.standard

    /// Refuses a bad style or output file before anything is drawn.
    func validate() throws {
        _ = try styles()
        for file in files() { try file.checkFormat() }
    }

    func run() throws {
        let styles = try styles()
        for file in files() {
            try file.write { format in try GallerySheet(styles: styles, scale: scale).data(format) }
            print("wrote \(file.path)")
        }
    }

    /// The styles asked for, or every built-in one.
    private func styles() throws -> [PopoverStyle] {
        style.isEmpty ? PopoverStyle.builtIn : try style.map { try $0.style() }
    }

    /// The files asked for, or `gallery.png`.
    private func files() -> [OutputFile] {
        (output.isEmpty ? ["gallery.png"] : output).map { OutputFile($0) }
    }
}
