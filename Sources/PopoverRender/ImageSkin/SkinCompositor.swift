import Foundation
import PopoverCore

/// Composes an image skin the way UIKit draws it: the background stretched (or tiled)
/// between its cap insets over the body (caps at their natural size, each slice sampled
/// bilinearly within itself) over the core's ``/PopoverCore/ImageSkinLayout``'s background
/// rectangle, and the arrow image placed, turned and pixel-aligned by that layout, drawn
/// under or over the body as the skin's ``/PopoverCore/ImageSkinPlacement`` says.
///
/// ```swift
/// let preview = try SkinCompositor.compose(skin, size: CGSize(width: 320, height: 200),
///                                      direction: .left, arrowOffset: -30, scale: 2)
/// let png = try PNGCodec.encode(preview)
/// ```
public enum SkinCompositor {
    /// The composed background view, `size` points at `scale` pixels per point. A scale
    /// outside 1...3, a size that is not finite, under one pixel, over
    /// ``SkinRenderRequest/maximumPixelsPerSide`` a side or over
    /// ``SkinRenderRequest/maximumCanvasPixels`` in all, or a skin that
    /// ``ImageSkinImages/validate()`` refuses (cap insets not finite, negative or outside
    /// the image), throws ``/PopoverCore/PopoverInputError``. With `showsContent`, the
    /// content area (the body inset by the metrics' content insets) is outlined with a
    /// dashed line, dark and light, so a designer sees where text goes on any colour.
    public static func compose(
        _ skin: ImageSkinImages, size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, scale: Int, showsContent: Bool = false
    ) throws -> RenderedImage {
        guard (1...3).contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        let s = CGFloat(scale), limit = CGFloat(SkinRenderRequest.maximumPixelsPerSide)
        for side in [size.width, size.height] where !(side.isFinite && side * s >= 1 && side * s <= limit) {
            throw PopoverInputError(
                field: "size", rule: "must be between 1 and \(SkinRenderRequest.maximumPixelsPerSide) pixels a side at \(scale)x",
                value: NumberText.format(size)
            )
        }
        try skin.validate()
        let width = Int((size.width * s).rounded(.up)), height = Int((size.height * s).rounded(.up))
        guard width * height <= SkinRenderRequest.maximumCanvasPixels else {
            throw PopoverInputError(
                field: "size", rule: "must fit \(SkinRenderRequest.maximumCanvasPixels) pixels in all at \(scale)x",
                value: NumberText.format(size)
            )
        }
        var canvas = Canvas(width: max(0, width), height: max(0, height))
        let layout = skin.layout(size: size, direction: direction, arrowOffset: arrowOffset, scale: s)
        let imageScale = CGFloat(max(1, skin.imageScale))
        let artwork = skin.arrows.image(for: direction)
        func drawArrow() {
            if let artwork, let frame = layout.arrowImage {
                drawTurned(artwork.image, imageScale: imageScale, frame: frame, into: &canvas, scale: s)
            }
        }
        if layout.arrowLayer == .underBody { drawArrow() }
        drawNinePart(skin, into: &canvas, rect: layout.backgroundImageRect, scale: s)
        if layout.arrowLayer == .overBody { drawArrow() }
        if showsContent { drawDashed(layout.background.content, into: &canvas, scale: s) }
        return RenderedImage(width: canvas.width, height: canvas.height, bytes: canvas.bytes)
    }

    /// A growing premultiplied BGRA buffer.
    private struct Canvas {
        let width: Int, height: Int
        var bytes: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            bytes = [UInt8](repeating: 0, count: width * height * 4)
        }

