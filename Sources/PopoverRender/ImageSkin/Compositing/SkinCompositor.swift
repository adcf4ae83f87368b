import Foundation
import PopoverCore
import PopoverImageSkin

/// Composes an image skin the way UIKit draws it: the background stretched (or tiled)
/// between its cap insets over the body (caps at their natural size, each slice sampled
/// bilinearly within itself) over the core's ``/PopoverImageSkin/ImageSkinLayout``'s background
/// rectangle, and the arrow image placed, turned and pixel-aligned by that layout, drawn
/// under or over the body as the skin's ``/PopoverImageSkin/ImageSkinArrangement`` says.
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
        var canvas = try canvas(size: size, scale: scale)
        try skin.validate()
        let s = CGFloat(scale), background = skin.background, imageScale = CGFloat(max(1, skin.imageScale))
        let layout = skin.layout(size: size, direction: direction, arrowOffset: arrowOffset, scale: s)
        let artwork = skin.arrows.image(for: direction)
        func drawArrow() {
            if let artwork, let frame = layout.arrowImage {
                drawTurned(artwork.image, imageScale: imageScale, frame: frame, into: &canvas, scale: s)
            }
        }
        if layout.arrowLayer == .underBody { drawArrow() }
        if layout.backgroundCornerRadius > 0 {
            canvas.clip = RoundedRectCoverage(layout.backgroundImageRect, radius: layout.backgroundCornerRadius, scale: s)
        }
        NinePartImage(
            image: background, imageScale: imageScale,
            source: CGRect(x: 0, y: 0, width: CGFloat(background.width) / imageScale, height: CGFloat(background.height) / imageScale),
            capInsets: skin.capInsets, tiles: skin.arrangement.resizingMode == .tile
        ).draw(over: layout.backgroundImageRect, into: &canvas, scale: s)
        canvas.clip = nil
        if layout.arrowLayer == .overBody { drawArrow() }
        if showsContent { canvas.drawDashed(layout.background.content, scale: s) }
        return canvas.image
    }

    /// An empty canvas of `size` points at `scale`, or ``/PopoverCore/PopoverInputError`` for a
    /// scale outside 1...3 or a size that is not finite, under a pixel or over the budget.
    static func canvas(size: CGSize, scale: Int) throws -> BlendBuffer {
        guard RenderScale.supported.contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        let s = CGFloat(scale), limit = CGFloat(SkinRenderRequest.maximumPixelsPerSide)
        for side in [size.width, size.height] where !(side.isFinite && side * s >= 1 && side * s <= limit) {
            throw PopoverInputError(
                field: "size", rule: "must be between 1 and \(SkinRenderRequest.maximumPixelsPerSide) pixels a side at \(scale)x",
                value: NumberText.format(size)
            )
        }
        let width = Int((size.width * s).rounded(.up)), height = Int((size.height * s).rounded(.up))
        guard width * height <= SkinRenderRequest.maximumCanvasPixels else {
            throw PopoverInputError(
                field: "size", rule: "must fit \(SkinRenderRequest.maximumCanvasPixels) pixels in all at \(scale)x",
                value: NumberText.format(size)
            )
        }
        return BlendBuffer(width: max(0, width), height: max(0, height))
    }

    /// The arrow image mirrored (if asked) and turned by a multiple of a quarter turn about
    /// its centre, stretched to the frame's size when that is not the image's own.
    private static func drawTurned(_ image: RenderedImage, imageScale: CGFloat, frame: ArrowImageFrame, into canvas: inout BlendBuffer, scale: CGFloat) {
        guard frame.size.width > 0, frame.size.height > 0 else { return }
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
        // Image pixels per frame point: exactly imageScale when the frame is the image's size.
        let perPointX = imageScale * (CGFloat(image.width) / imageScale / frame.size.width)
        let perPointY = imageScale * (CGFloat(image.height) / imageScale / frame.size.height)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let dx = (CGFloat(x) + 0.5) / scale - frame.center.x, dy = (CGFloat(y) + 0.5) / scale - frame.center.y
                // Undo the rotation, then the mirror, then move to the image's own top-left origin.
                let along = c * dx + s * dy
                let ix = (frame.mirrored ? -along : along) + halfW, iy = -s * dx + c * dy + halfH
                guard ix >= 0, iy >= 0, ix <= frame.size.width, iy <= frame.size.height else { continue }
                canvas.blend(x: x, y: y, image.bilinear(x: ix * perPointX - 0.5, y: iy * perPointY - 0.5, clampX: whole, clampY: wholeY))
            }
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
