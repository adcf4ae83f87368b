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
                --offset -40 --scale 3 --appearance dark -o skin.svg
            """
    )

    @Option(help: ArgumentHelp("A built-in style (system, classic, orange, noir, tooltip) or a style JSON file.", valueName: "name|file"))
    var style: String = "system"

    @Option(help: ArgumentHelp("Where the arrow points: up, down, left, right or none.", valueName: "direction"))
    var direction: String = "up"

    @Option(help: ArgumentHelp("The view's size in points, arrow included.", valueName: "w,h"))
    var size: String = "320,200"

    @Option(help: ArgumentHelp("UIKit's arrowOffset: from the view's centre to the arrow, negative to the left or up.", valueName: "points"))
    var offset: Double = 0

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = 2

    @Option(help: ArgumentHelp("light or dark.", valueName: "appearance"))
    var appearance: String = "light"

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String

    func run() throws {
        guard let appearance = Appearance(rawValue: appearance) else {
            throw CommandLineError(option: "--appearance", rule: "must be light or dark", value: "\"\(self.appearance)\"")
        }
        let request = SkinRenderRequest(
            style: try ArgumentValues.style(style),
            size: try ArgumentValues.size(size, option: "--size"),
            direction: try ArgumentValues.direction(direction, option: "--direction"),
            arrowOffset: CGFloat(offset),
            scale: scale,
            appearance: appearance
        )
        try OutputFile(output).write { format in try PopoverRenderer.data(request, format: format) }
        print("wrote \(output)")
    }
}
