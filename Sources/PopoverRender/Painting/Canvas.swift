import Foundation
import PopoverCore

/// What the painters need from a backend (Cairo, CoreGraphics, SVG). Coordinates are
/// points on the canvas, y down; each backend maps them to its device.
protocol Canvas {
    /// Fills a path (nonzero winding).
    mutating func fill(_ path: PopoverPath, with paint: FillPaint)
    /// Strokes a path centred on its line, with round joins; `dash` lengths in points.
    mutating func stroke(_ path: PopoverPath, width: CGFloat, color: RGBAColor, dash: [CGFloat])
    /// Runs `body` with drawing clipped to the inside of `path`.
    mutating func clipped(to path: PopoverPath, _ body: (inout Self) -> Void)
    /// Draws the soft shadow a filled shape casts: blurred by `blur` points, moved by `offset`.
    mutating func shadow(of shape: ShadowShape, color: RGBAColor, blur: CGFloat, offset: CGPoint)
    /// Draws premultiplied BGRA pixels stretched over `rect` (points): a backdrop, or the
    /// backdrop blurred under glass. SVG draws none (it has no backdrop; glass there is
    /// its opaque colour).
    mutating func draw(_ image: RenderedImage, in rect: CGRect)
    /// Whether ``draw(_:in:)`` shows anything (not in SVG).
    var drawsImages: Bool { get }
    /// Draws one line of text with its baseline starting at `origin` (or centred on it).
    mutating func text(_ string: String, at origin: CGPoint, size: CGFloat, color: RGBAColor, bold: Bool, centred: Bool)
    /// Fills a popover's outline whose body's rounded rectangle is `body`, as
    /// ``fill(_:with:)`` does: a raster canvas may paint the body's inside directly.
    mutating func fill(_ outline: PopoverPath, with paint: FillPaint, body: (rect: CGRect, radius: CGFloat))
    /// Strokes a popover's outline (round joins, no dash) whose body's rounded rectangle is
    /// `body`, as ``stroke(_:width:color:dash:)`` does: a raster canvas may leave the
    /// body's inside, which the stroke does not reach, out of its work.
    mutating func stroke(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat))
    /// Strokes the inside half of a popover's outline whose body is `body`: the stroke
    /// clipped to the outline.
    mutating func strokeInside(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat))
}

extension Canvas {
    mutating func fill(_ outline: PopoverPath, with paint: FillPaint, body: (rect: CGRect, radius: CGFloat)) {
        fill(outline, with: paint)
    }

    mutating func stroke(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat)) {
        stroke(outline, width: width, color: color, dash: [])
    }

    mutating func strokeInside(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat)) {
        clipped(to: outline) { $0.stroke(outline, width: width, color: color, dash: []) }
    }
}

extension PopoverPath {
    /// A rectangle as a closed path.
    static func rectangle(_ rect: CGRect) -> PopoverPath {
        PopoverPath(elements: [
            .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ])
    }
}
