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
        let (request, style) = try request()
        let placement: Placement
        do {
            placement = try Placement.solve(request)
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
        if let diagram {
            try OutputFile(diagram, option: "--diagram").write { format in
                var drawing = try PlacementDiagram(request: request, style: style)
                drawing.keyboard = try keyboardFrame()
                return try drawing.data(format)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(placement), as: UTF8.self))
        } else {
            print(PlacementTable(placement: placement).text, terminator: "")
        }
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
            options: PlacementOptions(keepInsideContainer: !noKeepInside, mayShrinkContent: !noShrink, mayOverlapAnchor: overlap),
            currentDirection: try current.direction(option: "--current"),
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight
        )
        return (request, style)
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
            throw CommandLineError(option: "--keyboard", rule: "must be a height from 0 to the container's \(NumberText.format(size.height))", value: "\(NumberText.format(CGFloat(keyboard)))")
        }
        return CGRect(x: 0, y: size.height - keyboard, width: size.width, height: keyboard)
    }
}
