import Foundation
import PopoverCore

/// The measurements of an image skin to check, in points, and (when the images are at
/// hand) what their pixels say.
///
/// ```swift
/// let skin = ImageSkinGeometry(backgroundSize: CGSize(width: 29, height: 29), capInsets: .uniform(14),
///                              arrowImageSize: CGSize(width: 30, height: 16), metrics: PopoverStyle.orange.metrics)
/// ```
public struct ImageSkinGeometry: Sendable, Equatable {
    /// The background image's size.
    public var backgroundSize: CGSize
    /// Its cap insets.
    public var capInsets: PopoverInsets
    /// The up-pointing arrow image's size (for per-direction images, the up one).
    public var arrowImageSize: CGSize
    /// The skin's metrics.
    public var metrics: SkinMetrics
    /// How the images sit together: overlap, background margin, arrow orientation.
    public var arrangement: ImageSkinArrangement
    /// What the images' pixels say; `nil` checks the numbers only.
    public var reading: ImageSkinReading?

    /// Makes the measurements.
    ///
    /// ```swift
    /// ImageSkinGeometry(backgroundSize: CGSize(width: 62, height: 62), capInsets: .uniform(31),
    ///                   arrowImageSize: CGSize(width: 18, height: 14), metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14),
    ///                   arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13)))
    /// ```
    public init(
        backgroundSize: CGSize, capInsets: PopoverInsets, arrowImageSize: CGSize, metrics: SkinMetrics,
        arrangement: ImageSkinArrangement = ImageSkinArrangement(), reading: ImageSkinReading? = nil
    ) {
        self.backgroundSize = backgroundSize
        self.capInsets = capInsets
        self.arrowImageSize = arrowImageSize
        self.metrics = metrics
        self.arrangement = arrangement
        self.reading = reading
    }
}
