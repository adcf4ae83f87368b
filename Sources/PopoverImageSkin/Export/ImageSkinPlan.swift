import Foundation
import PopoverCore

/// How a drawn style becomes an image skin: the smallest stretchable background that
/// reproduces it, its cap insets, and the arrow image(s).
///
/// The background is the body alone (no arrow, no shadow), `2 × cap + 1` points square:
/// the caps hold the rounded corners with their border and highlight, the 1-point
/// centre stretches. A gradient needs room: along its axis the background is
/// ``gradientLength`` points long and its whole centre stretches, which keeps the
/// gradient linear (only the caps keep their colours unstretched). The arrow image is the arrow's base wide and reaches `arrowOverlap`
/// points into the body, so it covers the body's border under the arrow with no seam.
///
/// ```swift
/// let plan = ImageSkinPlan(style: .orange)
/// plan.capInsets.top        // 13, on each side: corner radius 12 plus 1
/// plan.backgroundSize       // (27, 27) points
/// plan.arrowImageSize       // (30, 15) points, up-pointing; 1 pt of it inside the body
/// ```
public struct ImageSkinPlan: Sendable, Equatable {
    /// The background's cap insets in points (the same on every side).
    public var capInsets: PopoverInsets
    /// The background image's size in points.
    public var backgroundSize: CGSize
    /// How far the arrow image reaches into the body, in points.
    public var arrowOverlap: CGFloat
    /// The up-pointing arrow image's size in points: arrow base × (arrow height + overlap).
    public var arrowImageSize: CGSize
    /// `true` when each direction needs its own arrow image: a gradient fill does not
    /// survive rotation. Otherwise one up-pointing image is rotated.
    public var arrowImagesPerDirection: Bool

    /// How long a background is along a gradient's axis, in points.
    public static let gradientLength: CGFloat = 100

    /// Plans the image skin of a style.
    ///
    /// ```swift
    /// ImageSkinPlan(style: .classic).arrowImagesPerDirection  // true: gradient fill
    /// ```
    public init(style: PopoverStyle) {
        let m = style.metrics.sanitized
        // The band along the edge that is not plain fill, at its widest (1x hairlines are 1 pt).
        let band = style.borderWidth(atScale: 1) + (style.innerHighlight?.width.points(atScale: 1) ?? 0)
        let cap = (m.cornerRadius + band).rounded(.up) + 1
        capInsets = .uniform(cap)
        var size = CGSize(width: 2 * cap + 1, height: 2 * cap + 1)
        if case let .linearGradient(gradient) = style.fill {
            if gradient.start.y != gradient.end.y { size.height = max(size.height, Self.gradientLength) }
            if gradient.start.x != gradient.end.x { size.width = max(size.width, Self.gradientLength) }
        }
        backgroundSize = size
        arrowOverlap = band.rounded(.up) + 1
        arrowImageSize = CGSize(width: m.arrowBase, height: m.arrowHeight + arrowOverlap)
        if case .linearGradient = style.fill { arrowImagesPerDirection = true } else { arrowImagesPerDirection = false }
    }
}
