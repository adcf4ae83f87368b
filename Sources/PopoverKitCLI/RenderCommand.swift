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
              popoverkit render --style glass --backdrop photo.png -o glass.png
              popoverkit render --style glass --reduce-transparency -o opaque.png

            A glass style is drawn over a backdrop, blurred inside the popover: your \
            picture (--backdrop) or a built-in colourful one. SVG cannot blur: glass is \
            drawn there as its opaque colour, with a warning.
            """
    )

    @Option(help: ArgumentHelp("A built-in style or a style JSON file.", valueName: "name|file"))
    var style: StyleArgument = "system"

    @OptionGroup var view: BackgroundViewOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("A PNG to draw behind the popover (glass shows it blurred); a built-in one for glass styles by default.", valueName: "file"))
    var backdrop: String?

    @Option(help: ArgumentHelp("The iOS major version drawn for: glass from 26, a blur material below.", valueName: "version"))
    var systemVersion: Int = DrawingEnvironment.firstGlassVersion

    @Flag(help: "Draw as with Reduce Transparency: glass becomes an opaque colour.")
    var reduceTransparency = false

    @Flag(help: "Draw as with Increase Contrast: stronger edges.")
    var increaseContrast = false

    /// Refuses a bad value before anything is drawn or allocated, naming its option: the
    /// output's format, then the request, its canvas included (a glass style's backdrop is
    /// made at the canvas's size).
    func validate() throws {
        _ = try checkedRequest()
    }

    func run() throws {
        var request = try checkedRequest()
        if let backdrop {
            // One image, bounded as compose's inputs are.
            var budget = PNGDecodingBudget()
            request.backdrop = try SkinInspectCommand.image(backdrop, "--backdrop", budget: &budget)
        } else if request.style.fill.isGlass {
            request.backdrop = try Backdrop.pattern(for: request)
        }
        try OutputFile(output).write { format in try PopoverRenderer.data(request, format: format) }
        print("wrote \(output)")
        if request.style.fill.isGlass, (try? OutputFormat(path: output)) == .svg, !request.accessibility.reduceTransparency {
            FileHandle.standardError.write(Data("warning: SVG cannot blur a backdrop: the glass is drawn as its opaque colour\n".utf8))
        }
    }

    /// The request, checked for the output's format as the renderer will check it.
    private func checkedRequest() throws -> SkinRenderRequest {
        let file = OutputFile(output)
        try file.checkFormat()
        let request = try request()
        do {
            try request.validate(for: OutputFormat(path: output))
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
        return request
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
        ).with(accessibility: try accessibility())
    }

    private func accessibility() throws -> SkinRenderRequest.Accessibility {
        guard (13...99).contains(systemVersion) else {
            throw CommandLineError(option: "--system-version", rule: "must be an iOS major version from 13 to 99", value: "\(systemVersion)")
        }
        return SkinRenderRequest.Accessibility(systemVersion: systemVersion, reduceTransparency: reduceTransparency, increaseContrast: increaseContrast)
    }
}

private extension SkinRenderRequest {
    func with(accessibility: Accessibility) -> SkinRenderRequest {
        var request = self
        request.accessibility = accessibility
        return request
    }
}
