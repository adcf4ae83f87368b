import Foundation
import PopoverCore

extension ImageSkinLayout {
    /// The layout with the arrow image for `direction` chosen from the skin's artwork:
    /// its own image when there is one per direction, else the one image, drawn pointing
    /// as `arrangement.arrowOrientation` says and turned. `arrowImageSizes` are the images'
    /// sizes in points.
    ///
    /// ```swift
    /// // MBPopoverBackgroundView: one 44×16 pt image drawn pointing up, flipped for down.
    /// let layout = ImageSkinLayout(
    ///     size: CGSize(width: 200, height: 140), direction: .down, arrowOffset: 0,
    ///     metrics: SkinMetrics(arrowBase: 44, arrowHeight: 16, cornerRadius: 12),
    ///     arrangement: ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .up, vertical: .flip)),
    ///     arrowImageSizes: .rotated(up: CGSize(width: 44, height: 16)), scale: 1)
    /// layout.arrowImage?.mirrored  // true: flipped, not turned
    /// ```
    public init(
        size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, metrics: SkinMetrics, arrangement: ImageSkinArrangement,
        arrowImageSizes: ArrowImages<CGSize>, scale: CGFloat
    ) {
        let artwork = arrowImageSizes.image(for: direction)
        self.init(
            size: size, direction: direction, arrowOffset: arrowOffset, metrics: metrics, arrangement: arrangement,
            arrowImageSize: artwork?.image ?? .zero, arrowImageDrawn: artwork?.rotated == true ? arrangement.arrowOrientation.drawn : direction,
            scale: scale
        )
    }
}
