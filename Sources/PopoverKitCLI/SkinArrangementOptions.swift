import ArgumentParser
import Foundation
import PopoverCore

/// The options that say how loose skin images sit together (`compose`): overlap, shadow
/// margin, arrow layer, the arrow image's drawn direction and flips, content insets.
///
/// `compose` checks them in its `validate()` when they count: for loose images and sliced sets.
struct SkinArrangementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How far the body reaches under the arrow, in points.", valueName: "points"))
    var bodyOverlap: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("The background's transparent margin (its visible edge inside the image), in points.", valueName: "t,l,b,r"))
    var backgroundInsets: InsetsArgument = "0,0,0,0"

    @Flag(help: "Draw the arrow under the body instead of over it.")
    var arrowUnder = false

    @Option(help: ArgumentHelp("The way the single arrow image points as drawn.", valueName: "direction"))
    var arrowDrawn: DrawnDirectionArgument = "up"

    @Option(help: ArgumentHelp("Make the opposite direction by flipping, not rotating, on that axis.", valueName: "axis"))
    var flip: FlipArgument = "none"

    @Option(parsing: .unconditional, help: ArgumentHelp("The content insets (UIKit's contentViewInsets), drawn dashed.", valueName: "t,l,b,r"))
    var contentInsets: InsetsArgument = "0,0,0,0"

    func arrangement() throws -> ImageSkinArrangement {
        let drawn = try arrowDrawn.direction(option: "--arrow-drawn")
        let flips = try flip.turns(option: "--flip")
        let arrangement = ImageSkinArrangement(
            bodyOverlap: CGFloat(bodyOverlap), backgroundInsets: try backgroundInsets.insets(option: "--background-insets"),
            arrowLayer: arrowUnder ? .underBody : .overBody,
            arrowOrientation: ArrowOrientation(drawn: drawn, vertical: flips.0, horizontal: flips.1)
        )
        do {
            try arrangement.validate()
        } catch let error as PopoverInputError {
            let option = error.field.hasPrefix("placement.bodyOverlap") ? "--body-overlap" : "--background-insets"
            throw CommandLineError(option: option, rule: error.rule, value: error.value)
        }
        return arrangement
    }

    func insets() throws -> PopoverInsets { try contentInsets.insets(option: "--content-insets") }
}
