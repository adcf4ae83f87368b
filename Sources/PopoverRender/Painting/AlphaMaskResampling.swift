import Foundation

extension AlphaMask {
    /// This mask, whose top-left is the pixel `origin` of a grid of `scale` pixels per
    /// point, sampled on a finer grid of `targetScale` pixels per point over the
    /// `width × height` pixels whose top-left is `targetOrigin` (bilinear between pixel
    /// centres; beyond its edges the mask repeats its edge pixels).
    ///
    /// A wide shadow is blurred on a coarse grid (``ShadowRaster``) and brought back to the
    /// canvas's pixels here, so that it is drawn one mask pixel to one device pixel.
    func resampled(origin: (x: Int, y: Int), scale: CGFloat, to targetOrigin: (x: Int, y: Int), scale targetScale: CGFloat, width: Int, height: Int) -> AlphaMask {
        var out = AlphaMask(width: width, height: height)
        guard out.width > 0, out.height > 0 else { return out }
        out.bytes.withUnsafeMutableBufferPointer { target in
            resample(origin: origin, scale: scale, to: targetOrigin, scale: targetScale, width: width, height: height,
                     into: target.baseAddress!, stride: width, leftOut: .none)
        }
        return out
    }

    /// Writes what ``resampled(origin:scale:to:scale:width:height:)`` returns into
    /// `width × height` bytes at `target`, rows `stride` bytes apart, except the pixels
    /// `leftOut` (columns and rows of the target), which are not written.
    func resample(
        origin: (x: Int, y: Int), scale: CGFloat, to targetOrigin: (x: Int, y: Int), scale targetScale: CGFloat, width: Int, height: Int,
        into target: UnsafeMutablePointer<UInt8>, stride: Int, leftOut: LeftOutPixels
    ) {
        guard width > 0, height > 0 else { return }
        guard self.width > 0, self.height > 0, scale > 0, targetScale > 0 else {
            for y in 0..<height { (target + y * stride).update(repeating: 0, count: width) }
            return
        }
        let columns = Self.taps(count: width, from: targetOrigin.x, targetScale: targetScale, to: origin.x, scale: scale, limit: self.width)
        let rows = Self.taps(count: height, from: targetOrigin.y, targetScale: targetScale, to: origin.y, scale: scale, limit: self.height)
        // Across first, into rows of 16-bit values (8 bits of weight kept), then down.
        var across = [UInt16](repeating: 0, count: width * self.height)
        bytes.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                columns.withUnsafeBufferPointer { columns in
                    for y in 0..<self.height {
                        let row = source.baseAddress! + y * self.width, line = target.baseAddress! + y * width
                        for x in 0..<columns.count {
                            let tap = columns[x], weight = UInt32(truncatingIfNeeded: tap.weight)
                            let value = UInt32(row[tap.first]) &* (256 &- weight) &+ UInt32(row[tap.second]) &* weight
                            line[x] = UInt16(truncatingIfNeeded: value)
                        }
                    }
                }
            }
        }
        across.withUnsafeBufferPointer { source in
            for (y, tap) in rows.enumerated() {
                let upper = source.baseAddress! + tap.first * width, lower = source.baseAddress! + tap.second * width
                let line = target + y * stride, weight = UInt32(truncatingIfNeeded: tap.weight)
                func write(_ columns: Range<Int>) {
                    for x in columns {
                        let value = UInt32(upper[x]) &* (256 &- weight) &+ UInt32(lower[x]) &* weight
                        line[x] = UInt8(truncatingIfNeeded: (value &+ 32768) >> 16)
                    }
                }
                let (before, after) = leftOut.written(0..<width, row: y)
                write(before)
                write(after)
            }
        }
    }

    /// For each of `count` target pixels from `start`, the two source pixels (of `limit`,
    /// from `sourceStart`) around its centre and the second one's weight out of 256.
    private static func taps(count: Int, from start: Int, targetScale: CGFloat, to sourceStart: Int, scale: CGFloat, limit: Int) -> [(first: Int, second: Int, weight: Int)] {
        (0..<count).map { index in
            let position = (CGFloat(start + index) + 0.5) / targetScale * scale - 0.5 - CGFloat(sourceStart)
            guard position.isFinite, position > 0 else { return (0, 0, 0) }
            guard position < CGFloat(limit - 1) else { return (limit - 1, limit - 1, 0) }
            let first = Int(position.rounded(.down))
            return (first, first + 1, Int(((position - CGFloat(first)) * 256).rounded()))
        }
    }
}
