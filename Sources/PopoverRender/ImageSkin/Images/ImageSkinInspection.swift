import Foundation
import PopoverCore
import PopoverImageSkin

/// The numbers a designer would otherwise measure by hand, inferred from a background and
/// its arrow image(s): the visible edge (a shadow margin), the corner radius, cap insets
/// (around the longest run of rows, and of columns, that all match within
/// ``uniformTolerance``, where stretching changes nothing visible), the arrow's base, height and drawn direction, and the overlap (a full-width
/// band at the arrow's base, drawn to reach under the body, or the depth where the body
/// takes the arrow base's colour). A starting point for `skin.json`.
///
/// ```swift
/// let inspection = ImageSkinInspection(background: backgroundImage, arrows: .rotated(up: arrowImage), imageScale: 2)
/// inspection.metrics.arrowBase   // the arrow image's width in points
/// inspection.capInsets           // where the background stops changing
/// ```
public struct ImageSkinInspection: Sendable, Equatable {
    /// What the background's pixels say.
    public var background: BackgroundReading
    /// What each arrow image's pixels say.
    public var arrows: ArrowImages<ArrowReading>
    /// Cap insets that keep every row and column that differs out of the stretch.
    public var capInsets: PopoverInsets
    /// Whether a band of matching rows was found to stretch down; where none was (a
    /// gradient or texture all the way), the top and bottom caps are only the visible edge
    /// plus the corner radius, and stretching will show: say so, or tile.
    public var foundUniformRows: Bool
    /// Whether a band of matching columns was found to stretch across (as for rows).
    public var foundUniformColumns: Bool
    /// How far apart (in 0...255, any channel) rows or columns may be and still count as
    /// the same: noise in a texture, not a gradient's steps.
    public static let uniformTolerance = 3
    /// Arrow base and height (the image's size across and along the way it points), the
    /// corner radius read, and content insets clear of the corners (visible edge plus half the radius).
    public var metrics: SkinMetrics
    /// The visible edge as background insets, the overlap, the drawn direction.
    public var arrangement: ImageSkinArrangement

    /// Reads the images (see ``SkinPixels``) and infers the numbers.
    ///
    /// ```swift
    /// ImageSkinInspection(background: backgroundImage, arrows: .rotated(up: arrowImage), imageScale: 2).arrangement.arrowOrientation.drawn  // .up
    /// ```
    public init(background image: RenderedImage, arrows images: ArrowImages<RenderedImage>, imageScale: Int) {
        let s = CGFloat(max(1, imageScale))
        let background = SkinPixels.background(image, scale: imageScale)
        let arrows = images.map { SkinPixels.arrow($0, scale: imageScale) }
        self.background = background
        self.arrows = arrows
        let v = background.visibleInsets, radius = background.cornerRadius
        let up = arrows.up, drawn = arrows.isRotated && up.pointing != .unknown ? up.pointing : .up
        let along = CGFloat(drawn.isVertical ? up.pixelHeight : up.pixelWidth) / s
        let across = CGFloat(drawn.isVertical ? up.pixelWidth : up.pixelHeight) / s
        let clear = (radius / 2).rounded(.up)
        metrics = SkinMetrics(
            arrowBase: across, arrowHeight: along,
            contentInsets: PopoverInsets(top: v.top + clear, left: v.left + clear, bottom: v.bottom + clear, right: v.right + clear),
            cornerRadius: radius
        )
        arrangement = ImageSkinArrangement(
            bodyOverlap: Self.overlap(image, arrow: up, side: drawn, visible: v.side(of: drawn), scale: s),
            backgroundInsets: v, arrowOrientation: ArrowOrientation(drawn: drawn)
        )
        let caps = Self.capInsets(image, scale: s, fallback: background)
        capInsets = caps.insets
        foundUniformRows = caps.down
        foundUniformColumns = caps.across
    }

    /// How far the body reaches under the arrow: the arrow's full-width base band if it
    /// has one; else the depth past the visible edge where the body first takes the arrow
    /// base's colour (past a border line, say), up to half the arrow's depth; else 0. In
    /// whole points, as skins' code offsets the body (`ARROW_HEIGHT - 2`): a band one
    /// pixel deep is 1 pt at 1x and 0.5 pt at 2x, and the 1x and 2x files of the same art
    /// must read alike.
    static func overlap(_ image: RenderedImage, arrow: ArrowReading, side: ArrowDirection, visible: CGFloat, scale s: CGFloat) -> CGFloat {
        guard arrow.baseBand == 0 else { return arrow.baseBand.rounded() }
        let edge = Int((visible * s).rounded()), limit = Int((arrow.depth * s / 2).rounded(.down))
        let depth = (0...max(0, limit)).first {
            SkinPixels.edgeColour(image, side: side, depth: edge + $0).difference(from: arrow.baseColour) < ImageSkinCheck.visibleColourStep
        }
        return (CGFloat(depth ?? 0) / s).rounded()
    }

    /// The caps around the longest run of rows (and of columns) that all match the run's
    /// first within ``uniformTolerance``, in whole points; without such a run, the visible
    /// edge plus the corner radius (at most leaving one point to stretch), and `false` for
    /// that axis.
    static func capInsets(_ image: RenderedImage, scale s: CGFloat, fallback: BackgroundReading) -> (insets: PopoverInsets, across: Bool, down: Bool) {
        /// Row `i` (`vertical`: the lines stacked down the image) or column `i`, as channels.
        func line(_ i: Int, vertical: Bool) -> [UInt8] {
            let count = vertical ? image.width : image.height
            var channels: [UInt8] = []
            channels.reserveCapacity(count * 4)
            for j in 0..<count {
                let p = vertical ? image.pixel(x: j, y: i) : image.pixel(x: i, y: j)
                channels += [p.b, p.g, p.r, p.a]
            }
            return channels
        }
        func matches(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= uniformTolerance }
        }
        func caps(count: Int, vertical: Bool, start: CGFloat, end: CGFloat) -> (CGFloat, CGFloat, found: Bool) {
            var best = (0, 0), runStart = 0
            var first = line(0, vertical: vertical)
            for i in 1..<max(1, count) {
                let current = line(i, vertical: vertical)
                if !matches(current, first) { runStart = i; first = current }
                if i - runStart > best.1 - best.0 { best = (runStart, i) }
            }
            let size = CGFloat(count) / s
            guard best.1 > best.0 else {
                let corner = fallback.cornerRadius.rounded(.up), half = ((size - 1) / 2).rounded(.down)
                return (min(start + corner, half), min(end + corner, half), false)
            }
            return ((CGFloat(best.0) / s).rounded(.up), (CGFloat(count - 1 - best.1) / s).rounded(.up), true)
        }
        let v = fallback.visibleInsets
        let (top, bottom, down) = caps(count: image.height, vertical: true, start: v.top, end: v.bottom)
        let (left, right, across) = caps(count: image.width, vertical: false, start: v.left, end: v.right)
        return (PopoverInsets(top: top, left: left, bottom: bottom, right: right), across, down)
    }
}
