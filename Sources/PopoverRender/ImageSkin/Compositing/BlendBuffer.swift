import Foundation

/// The compositor's canvas: a premultiplied BGRA buffer that images are blended into.
struct BlendBuffer {
    let width: Int, height: Int
    var bytes: [UInt8]
    /// While set, what is blended is clipped to this rounded rectangle.
    var clip: RoundedRectCoverage?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Source-over of a premultiplied colour (components 0...255).
    mutating func blend(x: Int, y: Int, _ colour: (Double, Double, Double, Double)) {
        var c = colour
        if let clip {
            let k = clip.coverage(x: x, y: y)
            c = (c.0 * k, c.1 * k, c.2 * k, c.3 * k)
        }
        let i = (y * width + x) * 4, keep = 1 - c.3 / 255
        func mix(_ source: Double, _ k: Int) {
            bytes[i + k] = UInt8(max(0, min(255, (source + Double(bytes[i + k]) * keep).rounded())))
        }
        mix(c.0, 0); mix(c.1, 1); mix(c.2, 2); mix(c.3, 3)
    }

    /// A one-pixel outline just inside `rect`, in 4-pixel dashes of dark and light grey.
    mutating func drawDashed(_ rect: CGRect, scale: CGFloat) {
        let x0 = Int((rect.minX * scale).rounded()), x1 = Int((rect.maxX * scale).rounded()) - 1
        let y0 = Int((rect.minY * scale).rounded()), y1 = Int((rect.maxY * scale).rounded()) - 1
        guard x0 < x1, y0 < y1 else { return }
        // The perimeter walked clockwise from the top-left corner, so the dashes run on round the corners.
        var points: [(Int, Int)] = (x0...x1).map { ($0, y0) }
        points += (y0 + 1...y1).map { (x1, $0) }
        points += (x0..<x1).reversed().map { ($0, y1) }
        if y1 - 1 > y0 { points += (y0 + 1..<y1).reversed().map { (x0, $0) } }
        for (k, (x, y)) in points.enumerated() where x >= 0 && y >= 0 && x < width && y < height {
            let value: Double = (k / 4) % 2 == 0 ? 40 * 0.9 : 255 * 0.9
            blend(x: x, y: y, (value, value, value, 0.9 * 255))
        }
    }

    var image: RenderedImage { RenderedImage(width: width, height: height, bytes: bytes) }
}
