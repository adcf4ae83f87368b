import Foundation
import PopoverRender

/// Deliberate faults put into real art, for the checks to find.
extension RenderedImage {
    /// The image with `rows` empty rows added below it.
    func paddedBelow(_ rows: Int) -> RenderedImage {
        RenderedImage(width: width, height: height + rows, bytes: bytes + [UInt8](repeating: 0, count: width * rows * 4))
    }

    /// The image with the rows `range` made transparent.
    func clearingRows(_ range: Range<Int>) -> RenderedImage {
        var copy = bytes
        for y in range { for i in (y * width * 4)..<((y + 1) * width * 4) { copy[i] = 0 } }
        return RenderedImage(width: width, height: height, bytes: copy)
    }

    /// The image with every pixel's colour replaced by opaque-equivalent white (alpha kept).
    func whitened() -> RenderedImage {
        var copy = bytes
        for i in stride(from: 0, to: copy.count, by: 4) { copy[i] = copy[i + 3]; copy[i + 1] = copy[i + 3]; copy[i + 2] = copy[i + 3] }
        return RenderedImage(width: width, height: height, bytes: copy)
    }
}
