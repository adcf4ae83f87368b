import Foundation
import PopoverCore

extension RenderedImage {
    /// The image blurred by about `radius` pixels: three box blurs across and three down,
    /// each a running sum (linear in the pixels whatever the radius), on the four channels
    /// of the premultiplied pixels at once. Edges repeat their last pixel.
    func boxBlurred(radius: Int) -> RenderedImage {
        guard radius > 0, width > 0, height > 0 else { return self }
        // Three boxes of this half-width approximate a Gaussian of `radius` (at most 2,047,
        // where the rounding below stays exact; glass asks for a few pixels).
        let box = min(2047, max(1, Int((Double(radius) / 1.7).rounded())))
        var pixels = [SIMD4<Int64>](repeating: .zero, count: width * height)
        for i in pixels.indices {
            let o = 4 * i
            pixels[i] = SIMD4<Int64>(Int64(bytes[o]), Int64(bytes[o + 1]), Int64(bytes[o + 2]), Int64(bytes[o + 3]))
        }
        var scratch = pixels
        for _ in 0..<3 {
            Self.boxPass(pixels, into: &scratch, count: height, length: width, step: 1, lineStep: width, box: box)
            Self.boxPass(scratch, into: &pixels, count: width, length: height, step: width, lineStep: 1, box: box)
        }
        var out = [UInt8](repeating: 0, count: bytes.count)
        for (i, pixel) in pixels.enumerated() {
            for c in 0..<4 { out[4 * i + c] = UInt8(truncatingIfNeeded: pixel[c]) }
        }
        return RenderedImage(width: width, height: height, bytes: out)
    }

    /// One box blur along `count` lines of `length` pixels (`step` pixels apart, lines
    /// `lineStep` apart), from `source` into `target`.
    private static func boxPass(_ source: [SIMD4<Int64>], into target: inout [SIMD4<Int64>], count: Int, length: Int, step: Int, lineStep: Int, box: Int) {
        let window = 2 * box + 1
        // sum / window rounded, as a multiply and a shift: exact for windows below 4,104
        // pixels (the error stays under 1 / window while 255 × window² < 2³²).
        let half = SIMD4<Int64>(repeating: Int64(window / 2)), multiplier = SIMD4<Int64>(repeating: ((1 << 32) + Int64(window) - 1) / Int64(window))
        // One line, its ends repeated `box + 1` times: no clamping in the loop.
        var padded = [SIMD4<Int64>](repeating: .zero, count: length + 2 * box + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                padded.withUnsafeMutableBufferPointer { line in
                    for index in 0..<count {
                        let base = index * lineStep
                        for i in 0..<(box + 1) { line[i] = src[base] }
                        for i in 0..<length { line[box + 1 + i] = src[base + i * step] }
                        for i in (length + box + 1)..<line.count { line[i] = src[base + (length - 1) * step] }
                        // line[box + 1 + i] is pixel i; the window of pixel i is line[i + 1 ... i + window].
                        var sum = SIMD4<Int64>.zero
                        for i in 1...window { sum &+= line[i] }
                        for i in 0..<length {
                            dst[base + i * step] = ((sum &+ half) &* multiplier) &>> 32
                            if i + 1 < length { sum &+= line[i + 1 + window] &- line[i + 1] }
                        }
                    }
                }
            }
        }
    }
}

extension RenderedImage {
    /// The pixels of the rectangle at `(x, y)` of `width × height` (clamped to the image)
    /// made `factor` times smaller each way, each pixel the mean of up to 4 × 4 samples
    /// spread evenly over the block it covers (partial blocks at the edges sampled over
    /// what they hold). A wide blur is computed on the result and stretched back: as smooth,
    /// and many times cheaper, and only a few samples of each block are read.
    ///
    /// With `factor` 1 this is the rectangle's pixels as they are.
    func shrunk(x: Int, y: Int, width: Int, height: Int, by factor: Int) -> RenderedImage {
        let x0 = max(0, min(self.width, x)), y0 = max(0, min(self.height, y))
        let x1 = max(x0, min(self.width, x + width)), y1 = max(y0, min(self.height, y + height))
        let factor = max(1, factor)
        let w = (x1 - x0 + factor - 1) / factor, h = (y1 - y0 + factor - 1) / factor
        // Along an axis: the pixels sampled, block after block, and where each block's begin.
        func samples(from start: Int, to end: Int, blocks: Int) -> (pixels: [Int], starts: [Int]) {
            var pixels: [Int] = [], starts: [Int] = []
            pixels.reserveCapacity(blocks * 4)
            starts.reserveCapacity(blocks + 1)
            for block in 0..<blocks {
                starts.append(pixels.count)
                let first = start + block * factor, size = min(factor, end - first), count = min(size, 4)
                for i in 0..<count { pixels.append(first + (2 * i + 1) * size / (2 * count)) }
            }
            starts.append(pixels.count)
            return (pixels, starts)
        }
        let columns = samples(from: x0, to: x1, blocks: w), rows = samples(from: y0, to: y1, blocks: h)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for cy in 0..<h {
                    let rowSamples = rows.pixels[rows.starts[cy]..<rows.starts[cy + 1]]
                    for cx in 0..<w {
                        let columnSamples = columns.pixels[columns.starts[cx]..<columns.starts[cx + 1]]
                        // At most 16 samples of at most 255: the sums cannot overflow, and wrap unchecked.
                        var (b, g, r, a): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        for sy in rowSamples {
                            for sx in columnSamples {
                                let i = (sy &* self.width &+ sx) &* 4
                                b &+= UInt32(source[i]); g &+= UInt32(source[i &+ 1]); r &+= UInt32(source[i &+ 2]); a &+= UInt32(source[i &+ 3])
                            }
                        }
                        let n = UInt32(truncatingIfNeeded: rowSamples.count &* columnSamples.count), half = n / 2, o = (cy * w + cx) * 4
                        target[o] = UInt8(truncatingIfNeeded: (b &+ half) / n); target[o + 1] = UInt8(truncatingIfNeeded: (g &+ half) / n)
                        target[o + 2] = UInt8(truncatingIfNeeded: (r &+ half) / n); target[o + 3] = UInt8(truncatingIfNeeded: (a &+ half) / n)
                    }
                }
            }
        }
        return RenderedImage(width: w, height: h, bytes: out)
    }

    /// The image with `colour` laid over every pixel (source over, premultiplied result):
    /// glass's frosting, laid on the small blurred picture before it is stretched, which
    /// gives the same colours as laying it on the stretched one, for far fewer pixels.
    func frosted(with colour: RGBAColor) -> RenderedImage {
        let alpha = max(0, min(1, colour.alpha.isNaN ? 0 : colour.alpha))
        func channel(_ value: Double) -> Double { max(0, min(1, value.isNaN ? 0 : value)) * alpha * 255 }
        let over = [channel(colour.blue), channel(colour.green), channel(colour.red), alpha * 255]
        let keep = 1 - alpha
        // Each channel's 256 possible results worked out once, then looked up for every byte.
        let results = (0..<1024).map { UInt8(max(0, min(255, (over[$0 >> 8] + Double($0 & 255) * keep).rounded()))) }
        var out = bytes
        results.withUnsafeBufferPointer { results in
            out.withUnsafeMutableBufferPointer { out in
                for i in 0..<out.count { out[i] = results[(i & 3) << 8 | Int(out[i])] }
            }
        }
        return RenderedImage(width: width, height: height, bytes: out)
    }
}
