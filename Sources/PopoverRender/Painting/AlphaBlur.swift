/// An alpha-only blur: three box blurs in each direction whose radii add up to the
/// blur radius, so the result spreads exactly `radius` pixels and no further while
/// looking Gaussian (σ ≈ radius / 3), as CoreGraphics' shadows do.
///
/// Each box blur is a running sum, row by row; the vertical pass keeps one running sum
/// per column and walks the rows in order, so both passes read memory in sequence.
enum AlphaBlur {
    /// Blurs `alpha` (rows of `stride` bytes, `width` used) in place. Pixels beyond the
    /// buffer count as transparent, so callers pad by `radius`, which is at most 10,000
    /// (the sums are 32-bit; shadows blur at most ``ShadowRaster/maximumRadius``).
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, stride: Int, radius: Int) {
        precondition(radius <= 10_000, "a blur of \(radius) pixels: wider ones go on a coarser grid (ShadowRaster)")
        guard radius > 0, width > 0, height > 0, stride >= width, alpha.count >= stride * height else { return }
        let first = radius / 3, second = (radius - first) / 2, third = radius - first - second
        var copy = [UInt8](repeating: 0, count: stride * height)
        var sums = [UInt32](repeating: 0, count: width)
        alpha.withUnsafeMutableBufferPointer { image in
            copy.withUnsafeMutableBufferPointer { source in
                sums.withUnsafeMutableBufferPointer { columns in
                    for pass in [first, second, third] where pass > 0 {
                        let divide = Divider(window: 2 * pass + 1)
                        // Rows into the copy, columns back: nothing is read after it is written.
                        horizontal(source, from: image, width: width, height: height, stride: stride, radius: pass, divide)
                        vertical(image, from: source, sums: columns, width: width, height: height, stride: stride, radius: pass, divide)
                    }
                }
            }
        }
    }

    /// Rounds `sum / window` with a multiply and a shift (exact for sums below 2¹⁶). In
    /// 32 bits: a sum is at most 255 × window, so the product stays under
    /// 255.5 × 2²⁴ + 255.5 × window, below 2³² for any window under 30,000.
    private struct Divider {
        let half: UInt32, multiplier: UInt32
        init(window: Int) {
            half = UInt32(window / 2)
            multiplier = UInt32(((1 << 24) + window - 1) / window)
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: min(255, ((sum &+ half) &* multiplier) >> 24))
        }
    }

    /// Blurs each row, four rows at a time: a running sum is a chain of dependent
    /// additions, and four independent chains keep the processor busy. The last rows
    /// repeat the final one to make up four (the same row worked out twice, same bytes).
    private static func horizontal(
        _ out: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int, stride: Int, radius: Int, _ divide: Divider
    ) {
        // x + radius < width adds, x - radius >= 0 removes.
        let adding = max(0, width - radius), removing = min(width, radius)
        var y = 0
        while y < height {
            let r0 = UnsafePointer(source.baseAddress! + y * stride), t0 = out.baseAddress! + y * stride
            let r1 = UnsafePointer(source.baseAddress! + min(y + 1, height - 1) * stride), t1 = out.baseAddress! + min(y + 1, height - 1) * stride
            let r2 = UnsafePointer(source.baseAddress! + min(y + 2, height - 1) * stride), t2 = out.baseAddress! + min(y + 2, height - 1) * stride
            let r3 = UnsafePointer(source.baseAddress! + min(y + 3, height - 1) * stride), t3 = out.baseAddress! + min(y + 3, height - 1) * stride
            var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
            var x = 0
            while x < min(radius, width) {
                s0 &+= UInt32(r0[x]); s1 &+= UInt32(r1[x]); s2 &+= UInt32(r2[x]); s3 &+= UInt32(r3[x])
                x += 1
            }
            x = 0
            while x < width {
                if x < adding {
                    let a = x + radius
                    s0 &+= UInt32(r0[a]); s1 &+= UInt32(r1[a]); s2 &+= UInt32(r2[a]); s3 &+= UInt32(r3[a])
                }
                t0[x] = divide(s0); t1[x] = divide(s1); t2[x] = divide(s2); t3[x] = divide(s3)
                if x >= removing {
                    let r = x - radius
                    s0 &-= UInt32(r0[r]); s1 &-= UInt32(r1[r]); s2 &-= UInt32(r2[r]); s3 &-= UInt32(r3[r])
                }
                x += 1
            }
            y += 4
        }
    }

    private static func vertical(
        _ out: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeMutableBufferPointer<UInt8>, sums: UnsafeMutableBufferPointer<UInt32>,
        width: Int, height: Int, stride: Int, radius: Int, _ divide: Divider
    ) {
        let base = source.baseAddress!, columns = sums.baseAddress!
        for x in 0..<width { columns[x] = 0 }
        for y in 0..<min(radius, height) {
            let row = base + y * stride
            for x in 0..<width { columns[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = base + (y + radius) * stride
                for x in 0..<width { columns[x] &+= UInt32(entering[x]) }
            }
            let target = out.baseAddress! + y * stride
            for x in 0..<width { target[x] = divide(columns[x]) }
            if y - radius >= 0 {
                let leaving = base + (y - radius) * stride
                for x in 0..<width { columns[x] &-= UInt32(leaving[x]) }
            }
        }
    }
}
