/// An 8-bit coverage mask, rows of `width` bytes.
struct AlphaMask {
    let width: Int
    let height: Int
    var bytes: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// Blurs in place (see ``AlphaBlur``).
    mutating func blur(radius: Int) {
        AlphaBlur.blur(&bytes, width: width, height: height, stride: width, radius: radius)
    }
}
