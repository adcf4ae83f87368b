/// A bitmap in premultiplied BGRA, 8 bits a channel, rows top to bottom, no padding:
/// the layout of Cairo's ARGB32 and CoreGraphics' `premultipliedFirst | byteOrder32Little`.
///
/// ```swift
/// let image = try PopoverRenderer.image(request)
/// let pixel = image.pixel(x: 10, y: 20)   // (b, g, r, a)
/// ```
public struct RenderedImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: B, G, R, A for each pixel, premultiplied by A.
    public let bytes: [UInt8]

    /// Wraps bytes; their count must be `width × height × 4`.
    ///
    /// ```swift
    /// RenderedImage(width: 1, height: 1, bytes: [0, 0, 255, 255])  // one red pixel
    /// ```
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "BGRA bytes must be width × height × 4")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at a position (premultiplied); positions outside the image read as transparent.
    ///
    /// ```swift
    /// image.pixel(x: 0, y: 0).a  // 0 where the shadow does not reach
    /// ```
    public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// The pixels of a rectangle of this image (clamped to it), in device pixels.
    func region(x: Int, y: Int, width: Int, height: Int) -> RenderedImage {
        let x0 = max(0, min(self.width, x)), y0 = max(0, min(self.height, y))
        let x1 = max(x0, min(self.width, x + width)), y1 = max(y0, min(self.height, y + height))
        let w = x1 - x0, h = y1 - y0
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<h {
                    let from = ((y0 + row) * self.width + x0) * 4
                    target.baseAddress!.advanced(by: row * w * 4).update(from: source.baseAddress!.advanced(by: from), count: w * 4)
                }
            }
        }
        return RenderedImage(width: w, height: h, bytes: out)
    }
}
