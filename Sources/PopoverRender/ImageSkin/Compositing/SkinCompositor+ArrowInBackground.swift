import Foundation
import PopoverCore

extension SkinCompositor {
    /// A skin whose arrow is drawn into its backgrounds, composed the way UIKit draws it:
    /// each of the core's ``/PopoverImageSkin/ArrowInBackgroundLayout`` pieces is its part of
    /// the image stretched between its caps over its rectangle, flipped as the piece says.
    /// Errors as for image skins with separate arrows, the skin checked by
    /// ``ArrowInBackgroundImages/validate()``.
    ///
    /// ```swift
    /// let preview = try SkinCompositor.compose(gik, size: CGSize(width: 220, height: 150), direction: .right,
    ///                                          arrowOffset: -20, scale: 2, showsContent: true)
    /// preview.width  // 440
    /// ```
    public static func compose(
        _ skin: ArrowInBackgroundImages, size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, scale: Int, showsContent: Bool = false
    ) throws -> RenderedImage {
        var canvas = try canvas(size: size, scale: scale)
        try skin.validate()
        let s = CGFloat(scale), layout = skin.layout(size: size, direction: direction, arrowOffset: arrowOffset, scale: s)
        for piece in layout.pieces {
            guard let image = skin.skin.image(piece.image)?.image else { continue }
            NinePartImage(
                image: image, imageScale: CGFloat(skin.imageScale), source: piece.source, capInsets: piece.capInsets,
                flippedHorizontally: piece.flippedHorizontally, flippedVertically: piece.flippedVertically
            ).draw(over: piece.destination, into: &canvas, scale: s)
        }
        if showsContent { canvas.drawDashed(skin.metrics.sanitized.contentInsets.inset(layout.body), scale: s) }
        return canvas.image
    }
}
