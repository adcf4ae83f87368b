import Foundation

extension ImageSkinLayout {
    /// The layout with the arrow image for `direction` chosen from the skin's artwork:
    /// its own image when there is one per direction, else the one image, drawn pointing
    /// as `placement.arrowOrientation` says and turned. `arrowImageSizes` are the images'
    /// sizes in points.
    ///
    /// ```swift
    /// // MBPopoverBackgroundView: one 44×16 pt image drawn pointing up, flipped for down.
    /// let layout = ImageSkinLayout(
    ///     size: CGSize(width: 200, height: 140), direction: .down, arrowOffset: 0,
    ///     metrics: SkinMetrics(arrowBase: 44, arrowHeight: 16, cornerRadius: 12),
    ///     placement: ImageSkinPlacement(arrowOrientation: ArrowOrientation(drawn: .up, vertical: .flip)),
    ///     arrowImageSizes: .rotated(up: CGSize(width: 44, height: 16)), scale: 1)
    /// layout.arrowImage?.mirrored  // true: flipped, not turned
    /// ```
    public init(
        size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, metrics: SkinMetrics, placement: ImageSkinPlacement,
        arrowImageSizes: ArrowImages<CGSize>, scale: CGFloat
    ) {
        let artwork = arrowImageSizes.image(for: direction)
        self.init(
            size: size, direction: direction, arrowOffset: arrowOffset, metrics: metrics, placement: placement,
            arrowImageSize: artwork?.image ?? .zero, arrowImageDrawn: artwork?.rotated == true ? placement.arrowOrientation.drawn : direction,
            scale: scale
        )
    }
}