        /// Source-over of a premultiplied colour (components 0...255).
        mutating func blend(x: Int, y: Int, _ c: (Double, Double, Double, Double)) {
            let i = (y * width + x) * 4, keep = 1 - c.3 / 255
            func mix(_ source: Double, _ k: Int) {
                bytes[i + k] = UInt8(max(0, min(255, (source + Double(bytes[i + k]) * keep).rounded())))
            }
            mix(c.0, 0); mix(c.1, 1); mix(c.2, 2); mix(c.3, 3)
        }
    }

    /// A one-pixel outline just inside `rect`, in 4-pixel dashes of dark and light grey.
    private static func drawDashed(_ rect: CGRect, into canvas: inout Canvas, scale: CGFloat) {
        let x0 = Int((rect.minX * scale).rounded()), x1 = Int((rect.maxX * scale).rounded()) - 1
        let y0 = Int((rect.minY * scale).rounded()), y1 = Int((rect.maxY * scale).rounded()) - 1
        guard x0 < x1, y0 < y1 else { return }
        // The perimeter walked clockwise from the top-left corner, so the dashes run on round the corners.
        var points: [(Int, Int)] = (x0...x1).map { ($0, y0) }
        points += (y0 + 1...y1).map { (x1, $0) }
        points += (x0..<x1).reversed().map { ($0, y1) }
        if y1 - 1 > y0 { points += (y0 + 1..<y1).reversed().map { (x0, $0) } }
        for (k, (x, y)) in points.enumerated() where x >= 0 && y >= 0 && x < canvas.width && y < canvas.height {
            let value: Double = (k / 4) % 2 == 0 ? 40 * 0.9 : 255 * 0.9
            canvas.blend(x: x, y: y, (value, value, value, 0.9 * 255))
        }
    }

    /// The background over its rectangle: each destination pixel maps back into the slice it
    /// falls in.
    private static func drawNinePart(_ skin: ImageSkinImages, into canvas: inout Canvas, rect body: CGRect, scale: CGFloat) {
        let image = skin.background, imageScale = CGFloat(max(1, skin.imageScale))
        let imageSize = CGSize(width: CGFloat(image.width) / imageScale, height: CGFloat(image.height) / imageScale)
        let tile = skin.centreMode == .tile
        let xAxis = SliceAxis(capStart: skin.capInsets.left, capEnd: skin.capInsets.right, imageLength: imageSize.width, targetLength: body.width, tiles: tile)
        let yAxis = SliceAxis(capStart: skin.capInsets.top, capEnd: skin.capInsets.bottom, imageLength: imageSize.height, targetLength: body.height, tiles: tile)
        let x0 = max(0, Int((body.minX * scale).rounded(.down))), x1 = min(canvas.width, Int((body.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((body.minY * scale).rounded(.down))), y1 = min(canvas.height, Int((body.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        // Where each column reads, worked out once (not once per pixel).
        let columns: [(x: CGFloat, clamp: (CGFloat, CGFloat))?] = (x0..<x1).map { x in
            let px = (CGFloat(x) + 0.5) / scale - body.minX
            guard px >= 0, px <= body.width else { return nil }
            let (sx, xSlice) = xAxis.source(for: px)
            return (sx * imageScale - 0.5, xSlice.pixels(imageScale))
        }
        for y in y0..<y1 {
            let py = (CGFloat(y) + 0.5) / scale - body.minY
            guard py >= 0, py <= body.height else { continue }
            let (sy, ySlice) = yAxis.source(for: py)
            let rowY = sy * imageScale - 0.5, clampY = ySlice.pixels(imageScale)
            for x in x0..<x1 {
                guard let column = columns[x - x0] else { continue }
                canvas.blend(x: x, y: y, image.bilinear(x: column.x, y: rowY, clampX: column.clamp, clampY: clampY))
            }
        }
    }

    /// The arrow image mirrored (if asked) and turned by a multiple of a quarter turn about its centre.
    private static func drawTurned(_ image: RenderedImage, imageScale: CGFloat, frame: ArrowImageFrame, into canvas: inout Canvas, scale: CGFloat) {
        let c = (cos(frame.rotation) * 1e9).rounded() / 1e9, s = (sin(frame.rotation) * 1e9).rounded() / 1e9
        // The rotated image's bounding box on the canvas.
        let halfW = frame.size.width / 2, halfH = frame.size.height / 2
        let extentX = abs(c) * halfW + abs(s) * halfH, extentY = abs(s) * halfW + abs(c) * halfH
        let x0 = max(0, Int(((frame.center.x - extentX) * scale).rounded(.down)))
        let x1 = min(canvas.width, Int(((frame.center.x + extentX) * scale).rounded(.up)))
        let y0 = max(0, Int(((frame.center.y - extentY) * scale).rounded(.down)))
        let y1 = min(canvas.height, Int(((frame.center.y + extentY) * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let whole: (CGFloat, CGFloat) = (0, CGFloat(image.width - 1)), wholeY: (CGFloat, CGFloat) = (0, CGFloat(image.height - 1))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let dx = (CGFloat(x) + 0.5) / scale - frame.center.x, dy = (CGFloat(y) + 0.5) / scale - frame.center.y
                // Undo the rotation, then the mirror, then move to the image's own top-left origin.
                let along = c * dx + s * dy
                let ix = (frame.mirrored ? -along : along) + halfW, iy = -s * dx + c * dy + halfH
                guard ix >= 0, iy >= 0, ix <= frame.size.width, iy <= frame.size.height else { continue }
                canvas.blend(x: x, y: y, image.bilinear(x: ix * imageScale - 0.5, y: iy * imageScale - 0.5, clampX: whole, clampY: wholeY))
            }
        }
    }
}

/// One axis of a nine-part image: where a target position reads in the image.
private struct SliceAxis {
    let capStart: CGFloat, capEnd: CGFloat, imageLength: CGFloat, targetLength: CGFloat
    /// Repeat the middle at its natural size instead of stretching it.
    let tiles: Bool

    /// The source coordinate (points) and the slice's span in the image (points).
    func source(for t: CGFloat) -> (CGFloat, Span) {
        let caps = capStart + capEnd
        guard targetLength >= caps, imageLength > caps else {
            // Smaller than its caps (or nothing to stretch): the whole image scales.
            return (t * imageLength / max(targetLength, .leastNonzeroMagnitude), Span(lower: 0, upper: imageLength))
        }
        if t < capStart { return (t, Span(lower: 0, upper: capStart)) }
        if t > targetLength - capEnd { return (imageLength - (targetLength - t), Span(lower: imageLength - capEnd, upper: imageLength)) }
        let centre = imageLength - caps, stretched = targetLength - caps
        let span = Span(lower: capStart, upper: imageLength - capEnd)
        if tiles { return (capStart + (t - capStart).truncatingRemainder(dividingBy: centre), span) }
        return (capStart + (t - capStart) * centre / max(stretched, .leastNonzeroMagnitude), span)
    }

    struct Span {
        let lower: CGFloat, upper: CGFloat

        /// The first and last pixel (by index, pixel centres at whole numbers) inside the span.
        func pixels(_ scale: CGFloat) -> (CGFloat, CGFloat) {
            let low = (lower * scale).rounded(), high = (upper * scale).rounded() - 1
            return low <= high ? (low, high) : ((low + high) / 2, (low + high) / 2)
        }
    }
}

extension RenderedImage {
    /// A bilinear sample at a position in pixel coordinates (pixel centres at whole
    /// numbers), clamped to a range of pixels; premultiplied components 0...255.
    func bilinear(x: CGFloat, y: CGFloat, clampX: (CGFloat, CGFloat), clampY: (CGFloat, CGFloat)) -> (Double, Double, Double, Double) {
        guard width > 0, height > 0 else { return (0, 0, 0, 0) }
        let cx = Double(max(clampX.0, min(clampX.1, x))), cy = Double(max(clampY.0, min(clampY.1, y)))
        let fx = floor(cx), fy = floor(cy), tx = cx - fx, ty = cy - fy
        let x0 = max(0, min(width - 1, Int(fx))), x1 = max(0, min(width - 1, Int(fx) + 1))
        let y0 = max(0, min(height - 1, Int(fy))), y1 = max(0, min(height - 1, Int(fy) + 1))
        func channel(_ k: Int) -> Double {
            let a = Double(bytes[(y0 * width + x0) * 4 + k]), b = Double(bytes[(y0 * width + x1) * 4 + k])
            let c = Double(bytes[(y1 * width + x0) * 4 + k]), d = Double(bytes[(y1 * width + x1) * 4 + k])
            return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty
        }
        return (channel(0), channel(1), channel(2), channel(3))
    }
}
