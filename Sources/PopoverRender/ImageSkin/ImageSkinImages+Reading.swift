import Foundation
import PopoverCore

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
        let s = CGFloat(max(1, imageScale)), image = background, p = placement, i = p.backgroundInsets
        let arrowReadings = arrows.map { SkinPixels.arrow($0, scale: imageScale) }
        var colours: [ArrowDirection: RGBAColor] = [:]
        for direction in ArrowDirection.arrowed {
            let arrow = arrowReadings.image(for: direction)?.image
            let along = arrow.map { CGFloat($0.pointing.isVertical ? $0.pixelHeight : $0.pixelWidth) / s } ?? 0
            let extra = max(0, along - metrics.arrowHeight)
            let depth = Int(((i.side(of: direction) + p.bodyOverlap + extra) * s).rounded())
            colours[direction] = SkinPixels.edgeColour(image, side: direction, depth: depth)
        }
        return ImageSkinReading(
            background: SkinPixels.background(image, scale: imageScale),
            arrows: arrowReadings, bodyColours: colours
        )
    }
}
