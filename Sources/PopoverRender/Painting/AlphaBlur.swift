/// An alpha-only blur: three box blurs in each direction whose radii add up to the
/// blur radius, so the result spreads exactly `radius` pixels and no further while
/// looking Gaussian (σ ≈ radius / 3), as CoreGraphics' shadows do.
///
/// Each box blur is a running sum down the columns: one running sum per column, the rows
/// walked in order, so memory is read in sequence and the columns are summed side by side
/// (several to an instruction). The blur along the rows is that blur on the image turned
/// on its side (``ByteTranspose``), then turned back.
enum AlphaBlur {
    /// Blurs `alpha` (rows of `stride` bytes, `width` used) in place. Pixels beyond the
    /// buffer count as transparent, so callers pad by `radius`, which is at most 300
    /// (the sums are 16-bit; shadows blur at most ``ShadowRaster/maximumRadius``).
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, stride: Int, radius: Int) {
        precondition(radius <= 300, "a blur of \(radius) pixels: wider ones go on a coarser grid (ShadowRaster)")
        guard radius > 0, width > 0, height > 0, stride >= width, alpha.count >= stride * height else { return }
        let first = radius / 3, second = (radius - first) / 2, third = radius - first - second
        // Working memory in one piece: the image turned, then the blurred rows turned back;
        // and the blurred turned image.
        let size = stride * height
        // Every byte is written before it is read (the turns write every pixel, the blurs every row).
        var work = [UInt8](unsafeUninitializedCapacity: 2 * size) { _, count in count = 2 * size }
        var sums = [UInt16](repeating: 0, count: max(width, height))
        alpha.withUnsafeMutableBufferPointer { image in
            work.withUnsafeMutableBufferPointer { work in
                sums.withUnsafeMutableBufferPointer { columns in
                    let turned = UnsafeMutableBufferPointer(rebasing: work[..<size]), blurred = UnsafeMutableBufferPointer(rebasing: work[size...])
                    for pass in [first, second, third] where pass > 0 {
                        let divide = Divider(window: 2 * pass + 1)
                        // Along the rows: turned (`width` rows of `height`), blurred down, turned back.
                        ByteTranspose.transpose(image.baseAddress!, stride: stride, rows: height, columns: width, into: turned.baseAddress!, stride: height)
                        vertical(blurred, from: turned, sums: columns, width: height, height: width, stride: height, radius: pass, divide)
                        ByteTranspose.transpose(blurred.baseAddress!, stride: height, rows: width, columns: height, into: turned.baseAddress!, stride: stride)
                        // Down the columns, back into the image.
                        vertical(image, from: turned, sums: columns, width: width, height: height, stride: stride, radius: pass, divide)
                    }
                }
            }
        }
    }

    /// Rounds `sum / window` (half up) with a 16-bit multiply and shifts, exactly for every
    /// sum of `window` bytes: with `m = ⌈2ᵏ / window⌉` and `e = m × window − 2ᵏ`, the
    /// product is exact for every `n` with `n × e < 2ᵏ` (Granlund and Montgomery), and a
    /// `k` with `m` under 2¹⁶ exists for every window up to 201 (radii up to 300).
    struct Divider {
        let half: UInt16, multiplier: UInt16, shift: UInt16
        init(window: Int) {
            precondition(window % 2 == 1 && window <= 201, "a box of \(window) pixels")
            let largest = 255 * window + window / 2
            var k = 16
            while (largest * (((1 << k) + window - 1) / window * window - (1 << k))) >= 1 << k { k += 1 }
            half = UInt16(window / 2)
            multiplier = UInt16(((1 << k) + window - 1) / window)
            shift = UInt16(k - 16)
        }
        @inline(__always) func callAsFunction(_ sum: UInt16) -> UInt8 {
            let high = UInt16(truncatingIfNeeded: (UInt32(sum &+ half) &* UInt32(multiplier)) &>> 16)
            return UInt8(truncatingIfNeeded: high &>> shift)
        }
    }

    /// Each column's running sum over `2 × radius + 1` rows, from `source` into `out`
    /// (rows of `stride` bytes). Sums of at most 255 × 201 fit 16 bits, eight columns to
    /// an instruction, and wrap rather than check (they never overflow).
    private static func vertical(
        _ out: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeMutableBufferPointer<UInt8>, sums: UnsafeMutableBufferPointer<UInt16>,
        width: Int, height: Int, stride: Int, radius: Int, _ divide: Divider
    ) {
        let base = source.baseAddress!, columns = sums.baseAddress!
        for x in 0..<width { columns[x] = 0 }
        for y in 0..<min(radius, height) {
            let row = base + y * stride
            for x in 0..<width { columns[x] &+= UInt16(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = base + (y + radius) * stride
                for x in 0..<width { columns[x] &+= UInt16(entering[x]) }
            }
            let target = out.baseAddress! + y * stride
            for x in 0..<width { target[x] = divide(columns[x]) }
            if y - radius >= 0 {
                let leaving = base + (y - radius) * stride
                for x in 0..<width { columns[x] &-= UInt16(leaving[x]) }
            }
        }
    }
}
