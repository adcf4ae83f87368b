import Foundation

extension RenderedImage {
    /// The image blurred by about `radius` pixels: three box blurs across and three down,
    /// each a running sum (linear in the pixels whatever the radius), on every channel of
    /// the premultiplied pixels. Edges repeat their last pixel.
    func boxBlurred(radius: Int) -> RenderedImage {
        guard radius > 0, width > 0, height > 0 else { return self }
        // Three boxes of this half-width approximate a Gaussian of `radius`.
        let box = max(1, Int((Double(radius) / 1.7).rounded()))
        var pixels = bytes
        var scratch = [UInt8](repeating: 0, count: bytes.count)
        for _ in 0..<3 {
            Self.boxPass(&pixels, into: &scratch, count: height, length: width, step: 4, lineStep: width * 4, box: box)
            Self.boxPass(&scratch, into: &pixels, count: width, length: height, step: width * 4, lineStep: 4, box: box)
        }
        return RenderedImage(width: width, height: height, bytes: pixels)
    }

    /// One box blur along `count` lines of `length` pixels (`step` bytes apart, lines
    /// `lineStep` apart), from `source` into `target`.
    private static func boxPass(_ source: inout [UInt8], into target: inout [UInt8], count: Int, length: Int, step: Int, lineStep: Int, box: Int) {
        let window = 2 * box + 1
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * lineStep
                    for channel in 0..<4 {
                        func at(_ i: Int) -> Int { Int(src[base + max(0, min(length - 1, i)) * step + channel]) }
                        var sum = 0
                        for i in -box...box { sum += at(i) }
                        for i in 0..<length {
                            dst[base + i * step + channel] = UInt8((sum + window / 2) / window)
                            sum += at(i + box + 1) - at(i - box)
                        }
                    }
                }
            }
        }
    }
}

extension RenderedImage {
    /// The image made `factor` times smaller each way, each pixel the mean of the block it
    /// covers (partial blocks at the edges averaged over what they hold): a wide blur is
    /// computed here and stretched back, as smooth and many times cheaper.
    func shrunk(by factor: Int) -> RenderedImage {
        guard factor > 1, width > 0, height > 0 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for cy in 0..<h {
                    let y0 = cy * factor, y1 = min(height, y0 + factor)
                    for cx in 0..<w {
                        let x0 = cx * factor, x1 = min(width, x0 + factor)
                        var (b, g, r, a) = (0, 0, 0, 0)
                        for y in y0..<y1 {
                            var i = (y * width + x0) * 4
                            for _ in x0..<x1 {
                                b += Int(source[i]); g += Int(source[i + 1]); r += Int(source[i + 2]); a += Int(source[i + 3])
                                i += 4
                            }
                        }
                        let n = (y1 - y0) * (x1 - x0), o = (cy * w + cx) * 4
                        target[o] = UInt8((b + n / 2) / n); target[o + 1] = UInt8((g + n / 2) / n)
                        target[o + 2] = UInt8((r + n / 2) / n); target[o + 3] = UInt8((a + n / 2) / n)
                    }
                }
            }
        }
        return RenderedImage(width: w, height: h, bytes: out)
    }
}
