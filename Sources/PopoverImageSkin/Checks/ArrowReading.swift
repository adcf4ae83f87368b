import Foundation
import PopoverCore

/// What an arrow image's pixels say: which way the arrow points, how wide its base and
/// how deep it is (in points, along the way it points), the empty margin between the
/// image's base edge and the art, the full-width band at the base (art drawn to reach
/// under the body), the image's size in pixels and its base's colour.
///
/// ```swift
/// let reading = ArrowReading(pointing: .down, base: 25, depth: 12, baseMargin: 0, baseBand: 0,
///                            pixelWidth: 50, pixelHeight: 24, imageScale: 2, baseColour: RGBAColor(red: 1, green: 1, blue: 1))
/// reading.pointing  // .down: YLFPopoverBackgroundView's arrow is drawn pointing down
/// ```
public struct ArrowReading: Sendable, Hashable {
    /// The way the drawn arrow points.
    public var pointing: ArrowDirection
    /// The width of its base, in points.
    public var base: CGFloat
    /// Its depth from base to tip, in points.
    public var depth: CGFloat
    /// The empty (less than half opaque) points between the image's base edge and the art.
    public var baseMargin: CGFloat
    /// The depth, in points, of the band at the base where the art fills the image's
    /// whole width: a bar meant to reach under the body (KSCustomUIPopover's 2 pt).
    public var baseBand: CGFloat
    /// The image's width in pixels.
    public var pixelWidth: Int
    /// The image's height in pixels.
    public var pixelHeight: Int
    /// Pixels per point of the image.
    public var imageScale: Int
    /// The colour of the art's row (or column) along its base.
    public var baseColour: RGBAColor

    /// Makes a reading.
    ///
    /// ```swift
    /// ArrowReading(pointing: .up, base: 44, depth: 16, baseMargin: 0, baseBand: 0, pixelWidth: 44, pixelHeight: 16, imageScale: 1,
    ///              baseColour: RGBAColor(red: 0.6, green: 0, blue: 0))
    /// ```
    public init(
        pointing: ArrowDirection, base: CGFloat, depth: CGFloat, baseMargin: CGFloat, baseBand: CGFloat, pixelWidth: Int, pixelHeight: Int, imageScale: Int,
        baseColour: RGBAColor
    ) {
        self.pointing = pointing
        self.base = base
        self.depth = depth
        self.baseMargin = baseMargin
        self.baseBand = baseBand
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.imageScale = imageScale
        self.baseColour = baseColour
    }

    /// Whether the image is a whole number of points on both sides at its scale (a
    /// 27 px side at 2x is 13.5 pt: its edge falls between pixels at 1x).
    ///
    /// ```swift
    /// ArrowReading(pointing: .up, base: 18, depth: 13.5, baseMargin: 0, baseBand: 0, pixelWidth: 36, pixelHeight: 27, imageScale: 2,
    ///              baseColour: RGBAColor(red: 0.6, green: 0.6, blue: 0.6)).isWholePoints  // false
    /// ```
    public var isWholePoints: Bool {
        let s = max(1, imageScale)
        return pixelWidth % s == 0 && pixelHeight % s == 0
    }
}
