/// An alpha-only blur: three box blurs in each direction whose radii add up to the
/// blur radius, so the result spreads exactly `radius` pixels and no further while
/// looking Gaussian (σ ≈ radius / 3), as CoreGraphics' shadows do.
///
/// Each box blur is a running sum, row by row; the vertical pass keeps one running sum
/// per column and walks the rows in order, so both passes read memory in sequence.
enum AlphaBlur {
    /// Blurs `alpha` (rows of `stride` bytes, `width` used) in place. Pixels beyond the
    /// buffer count as transparent, so callers pad by `radius`.
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0, stride >= width, alpha.count >= stride * height else { return }
        let first = radius / 3, second = (radius - first) / 2, third = radius - first - second
        var copy = [UInt8](repeating: 0, count: stride * height)
        var sums = [Int](repeating: 0, count: width)
        alpha.withUnsafeMutableBufferPointer { image in
            copy.withUnsafeMutableBufferPointer { source in
                sums.withUnsafeMutableBufferPointer { columns in
                    for pass in [first, second, third] where pass > 0 {
                        let divide = Divider(window: 2 * pass + 1)
                        source.baseAddress!.update(from: image.baseAddress!, count: stride * height)
                        horizontal(image, from: source, width: width, height: height, stride: stride, radius: pass, divide)
                        source.baseAddress!.update(from: image.baseAddress!, count: stride * height)
                        vertical(image, from: source, sums: columns, width: width, height: height, stride: stride, radius: pass, divide)
                    }
                }
            }
        }
    }

    /// Rounds `sum / window` with a multiply and a shift (exact for sums below 2¹⁶).
    private struct Divider {
        let half: Int, multiplier: Int
        init(window: Int) {
            half = window / 2
            multiplier = ((1 << 24) + window - 1) / window
        }
        @inline(__always) func callAsFunction(_ sum: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: min(255, ((sum + half) * multiplier) >> 24))
        }
    }

    private static func horizontal(
        _ out: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int, stride: Int, radius: Int, _ divide: Divider
    ) {
        for y in 0..<height {
            let row = source.baseAddress! + y * stride, target = out.baseAddress! + y * stride
            var sum = 0
            for x in 0..<min(radius, width) { sum += Int(row[x]) }
            for x in 0..<width {
                if x + radius < width { sum += Int(row[x + radius]) }
                target[x] = divide(sum)
                if x - radius >= 0 { sum -= Int(row[x - radius]) }
            }
        }
    }

    private static func vertical(
        _ out: UnsafeMutableBufferPointer<UInt8>, from source: UnsafeMutableBufferPointer<UInt8>, sums: UnsafeMutableBufferPointer<Int>,
        width: Int, height: Int, stride: Int, radius: Int, _ divide: Divider
    ) {
        let base = source.baseAddress!
        for x in 0..<width { sums[x] = 0 }
        for y in 0..<min(radius, height) {
            let row = base + y * stride
            for x in 0..<width { sums[x] += Int(row[x]) }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = base + (y + radius) * stride
                for x in 0..<width { sums[x] += Int(entering[x]) }
            }
            let target = out.baseAddress! + y * stride
            for x in 0..<width { target[x] = divide(sums[x]) }
            if y - radius >= 0 {
                let leaving = base + (y - radius) * stride
                for x in 0..<width { sums[x] -= Int(leaving[x]) }
            }
        }
    }
}
