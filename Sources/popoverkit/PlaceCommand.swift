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
              popoverkit place --anchor 980,700,44,44 --content 320,200 --diagram placement.png
              popoverkit place --container 390,844 --insets 59,10,34,10 \\
                --anchor 10,700,44,44 --content 300,400 --permitted down,up --json
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Container size.", valueName: "w,h"))
    var container: String = "1024,768"

    @Option(parsing: .unconditional, help: ArgumentHelp("Container insets: safe area plus margins.", valueName: "t,l,b,r"))
    var insets: String = "10,10,10,10"

    @Option(parsing: .unconditional, help: ArgumentHelp("The rectangle the arrow points at.", valueName: "x,y,w,h"))
    var anchor: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Preferred content size.", valueName: "w,h"))
    var content: String

    @Option(help: ArgumentHelp("Permitted arrow directions, most preferred first; any; or none.", valueName: "list"))
    var permitted: String = "any"

    @Option(help: ArgumentHelp("A built-in style (system, classic, orange, noir, tooltip) or a style JSON file.", valueName: "name|file"))
    var style: String = "system"

    @Option(help: ArgumentHelp("The direction shown now, kept while it still fits.", valueName: "direction"))
    var current: String = "none"

    @Flag(help: "Lay out right to left: left and right preferences mirror.")
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

    func run() throws {
        let style = try ArgumentValues.style(style)
        let request = PlacementRequest(
            anchor: try ArgumentValues.rect(anchor, option: "--anchor"),
            container: CGRect(origin: .zero, size: try ArgumentValues.size(container, option: "--container")),
            containerInsets: try ArgumentValues.insets(insets, option: "--insets"),
            contentSize: try ArgumentValues.size(content, option: "--content"),
            permittedDirections: try ArgumentValues.directions(permitted, option: "--permitted"),
            metrics: style.metrics,
            options: PlacementOptions(keepInsideContainer: !noKeepInside, mayShrinkContent: !noShrink, mayOverlapAnchor: overlap),
            currentDirection: try ArgumentValues.direction(current, option: "--current"),
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight
        )
        let placement: Placement
        do {
            placement = try Placement.solve(request)
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
        if let diagram {
            try OutputFile(diagram, option: "--diagram").write { format in
                try PlacementDiagram(request: request, style: style).data(format)
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
}
