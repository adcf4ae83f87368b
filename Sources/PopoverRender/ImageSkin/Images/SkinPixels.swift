import Foundation
import PopoverCore
import PopoverImageSkin

/// Reads skin images' pixels the way a designer measures them by hand: the background's
/// visible edge and corner radius, an arrow's direction, base, depth and base colour.
/// Pure functions of the pixels; lengths come back in points at the image's scale.
///
/// ```swift
/// let background = SkinPixels.background(backgroundImage, scale: 2)
/// background.cornerRadius  // the orange skin's corners, about 12 pt
/// SkinPixels.arrow(arrowImage, scale: 2).pointing  // .up
/// ```
public enum SkinPixels {
    /// The alpha at or above which a background pixel is body, not shadow: a baked-in
    /// shadow is rarely more than half opaque beside the body.
    static let solid: UInt8 = 192
    /// The alpha at or above which an arrow pixel is art.
    static let opaque: UInt8 = 128

    /// The background's visible edge (read along its middle row and column) and its
    /// largest visible corner radius (from the area each corner's curve cuts off).
    /// A fully transparent image reads as no margin, no corners and not visible.
    ///
    /// ```swift
    /// SkinPixels.background(backgroundImage, scale: 2).visibleInsets
    /// ```
    public static func background(_ image: RenderedImage, scale: Int) -> BackgroundReading {
        let s = CGFloat(max(1, scale)), size = CGSize(width: CGFloat(image.width) / s, height: CGFloat(image.height) / s)
        guard let edges = visibleEdges(image) else { return BackgroundReading(size: size, visibleInsets: .zero, cornerRadius: 0, isVisible: false) }
        let radius = cornerRadius(image, edges)
        let insets = PopoverInsets(
            top: CGFloat(edges.top) / s, left: CGFloat(edges.left) / s,
            bottom: CGFloat(image.height - 1 - edges.bottom) / s, right: CGFloat(image.width - 1 - edges.right) / s
        )
        return BackgroundReading(size: size, visibleInsets: insets, cornerRadius: (radius / s * 2).rounded() / 2)
    }

    /// The first and last solid pixel along the middle row and column, or `nil` if none.
    static func visibleEdges(_ image: RenderedImage) -> (top: Int, left: Int, bottom: Int, right: Int)? {
        let cx = image.width / 2, cy = image.height / 2
        let column = (0..<image.height).filter { image.pixel(x: cx, y: $0).a >= solid }
        let row = (0..<image.width).filter { image.pixel(x: $0, y: cy).a >= solid }
        guard let top = column.first, let bottom = column.last, let left = row.first, let right = row.last else { return nil }
        return (top, left, bottom, right)
    }

    /// The largest corner radius in pixels. A quarter circle of radius r cuts r²(1 − π/4)
    /// from its corner square; pixels below ``solid`` also lose a quarter-pixel band
    /// along the curve (πr/8), which the quadratic takes back out.
    static func cornerRadius(_ image: RenderedImage, _ e: (top: Int, left: Int, bottom: Int, right: Int)) -> CGFloat {
        let side = min(e.right - e.left + 1, e.bottom - e.top + 1) / 2
        let corners = [(e.left, 1, e.top, 1), (e.right, -1, e.top, 1), (e.left, 1, e.bottom, -1), (e.right, -1, e.bottom, -1)]
        let a = 1 - CGFloat.pi / 4, b = CGFloat.pi / 8
        return corners.map { x0, dx, y0, dy in
            var missing = 0
            for i in 0..<side { for j in 0..<side where image.pixel(x: x0 + dx * i, y: y0 + dy * j).a < solid { missing += 1 } }
            return (-b + (b * b + 4 * a * CGFloat(missing)).squareRoot()) / (2 * a)
        }.max() ?? 0
    }

