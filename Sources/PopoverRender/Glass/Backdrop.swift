import Foundation

/// Pictures to draw glass over: the renderer shows glass only over something.
///
/// ```swift
/// let backdrop = Backdrop.pattern(width: 960, height: 600)   // pixels
/// ```
public enum Backdrop {
    /// A colourful built-in backdrop of `width × height` pixels that shows what glass
    /// does: diagonal bands of saturated colours with light and dark discs over them (a
    /// flat colour would hide the blur). The same size gives the same pixels.
    ///
    /// ```swift
    /// Backdrop.pattern(width: 4, height: 2).bytes.count  // 32
    /// ```
    public static func pattern(width: Int, height: Int) -> RenderedImage {
        let w = max(0, width), h = max(0, height)
        let colours: [(Double, Double, Double)] = [
            (1.0, 0.27, 0.23), (1.0, 0.62, 0.04), (1.0, 0.84, 0.04), (0.2, 0.78, 0.35),
            (0.19, 0.69, 0.78), (0.0, 0.48, 1.0), (0.35, 0.34, 0.84), (0.69, 0.32, 0.87),
        ]
        let band = max(1.0, Double(max(w, h)) / 9)
        let discs: [(x: Double, y: Double, r: Double, light: Bool)] = (0..<7).map { i in
            let t = Double(i) / 7
            return (Double(w) * (0.08 + 0.84 * ((t * 2.3).truncatingRemainder(dividingBy: 1))),
                    Double(h) * (0.15 + 0.7 * ((t * 3.7 + 0.3).truncatingRemainder(dividingBy: 1))),
                    band * (0.35 + 0.3 * Double(i % 3)), i % 2 == 0)
        }
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let index = Int(((Double(x) + Double(y) * 0.6) / band).rounded(.down)) % colours.count
                var (r, g, b) = colours[index]
                for disc in discs {
                    let dx = Double(x) + 0.5 - disc.x, dy = Double(y) + 0.5 - disc.y
                    if dx * dx + dy * dy < disc.r * disc.r {
                        (r, g, b) = disc.light ? (r * 0.35 + 0.65, g * 0.35 + 0.65, b * 0.35 + 0.65) : (r * 0.35, g * 0.35, b * 0.35)
                    }
                }
                let i = (y * w + x) * 4
                bytes[i] = UInt8(b * 255); bytes[i + 1] = UInt8(g * 255); bytes[i + 2] = UInt8(r * 255)
            }
        }
        return RenderedImage(width: w, height: h, bytes: bytes)
    }

    /// The built-in pattern the size of `request`'s canvas in device pixels, as the
    /// renderer stretches any backdrop to: it is then drawn one pixel to one pixel. The
    /// request is checked first (``SkinRenderRequest/validate()``): a canvas over the
    /// render budget throws before any pixel is allocated.
    ///
    /// ```swift
    /// var glass = SkinRenderRequest(style: .glass, size: CGSize(width: 320, height: 200), direction: .up)
    /// glass.backdrop = try Backdrop.pattern(for: glass)
    /// ```
    public static func pattern(for request: SkinRenderRequest) throws -> RenderedImage {
        try request.validate()
        let pixels = request.canvasPixels
        return pattern(width: pixels.width, height: pixels.height)
    }

    /// `image` resampled to `width × height` pixels (nearest pixel), for a backdrop that
    /// fills the canvas whatever its own size.
    static func resampled(_ image: RenderedImage, width: Int, height: Int) -> RenderedImage {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else {
            return RenderedImage(width: max(0, width), height: max(0, height), bytes: [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4))
        }
        if image.width == width && image.height == height { return image }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        image.bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sy = min(image.height - 1, y * image.height / height)
                for x in 0..<width {
                    let sx = min(image.width - 1, x * image.width / width)
                    let from = (sy * image.width + sx) * 4, to = (y * width + x) * 4
                    for c in 0..<4 { bytes[to + c] = source[from + c] }
                }
            }
        }
        return RenderedImage(width: width, height: height, bytes: bytes)
    }
}
