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

    /// The `width × height` part whose top-left is at `(x, y)`; outside reads as 0.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> AlphaMask {
        var out = AlphaMask(width: width, height: height)
        for row in 0..<out.height {
            let sy = row + y
            guard sy >= 0, sy < self.height else { continue }
            for column in 0..<out.width {
                let sx = column + x
                guard sx >= 0, sx < self.width else { continue }
                out.bytes[row * out.width + column] = bytes[sy * self.width + sx]
            }
        }
        return out
    }
}
