import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// The options that describe one background view: arrow direction, size, arrow offset,
/// scale and appearance (shared by `render` and `compose`).
///
/// Each command checks them in its `validate()`, in the order it has always named a bad one.
struct BackgroundViewOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where the arrow points (none: no arrow).", valueName: "direction"))
    var direction: DirectionArgument = "up"

    @Option(parsing: .unconditional, help: ArgumentHelp("The view's size in points, arrow included.", valueName: "w,h"))
    var size: SizeArgument = "320,200"

    @Option(parsing: .unconditional, help: ArgumentHelp("UIKit's arrowOffset: from the view's centre to the arrow, negative to the left or up (--offset -40 or --offset=-40).", valueName: "points"))
    var offset: Double = 0

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = RenderScale.standard

    @Option(help: ArgumentHelp("The appearance the colours are for.", valueName: "appearance"))
    var appearance: AppearanceArgument = "light"

    func arrowDirection() throws -> ArrowDirection { try direction.direction(option: "--direction") }

    func viewSize() throws -> CGSize { try size.size(option: "--size") }

    /// The offset, refused when it is not a finite number within the coordinate limit.
    func arrowOffset() throws -> CGFloat {
        do {
            try PopoverLimits.checkArrowOffset(CGFloat(offset))
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
        return CGFloat(offset)
    }

    func pixelScale() throws -> Int {
        guard RenderScale.supported.contains(scale) else { throw CommandLineError(option: "--scale", rule: "must be 1, 2 or 3", value: "\(scale)") }
        return scale
    }

    func viewAppearance() throws -> Appearance { try appearance.appearance(option: "--appearance") }
}
