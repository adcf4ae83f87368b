/// An alpha-only blur: three box blurs in each direction whose radii add up to the
/// blur radius, so the result spreads exactly `radius` pixels and no further while
/// looking Gaussian (σ ≈ radius / 3), as CoreGraphics' shadows do.
enum AlphaBlur {
    /// Blurs `alpha` (rows of `stride` bytes, `width` used) in place. Pixels beyond the
    /// buffer count as transparent, so callers pad by `radius`.
    static func blur(_ alpha: inout [UInt8], width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let first = radius / 3, second = (radius - first) / 2, third = radius - first - second
        var line = [UInt16](repeating: 0, count: max(width, height))
        var result = [UInt16](repeating: 0, count: max(width, height))
        for pass in [first, second, third] where pass > 0 {
            for y in 0..<height {
                for x in 0..<width { line[x] = UInt16(alpha[y * stride + x]) }
                boxBlur(line, into: &result, count: width, radius: pass)
                for x in 0..<width { alpha[y * stride + x] = UInt8(result[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = UInt16(alpha[y * stride + x]) }
                boxBlur(line, into: &result, count: height, radius: pass)
                for y in 0..<height { alpha[y * stride + x] = UInt8(result[y]) }
            }
        }
    }

    /// One running-sum box blur of `count` values, rounding to nearest.
    private static func boxBlur(_ input: [UInt16], into output: inout [UInt16], count: Int, radius: Int) {
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        for i in 0..<count {
            if i + radius < count { sum += Int(input[i + radius]) }
            output[i] = UInt16((sum + window / 2) / window)
            if i - radius >= 0 { sum -= Int(input[i - radius]) }
        }
    }
}
