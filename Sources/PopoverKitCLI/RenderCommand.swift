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
              popoverkit render --style classic --direction up --size 320,200 -o classic.png
              popoverkit render --style my-style.json --direction left --size 240,160 \\
                --offset=-40 --scale 3 --appearance dark -o skin.svg
            """
    )

    @Option(help: ArgumentHelp("A built-in style (system, classic, orange, noir, tooltip) or a style JSON file.", valueName: "name|file"))
    var style: String = "system"

    @OptionGroup var view: BackgroundViewOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String

    func run() throws {
        let request = SkinRenderRequest(
            style: try ArgumentValues.style(style),
            size: try view.viewSize(),
            direction: try view.arrowDirection(),
            arrowOffset: try view.arrowOffset(),
            scale: try view.pixelScale(),
            appearance: try view.viewAppearance()
        )
        try OutputFile(output).write { format in try PopoverRenderer.data(request, format: format) }
        print("wrote \(output)")
    }
}
