import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// `popoverkit render`: one skin to PNG, PDF or SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a popover skin to PNG, PDF or SVG.",
        discussion: """
            The size is the background view's, arrow included, as UIKit lays it out; the \
            output has room around it for the shadow. The file's extension picks the format.

            Examples:
              popoverkit render --style classic --direction up --size 320,200 \\
                -o classic.png
              popoverkit render --style my-style.json --direction left --size 240,160 \\
                --offset=-40 --scale 3 --appearance dark -o skin.svg
            """
    )

    @Option(help: ArgumentHelp("A built-in style or a style JSON file.", valueName: "name|file"))
    var style: StyleArgument = "system"

    @OptionGroup var view: BackgroundViewOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String

    /// Refuses a bad value before anything is drawn, naming its option.
    func validate() throws {
        _ = try request()
    }

    func run() throws {
        let request = try request()
        try OutputFile(output).write { format in try PopoverRenderer.data(request, format: format) }
        print("wrote \(output)")
    }

    /// The options read as a request, each checked in turn.
    private func request() throws -> SkinRenderRequest {
        SkinRenderRequest(
            style: try style.style(),
            size: try view.viewSize(),
            direction: try view.arrowDirection(),
            arrowOffset: try view.arrowOffset(),
            scale: try view.pixelScale(),
            appearance: try view.viewAppearance()
        )
    }
}
