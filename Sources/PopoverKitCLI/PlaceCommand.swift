import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// `popoverkit place`: solves a placement and prints it.
struct PlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Place a popover beside an anchor and print where it goes.",
        discussion: """
            Coordinates are points in the container's space. The arrow direction is the way \
            the arrow points: "up" puts the popover below the anchor, as in UIKit.

            Examples:
              popoverkit place --container 1024,768 --anchor 500,40,44,44 --content 320,200
              popoverkit place --anchor 980,700,44,44 --content 320,200 \\
                --diagram placement.png
              popoverkit place --container 390,844 --safe-area 59,0,34,0 --keyboard 336 \\
                --anchor 300,440,44,44 --content 300,240 --permitted up,down --json
              popoverkit place --anchor 40,40,200,44 --content 320,200 \\
                --align start --gap 4
              popoverkit place --anchor 40,40,200,44 --content 320,200 \\
                --arrow-at 30pt --attach 0.1,0.5
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Container size.", valueName: "w,h"))
    var container: SizeArgument = "1024,768"

    @Option(parsing: .unconditional, help: ArgumentHelp("Container insets: safe area plus margins (default 10 on every side).", valueName: "t,l,b,r"))
    var insets: InsetsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The safe area, to which 10 pt margins are added (instead of --insets).", valueName: "t,l,b,r"))
    var safeArea: InsetsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The keyboard's height from the container's bottom: the popover stays above it.", valueName: "points"))
    var keyboard: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The rectangle the arrow points at.", valueName: "x,y,w,h"))
    var anchor: RectArgument

    @Option(parsing: .unconditional, help: ArgumentHelp("Preferred content size.", valueName: "w,h"))
    var content: SizeArgument

    @Option(help: ArgumentHelp("Permitted arrow directions, most preferred first and separated by commas (up,down); any; or none.", valueName: "list"))
    var permitted: DirectionListArgument = "any"

    @Option(help: ArgumentHelp("A built-in style or a style JSON file.", valueName: "name|file"))
    var style: StyleArgument = "system"

    @Option(help: ArgumentHelp("The direction shown now, kept while it still fits.", valueName: "direction"))
    var current: DirectionArgument = "none"

    @Option(help: ArgumentHelp("Where the body sits along the arrow's edge: start, center or end lines up those edges with the anchor's; a fraction from 0 to 1 in between. Start is the leading edge for up and down arrows, the top for left and right ones. Several, separated by commas, place one popover for each: tables one after the other, a JSON array, diagrams side by side.", valueName: "start|center|end|F"))
    var align: AlignmentArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Put the arrow at a fixed place on the body instead: a fraction of its edge, or a distance from its start (24pt). Excludes --align.", valueName: "F|Npt"))
    var arrowAt: ArrowPositionArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Points between the arrow's tip and the anchor.", valueName: "points"))
    var gap: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("The point on the anchor the arrow aims at, in units of its size: x from the leading edge, y from the top (0.5,0.5 aims at the middle of the near edge).", valueName: "x,y"))
    var attach: String?

    @Flag(help: "Lay out right to left: right is tried before left when both are permitted.")
    var rightToLeft = false

    @Flag(help: "Never shrink the content.")
    var noShrink = false

    @Flag(help: "Let the popover move over the anchor when there is no room beside it.")
    var overlap = false

    @Flag(help: "Do not keep the popover inside the container.")
    var noKeepInside = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: ArgumentHelp("Also draw the placement to scale: .png, .pdf or .svg.", valueName: "file"))
    var diagram: String?

    /// Refuses a bad value before anything is solved, naming its option.
    func validate() throws {
        _ = try request()
    }

    func run() throws {
        let (requests, style) = try requests()
        var placements: [Placement] = []
        do {
            placements = try requests.map { try Placement.solve($0) }
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
        if let diagram {
            try OutputFile(diagram, option: "--diagram").write { format in
                let keyboard = try keyboardFrame()
                let drawings = try requests.map { request in
                    var drawing = try PlacementDiagram(request: request, style: style)
                    drawing.keyboard = keyboard
                    return drawing
                }
                guard drawings.count > 1 else { return try drawings[0].data(format) }
                do {
                    return try PlacementDiagram.sideBySide(drawings, format: format)
                } catch let error as PopoverInputError where error.field == "diagrams" {
                    // One diagram for each --align value.
                    throw CommandLineError(option: "--align", rule: "with --diagram, the diagrams \(error.rule)", value: error.value)
                }
            }
        }
        let reports = zip(placements, requests).map { PlacementReport(placement: $0, options: $1.options) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = reports.count == 1 ? try encoder.encode(reports[0]) : try encoder.encode(reports)
            print(String(decoding: data, as: UTF8.self))
        } else {
            let tables = reports.map { PlacementTable(placement: $0.placement, options: $0.options).text }
            print(tables.joined(separator: "\n"), terminator: "")
        }
    }

    /// One request for each `--align` value (one without it), and the style.
    private func requests() throws -> ([PlacementRequest], PopoverStyle) {
        let (request, style) = try request()
        guard let align, align.text.contains(",") else { return ([request], style) }
        return (try align.alignments(option: "--align").map { alignment in
            var one = request
            one.options.alignment = alignment
            return one
        }, style)
    }

    /// The options read as a placement request and its style, each checked in turn.
    private func request() throws -> (PlacementRequest, PopoverStyle) {
        let style = try style.style()
        let request = PlacementRequest(
            anchor: try anchor.rect(option: "--anchor"),
            container: CGRect(origin: .zero, size: try container.size(option: "--container")),
            containerInsets: try containerInsets(),
            contentSize: try content.size(option: "--content"),
            permittedDirections: try permitted.directions(option: "--permitted"),
            metrics: style.metrics,
            options: try placementOptions(),
            currentDirection: try current.direction(option: "--current"),
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight
        )
        return (request, style)
    }

    /// The switches, then `--align` or `--arrow-at`, `--gap` and `--attach`, each checked.
    private func placementOptions() throws -> PlacementOptions {
        var options = PlacementOptions(keepInsideContainer: !noKeepInside, mayShrinkContent: !noShrink, mayOverlapAnchor: overlap)
        switch (align, arrowAt) {
        case let (align?, nil): options.alignment = try align.alignments(option: "--align")[0]
        case let (nil, arrowAt?): options.alignment = .arrow(at: try arrowAt.position(option: "--arrow-at"))
        case let (align?, arrowAt?):
            throw CommandLineError(option: "--align", rule: "cannot be combined with --arrow-at (\(arrowAt.text)): the one lines the body up with the anchor, the other fixes the arrow on the body", value: "\"\(align.text)\"")
        case (nil, nil): break
        }
        guard gap.isFinite, gap >= 0, gap <= Double(PopoverLimits.maximumCoordinate) else {
            throw CommandLineError(option: "--gap", rule: "must be a finite distance from 0 to \(NumberText.format(PopoverLimits.maximumCoordinate)) points", value: NumberText.exact(CGFloat(gap)))
        }
        options.gap = CGFloat(gap)
        if let attach {
            let v = try ArgumentValues.numbers(attach, count: 2, option: "--attach", shape: "X,Y")
            guard v.allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
                throw CommandLineError(option: "--attach", rule: "must be 2 fractions from 0 to 1 (x from the leading edge, y from the top)", value: "\"\(ArgumentValues.visible(attach))\"")
            }
            options.attachmentPoint = AnchorPoint(x: v[0], y: v[1])
        }
        return options
    }

    /// `--insets` as given, or the safe area and keyboard turned into margins as
    /// `PopoverView` does it (``PopoverInsets/popoverMargins(safeArea:margin:keyboardFrame:in:)``).
    private func containerInsets() throws -> PopoverInsets {
        if safeArea == nil, keyboard == nil {
            return try (insets ?? "10,10,10,10").insets(option: "--insets")
        }
        guard insets == nil else {
            throw CommandLineError(option: "--insets", rule: "cannot be combined with --safe-area or --keyboard, which make the insets", value: "\"\(insets?.text ?? "")\"")
        }
        let size = try container.size(option: "--container")
        let safe = try safeArea?.insets(option: "--safe-area") ?? .zero
        for value in [safe.top, safe.left, safe.bottom, safe.right] where !(value >= 0 && value <= max(size.width, size.height)) {
            throw CommandLineError(option: "--safe-area", rule: "must be 4 lengths from 0 to the container's size", value: "\"\(safeArea?.text ?? "")\"")
        }
        return PopoverInsets.popoverMargins(
            safeArea: safe,
            keyboardFrame: try keyboardFrame(), in: CGRect(origin: .zero, size: size))
    }

    /// The keyboard's frame: `--keyboard` points high, along the container's bottom.
    private func keyboardFrame() throws -> CGRect? {
        guard let keyboard else { return nil }
        let size = try container.size(option: "--container")
        guard keyboard.isFinite, keyboard >= 0, keyboard <= size.height else {
            throw CommandLineError(option: "--keyboard", rule: "must be a height from 0 to the container's \(NumberText.format(size.height))", value: NumberText.exact(CGFloat(keyboard)))
        }
        return CGRect(x: 0, y: size.height - keyboard, width: size.width, height: keyboard)
    }
}

/// `place --json`: the placement's own JSON with the options that steered it under `options`.
private struct PlacementReport: Encodable, Sendable {
    let placement: Placement
    let options: PlacementOptions

    private enum Keys: String, CodingKey { case options }

    func encode(to encoder: any Encoder) throws {
        try placement.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(options, forKey: .options)
    }
}