    /// An arrow image's reading: the way it points (its art's weight lies toward the
    /// base: a triangle's centroid is a third of the way from base to tip; `unknown` for
    /// art without a direction, such as a block), the base's
    /// width, the depth (the most art along any line from base to tip), the empty margin
    /// at the base, the full-width band at the base, and the base's colour.
    ///
    /// ```swift
    /// let arrow = SkinPixels.arrow(arrowImage, scale: 2)
    /// arrow.pointing  // .up
    /// arrow.base      // the orange arrow's base in points
    /// ```
    public static func arrow(_ image: RenderedImage, scale: Int) -> ArrowReading {
        let s = CGFloat(max(1, scale)), w = image.width, h = image.height
        var mass = 0.0, sumX = 0.0, sumY = 0.0
        var rows = [Double](repeating: 0, count: h), columns = [Double](repeating: 0, count: w)
        for y in 0..<h {
            for x in 0..<w {
                let a = Double(image.pixel(x: x, y: y).a) / 255
                mass += a; sumX += a * (Double(x) + 0.5); sumY += a * (Double(y) + 0.5)
                rows[y] += a; columns[x] += a
            }
        }
        let solidRows = rows.indices.filter { image.rowHasArt($0) }, solidColumns = columns.indices.filter { image.columnHasArt($0) }
        guard mass > 0, let top = solidRows.first, let bottom = solidRows.last, let left = solidColumns.first, let right = solidColumns.last else {
            return ArrowReading(pointing: .unknown, base: 0, depth: 0, baseMargin: 0, baseBand: 0, pixelWidth: w, pixelHeight: h, imageScale: scale,
                                baseColour: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        }
        let dy = (sumY / mass - Double(top + bottom + 1) / 2) / Double(bottom - top + 1)
        let dx = (sumX / mass - Double(left + right + 1) / 2) / Double(right - left + 1)
        // A triangle's weight lies a sixth of its depth toward the base; a block has none.
        let pointing: ArrowDirection = max(abs(dx), abs(dy)) < 0.05 ? .unknown
            : abs(dy) >= abs(dx) ? (dy > 0 ? .up : .down) : (dx > 0 ? .left : .right)
        let vertical = pointing.isVertical
        let baseLine: Int, margin: Int
        switch pointing {
        case .up: (baseLine, margin) = (bottom, h - 1 - bottom)
        case .down: (baseLine, margin) = (top, top)
        case .left: (baseLine, margin) = (right, w - 1 - right)
        default: (baseLine, margin) = (left, left)
        }
        // From the base inward, the lines whose art fills the image's width (to half a pixel).
        let across = vertical ? rows : columns, full = Double(vertical ? w : h) - 0.5
        let inward = pointing == .up || pointing == .left ? Array(across.reversed()) : across
        let band = inward.dropFirst(margin).prefix { $0 >= full }.count
        return ArrowReading(
            pointing: pointing, base: CGFloat((vertical ? rows : columns).max() ?? 0) / s,
            depth: CGFloat((vertical ? columns : rows).max() ?? 0) / s, baseMargin: CGFloat(margin) / s, baseBand: CGFloat(band) / s,
            pixelWidth: w, pixelHeight: h, imageScale: scale,
            baseColour: image.colour(of: vertical ? (0..<w).map { ($0, baseLine) } : (0..<h).map { (baseLine, $0) })
        )
    }
}

extension SkinPixels {
    /// The body's colour along the edge where an arrow pointing `direction` meets it,
    /// `depth` pixels in from the image's edge (the middle third of the edge's art).
    ///
    /// ```swift
    /// SkinPixels.edgeColour(backgroundImage, side: .up, depth: 4).hex
    /// ```
    public static func edgeColour(_ image: RenderedImage, side direction: ArrowDirection, depth: Int) -> RGBAColor {
        let points: [(Int, Int)] = switch direction {
        case .up: (0..<image.width).map { ($0, depth) }
        case .down: (0..<image.width).map { ($0, image.height - 1 - depth) }
        case .left: (0..<image.height).map { (depth, $0) }
        default: (0..<image.height).map { (image.width - 1 - depth, $0) }
        }
        return image.colour(of: points)
    }
}

extension RenderedImage {
    /// Whether a row holds a pixel of arrow art.
    func rowHasArt(_ y: Int) -> Bool { (0..<width).contains { pixel(x: $0, y: y).a >= SkinPixels.opaque } }

    /// Whether a column holds a pixel of arrow art.
    func columnHasArt(_ x: Int) -> Bool { (0..<height).contains { pixel(x: x, y: $0).a >= SkinPixels.opaque } }

    /// The mean colour (not premultiplied) of the art among some pixels: the middle third
    /// of those at least half opaque, so the anti-aliased ends do not tint it.
    func colour(of points: [(Int, Int)]) -> RGBAColor {
        let art = points.map { pixel(x: $0.0, y: $0.1) }.filter { $0.a >= SkinPixels.opaque }
        let middle = art.dropFirst(art.count / 3).dropLast(art.count / 3)
        guard !middle.isEmpty else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mean(_ channel: ((b: UInt8, g: UInt8, r: UInt8, a: UInt8)) -> UInt8) -> Double {
            middle.reduce(0.0) { $0 + Double(channel($1)) / Double(max(1, $1.a)) } / Double(middle.count)
        }
        return RGBAColor(red: mean { $0.r }, green: mean { $0.g }, blue: mean { $0.b })
    }
}
