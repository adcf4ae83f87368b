import Foundation

/// The largest numbers PopoverCore accepts, so that every answer stays finite and exact
/// enough to meet the invariants. Input beyond a limit is refused with a
/// ``PopoverInputError`` that names the field (APIs that can throw), or clamped to the
/// limit (``BackgroundLayout``, ``PixelGrid`` and ``SkinMetrics/sanitized``, which
/// cannot throw).
///
/// ```swift
/// PopoverLimits.maximumCoordinate   // 1e9: no screen means a point farther away
/// PopoverLimits.maximumLength       // 10000: no skin has a larger corner, arrow or inset
/// ```
public enum PopoverLimits {
    /// The largest magnitude of a coordinate or size in points (anchor, container,
    /// insets, content size, a background view's size and arrow offset): one billion.
    /// Sums of a few such values stay exact to well under a thousandth of a point.
    ///
    /// ```swift
    /// PopoverLimits.maximumCoordinate  // 1000000000: a billion points, far beyond any screen
    /// ```
    public static let maximumCoordinate: CGFloat = 1_000_000_000

    /// The largest size a ``BackgroundLayout`` lays out, in points: four billion, room for
    /// the largest content plus its insets and arrow, so every placed frame fits. A larger
    /// size counts as this, and an arrow offset beyond ±this is clamped.
    ///
    /// ```swift
    /// BackgroundLayout(size: CGSize(width: 1e308, height: 10), direction: .up, arrowOffset: 0,
    ///                  metrics: SkinMetrics()).bounds.width   // 4e9
    /// ```
    public static let maximumExtent: CGFloat = 4_000_000_000

    /// The largest length a skin or style may hold, in points: corner radius, arrow base,
    /// height, tip radius and skew, content insets, border and highlight widths, shadow
    /// blur and offset.
    ///
    /// ```swift
    /// try SkinMetrics(cornerRadius: 20_000).validate()   // throws: cornerRadius: must be at most 10000, got 20000
    /// ```
    public static let maximumLength: CGFloat = 10_000

    /// The device pixels per point a ``PixelGrid`` accepts; a scale outside is clamped.
    ///
    /// ```swift
    /// PixelGrid(scale: 1e300, borderWidth: 1).scale   // 64
    /// ```
    public static let pixelScale: ClosedRange<CGFloat> = (1.0 / 64)...64

    /// The font sizes a tip or a menu accepts, in points: 1...200. A size outside is refused
    /// (`TipFont.validate(_:)`, the command line) or clamped (laying out, which cannot throw).
    package static let fontSize: ClosedRange<CGFloat> = 1...200

    /// How far Dynamic Type may scale a tip's or a menu's text and gaps: 0.5...4; a scale
    /// outside is clamped.
    package static let textScale: ClosedRange<CGFloat> = 0.5...4

    /// `value` brought into `range`; NaN and the infinities become `fallback`.
    package static func clamped(_ value: CGFloat, to range: ClosedRange<CGFloat>, fallback: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
    }

    /// Throws ``PopoverInputError`` on `field` unless an arrow offset (a coordinate) is
    /// finite and within ±``maximumCoordinate``: the one check every renderer and command
    /// applies to the arrow offset it is given.
    ///
    /// ```swift
    /// try PopoverLimits.checkArrowOffset(-40)    // fine
    /// try PopoverLimits.checkArrowOffset(.nan)   // throws: offset: must be a finite number of points, at most 1000000000 either way, got nan
    /// ```
    public static func checkArrowOffset(_ offset: CGFloat, field: String = "offset") throws {
        guard offset.isFinite, abs(offset) <= maximumCoordinate else {
            throw PopoverInputError(
                field: field, rule: "must be a finite number of points, at most \(NumberText.format(maximumCoordinate)) either way",
                value: NumberText.exact(offset)
            )
        }
    }

    /// The arrow offset a layout that cannot throw uses: 0 for NaN or infinity, else within
    /// ±``maximumExtent``.
    package static func clampedArrowOffset(_ offset: CGFloat) -> CGFloat {
        offset.isFinite ? min(maximumExtent, max(-maximumExtent, offset)) : 0
    }
}
