import Foundation
import PopoverCore
import PopoverImageSkin

extension ImageSkinImages {
    /// What the skin's pixels say (see ``SkinPixels``): the background's visible edge and
    /// corners, each arrow image's reading, and the body's colour where each direction's
    /// arrow base meets it: mid-edge, just past the declared margin, the overlap and any
    /// part of the arrow image deeper than the arrow (which the layout puts on the body).
    ///
    /// ```swift
    /// skin.reading.arrows.up.pointing  // .up
    /// ```
    public var reading: ImageSkinReading {
        // Sanitized numbers, and a depth kept inside the image: hostile metrics never trap.
        let s = CGFloat(max(1, imageScale)), image = background, p = arrangement.sanitized, i = p.backgroundInsets
        let arrowHeight = metrics.sanitized.arrowHeight, deepest = CGFloat(max(image.width, image.height))
        let arrowReadings = arrows.map { SkinPixels.arrow($0, scale: imageScale) }
        var colours: [ArrowDirection: RGBAColor] = [:]
        for direction in ArrowDirection.arrowed {
            let arrow = arrowReadings.image(for: direction)?.image
            let along = arrow.map { CGFloat($0.pointing.isVertical ? $0.pixelHeight : $0.pixelWidth) / s } ?? 0
            let extra = max(0, along - arrowHeight)
            let depth = Int(min(deepest, ((i.side(of: direction) + p.bodyOverlap + extra) * s).rounded()))
            colours[direction] = SkinPixels.edgeColour(image, side: direction, depth: depth)
        }
        return ImageSkinReading(
            background: SkinPixels.background(image, scale: imageScale),
            arrows: arrowReadings, bodyColours: colours
        )
    }
}
