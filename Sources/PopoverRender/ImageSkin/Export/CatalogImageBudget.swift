import Foundation
import PopoverCore
import PopoverImageSkin

/// Whether a drawn style's catalog images fit the render budget at 3x, checked before
/// anything is drawn, so that a style `render` accepts either exports or is refused
/// naming the style's field that makes the images too large.
enum CatalogImageBudget {
    /// The metrics whose size the images follow, with their field names in style JSON.
    private static var fields: [(name: String, path: WritableKeyPath<SkinMetrics, CGFloat>)] {
        [
            ("cornerRadius", \.cornerRadius), ("arrow.base", \.arrowBase), ("arrow.height", \.arrowHeight),
        ]
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming the field (and the largest value that exports
    /// with the rest of the style) when an image would be over the canvas budget.
    static func check(_ style: PopoverStyle) throws {
        guard !fits(style) else { return }
        let budget = "must be small enough for the catalog's images to fit a canvas of at most "
            + "\(SkinRenderRequest.maximumPixelsPerSide) pixels a side and \(SkinRenderRequest.maximumCanvasPixels) in all at 3x"
        for field in fields {
            var smallest = style
            smallest.metrics[keyPath: field.path] = 0
            guard fits(smallest) else { continue }
            // The largest whole value that still fits (0 does; the given value does not).
            var fitting: CGFloat = 0, over = style.metrics[keyPath: field.path].rounded(.up)
            while over - fitting > 1 {
                var trial = style
                trial.metrics[keyPath: field.path] = ((fitting + over) / 2).rounded(.down)
                if fits(trial) { fitting = trial.metrics[keyPath: field.path] } else { over = trial.metrics[keyPath: field.path] }
            }
            throw PopoverInputError(
                field: field.name, rule: "\(budget) (at most \(NumberText.format(fitting)) with this style)",
                value: NumberText.exact(style.metrics[keyPath: field.path])
            )
        }
        throw PopoverInputError(field: "cornerRadius", rule: budget, value: NumberText.exact(style.metrics.cornerRadius))
    }

    /// Whether the background and every arrow canvas fit at 3x.
    private static func fits(_ style: PopoverStyle) -> Bool {
        let plan = ImageSkinPlan(style: style)
        let scale = ImageSkinExporter.scales.max()!
        guard SkinRenderRequest.canvasFits(plan.backgroundSize, scale: scale) else { return false }
        return ArrowDirection.arrowed.allSatisfy { direction in
            SkinRenderRequest.canvasFits(ArrowArtwork.canvasSize(style: style, plan: plan, direction: direction), scale: scale)
        }
    }
}
