import ArgumentParser
import Foundation
import PopoverCore
import PopoverTips
import PopoverRender

/// `popoverkit tip`: a tip rendered alone, placed in its container with a spotlight, or at
/// the pointer as a tooltip.
struct TipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tip",
        abstract: "Render a tip: text in a popover, alone or beside its anchor.",
        discussion: """
            The text is laid out as the library lays it out on a device (title bold 15 pt, \
            message 13 pt, at most 260 pt wide by default, each action's hit area at least \
            44 × 44 pt), with the renderer's font (regular, or bold from semibold up), so line \
            breaks may differ from San Francisco's. --title-font, --message-font, --action-font, \
            --text-color, --text-align, --image and --right-to-left style it as an app's \
            TipTextStyle does. With --container and --anchor the whole \
            container is drawn: the tip placed as `place` would place it, over --backdrop (or \
            transparency), with --spotlight dimming all but the anchor. With --container and \
            --pointer it is a pointer tooltip: below the arrow cursor drawn at the pointer \
            (above it when there is no room), its leading end at the pointer, as an app's \
            arrowHelp places it.

            Examples:
              popoverkit tip "Tap here to share" --style tooltip -o tip.png
              popoverkit tip "Send this photo to a friend." --title Share \\
                --action "Got it" --container 390,300 --anchor 330,40,44,44 \\
                --spotlight -o step.png
              popoverkit tip "Drag to reorder your lists." --title Reorder \\
                --message-font body --text-color "#1C1C1E,#F2F2F7" \\
                --text-align center --image icon.png -o styled.png
              popoverkit tip "Drag to reorder" --style tooltip \\
                --container 360,160 --pointer 60,40 -o tooltip.png
            """
    )

    @Argument(help: ArgumentHelp("The tip's message.", valueName: "text"))
    var text: String

    @Option(help: ArgumentHelp("A bold title above the message.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("A button's title (up to two, in order).", valueName: "text"))
    var action: [String] = []

    @Option(help: ArgumentHelp("A built-in style or a style JSON file.", valueName: "name|file"))
    var style: StyleArgument = "system"

    @Option(parsing: .unconditional, help: ArgumentHelp("The widest the text may grow, in points.", valueName: "points"))
    var width: Double = Double(TipTextLayout.readableWidth)

    @Option(help: ArgumentHelp("The title's font: a size or a text style, then optionally a weight.", valueName: "size|style[,weight]"))
    var titleFont: TipFontArgument?

    @Option(help: ArgumentHelp("The message's font: a size or a text style, then optionally a weight.", valueName: "size|style[,weight]"))
    var messageFont: TipFontArgument?

    @Option(help: ArgumentHelp("The actions' font: a size or a text style, then optionally a weight.", valueName: "size|style[,weight]"))
    var actionFont: TipFontArgument?

    @Option(help: ArgumentHelp("The text's colour, or its light and dark colours.", valueName: "#RRGGBB[AA][,#RRGGBB[AA]]"))
    var textColor: String?

    @Option(help: ArgumentHelp("Where the lines sit: leading, center or trailing.", valueName: "alignment"))
    var textAlign: String = "leading"

    @Flag(help: "Lay the tip out right to left (Arabic, Hebrew): mirrored.")
    var rightToLeft = false

    @Option(help: ArgumentHelp("A PNG drawn at the text's leading edge (at most 36 pt a side).", valueName: "file"))
    var image: String?

    @Option(help: ArgumentHelp("Refused: the renderer has no SF Symbols (give the symbol as --image).", valueName: "name"))
    var systemImage: String?

    @Option(help: ArgumentHelp("Alone, where the arrow points (none: no arrow).", valueName: "direction"))
    var direction: DirectionArgument = "up"

    @Option(parsing: .unconditional, help: ArgumentHelp("The container to draw, with --anchor.", valueName: "w,h"))
    var container: SizeArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The rectangle the tip points at, in the container.", valueName: "x,y,w,h"))
    var anchor: RectArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Instead of --anchor, a pointer tooltip: the pointer's hot spot in the container.", valueName: "x,y"))
    var pointer: PointArgument?

    @Flag(help: "Dim the container but for a rounded hole around the anchor.")
    var spotlight = false

    @Option(help: ArgumentHelp("A PNG stretched behind the container.", valueName: "file"))
    var backdrop: String?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = RenderScale.standard

    @Option(help: ArgumentHelp("The appearance the colours are for.", valueName: "appearance"))
    var appearance: AppearanceArgument = "light"

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String

    /// Refuses a bad value before anything is drawn, naming its option.
    func validate() throws {
        _ = try request(backdropImage: nil, image: nil)
        try OutputFile(output).checkFormat()
    }

    func run() throws {
        var budget = PNGDecodingBudget()
        let backdropImage = try backdrop.map { try SkinInspectCommand.image($0, "--backdrop", budget: &budget) }
        let tipImage = try image.map { try SkinInspectCommand.image($0, "--image", namingFile: true, budget: &budget) }
        let request = try request(backdropImage: backdropImage, image: tipImage)
        try OutputFile(output).write { format in
            do {
                return try TipRenderer.data(request, format: format)
            } catch let error as PopoverInputError {
                throw blaming(error)
            }
        }
        print("wrote \(output)")
    }

    /// The options read as a request, each checked and blamed on its option.
    private func request(backdropImage: RenderedImage?, image: RenderedImage?) throws -> TipRenderRequest {
        if let systemImage {
            throw CommandLineError(
                option: "--system-image", rule: "cannot be drawn: the renderer has no SF Symbols (export the symbol as a PNG and give --image)",
                value: "\"\(ArgumentValues.visible(systemImage))\""
            )
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !(title ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CommandLineError(option: "<text>", rule: "must not be empty (a tip needs a title or a message)", value: "\"\(text)\"")
        }
        guard action.count <= TipContent.maximumActions else {
            throw CommandLineError(option: "--action", rule: "may be given at most \(TipContent.maximumActions) times", value: "\(action.count)")
        }
        guard width.isFinite, TipTextStyle.maximumWidthRange.contains(CGFloat(width)) else {
            throw CommandLineError(option: "--width", rule: "must be between 40 and 2000 points", value: NumberText.exact(CGFloat(width)))
        }
        guard RenderScale.supported.contains(scale) else { throw CommandLineError(option: "--scale", rule: "must be 1, 2 or 3", value: "\(scale)") }
        if backdrop != nil, container == nil {
            throw CommandLineError(option: "--backdrop", rule: "needs --container and --anchor or --pointer (a tip alone has no scene)", value: "\"\(backdrop ?? "")\"")
        }
        if spotlight, container == nil {
            throw CommandLineError(option: "--spotlight", rule: "needs --container and --anchor", value: "given alone")
        }
        let content = TipContent(
            title: title, message: text.isEmpty ? nil : text,
            actions: action.enumerated().map { TipAction(id: "action\($0.offset)", title: $0.element) }
        )
        do {
            try content.validate()
        } catch let error as PopoverInputError {
            throw blaming(error)
        }
        var request = TipRenderRequest(
            content: content, style: try style.style(), scale: scale, appearance: try appearance.appearance(option: "--appearance"),
            textStyle: try textStyle(), image: image, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            direction: try direction.direction(option: "--direction")
        )
        if let pointer {
            guard let container else { throw CommandLineError(option: "--pointer", rule: "needs --container", value: "given alone") }
            if anchor != nil { throw CommandLineError(option: "--pointer", rule: "cannot be given with --anchor (a tooltip points at the pointer)", value: "\(pointer)") }
            if spotlight { throw CommandLineError(option: "--spotlight", rule: "cannot be given with --pointer (a tooltip dims nothing)", value: "given") }
            request.scene = TipRenderRequest.Scene(
                container: try container.size(option: "--container"), pointer: try pointer.point(option: "--pointer"), backdrop: backdropImage
            )
            return request
        }
        switch (container, anchor) {
        case (nil, nil): break
        case let (container?, anchor?):
            request.scene = TipRenderRequest.Scene(
                container: try container.size(option: "--container"), anchor: try anchor.rect(option: "--anchor"),
                spotlight: spotlight ? Spotlight() : nil, backdrop: backdropImage
            )
        case (nil, _?): throw CommandLineError(option: "--anchor", rule: "needs --container", value: "given alone")
        case (_?, nil): throw CommandLineError(option: "--container", rule: "needs --anchor or --pointer", value: "given alone")
        }
        return request
    }

    /// The fonts, colour, alignment and width, each checked and blamed on its option.
    private func textStyle() throws -> TipTextStyle {
        var look = TipTextStyle(maximumWidth: CGFloat(width))
        look.titleFont = try titleFont?.font(option: "--title-font", fallback: look.titleFont) ?? look.titleFont
        look.messageFont = try messageFont?.font(option: "--message-font", fallback: look.messageFont) ?? look.messageFont
        look.actionFont = try actionFont?.font(option: "--action-font", fallback: look.actionFont) ?? look.actionFont
        guard let alignment = TipTextAlignment(rawValue: ArgumentValues.trimmed(textAlign).lowercased()) else {
            throw CommandLineError(option: "--text-align", rule: "must be leading, center or trailing", value: "\"\(ArgumentValues.visible(textAlign))\"")
        }
        look.alignment = alignment
        if let textColor { look.textColor = try DynamicColorArgument.color(textColor, option: "--text-color") }
        return look
    }

    /// A library error with the option that carried the value (a pointer tooltip's
    /// anchor is the pointer's).
    private func blaming(_ error: PopoverInputError) -> CommandLineError {
        let options = ["message": "<text>", "title": "--title", "actions": "--action", "container": "--container", "anchor": "--anchor"]
        let head = String(error.field.split(separator: ".").first ?? "").split(separator: "[").first.map(String.init) ?? ""
        if head == "anchor", let pointer {
            // The anchor is the box under the cursor that the pointer makes: say the pointer.
            guard error.rule.hasPrefix("must lie") else { return CommandLineError(option: "--pointer", rule: error.rule, value: error.value) }
            return CommandLineError(option: "--pointer", rule: "must lie inside the container 0,0,\(container?.text ?? "")", value: pointer.text)
        }
        if head == "tip" {
            // The tip is as large as its text makes it: the text (or the width) is the cause.
            let cause = [text.isEmpty ? nil : "<text>", title.map { _ in "--title" }].compactMap { $0 }.first ?? "<text>"
            return CommandLineError(
                option: cause, rule: "makes a tip of \(error.value) pt, which \(error.rule) (shorten the text or give a wider --width)",
                value: "\(text.count + (title?.count ?? 0)) characters"
            )
        }
        guard let option = options[head] else { return CommandLineError(error) }
        return CommandLineError(option: option, rule: error.rule, value: error.value)
    }
}
