import ArgumentParser
import Foundation
import PopoverCore
import PopoverImageSkin

/// The options that say how loose skin images sit together (`compose`): overlap, shadow
/// margin, arrow layer, the arrow image's drawn direction and flips, content insets.
///
/// `compose` checks them in its `validate()` when they count: for loose images and sliced sets.
struct SkinArrangementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How far the body reaches under the arrow, in points (default: 0).", valueName: "points"))
    var bodyOverlap: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The background's transparent margin (its visible edge inside the image), in points (default: 0,0,0,0).", valueName: "t,l,b,r"))
    var backgroundInsets: InsetsArgument?

    @Flag(help: "Draw the arrow under the body instead of over it.")
    var arrowUnder = false

    @Option(help: ArgumentHelp("The way the single arrow image points as drawn (default: up).", valueName: "direction"))
    var arrowDrawn: DrawnDirectionArgument?

    @Option(help: ArgumentHelp("Make the opposite direction by flipping, not rotating, on that axis (default: none).", valueName: "axis"))
    var flip: FlipArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The content insets (UIKit's contentViewInsets), drawn dashed (default: 0,0,0,0).", valueName: "t,l,b,r"))
    var contentInsets: InsetsArgument?

    /// The options given on the command line, by name: where a skin brings its own
    /// arrangement, `compose` refuses them rather than drop them.
    var given: [String] {
        [
            bodyOverlap.map { _ in "--body-overlap" }, backgroundInsets.map { _ in "--background-insets" },
            arrowUnder ? "--arrow-under" : nil, arrowDrawn.map { _ in "--arrow-drawn" }, flip.map { _ in "--flip" },
            contentInsets.map { _ in "--content-insets" },
        ].compactMap { $0 }
    }

    func arrangement() throws -> ImageSkinArrangement {
        let drawn = try (arrowDrawn ?? "up").direction(option: "--arrow-drawn")
        let flips = try (flip ?? "none").turns(option: "--flip")
        let arrangement = ImageSkinArrangement(
            bodyOverlap: CGFloat(bodyOverlap ?? 0), backgroundInsets: try (backgroundInsets ?? "0,0,0,0").insets(option: "--background-insets"),
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

    func insets() throws -> PopoverInsets { try (contentInsets ?? "0,0,0,0").insets(option: "--content-insets") }
}
