import Foundation
import PopoverCore

/// The blurred mask of a popover's outline, made without blurring the whole popover.
///
/// A rounded rectangle blurred by R pixels has identical columns wherever it is more
/// than its corner radius plus 2R from both ends (and likewise rows), so it is blurred
/// once at its smallest — corners plus one straight pixel — and stretched by repeating
/// that middle column and row. The arrow's part outside the body is blurred on its own
/// small patch and added: blur is linear, so the sum is the blur of the whole outline
/// (to within rounding). Cost: two small blurs and one pass of row copies, instead of a
/// blur over every pixel of the shadow.
struct NinePartShadow {
    /// Device pixels per point.
    let scale: CGFloat
    /// Blur radius in device pixels.
    let radius: Int
    /// Fills `[0, width) × [0, height)` of a mask whose top-left is the device pixel `origin`.
    let rasterize: (PopoverPath, _ origin: (x: Int, y: Int), _ width: Int, _ height: Int) -> AlphaMask

    /// The mask of `shape` moved by `offset` points, over the device-pixel region at
    /// `origin` of `width × height`.
    func mask(of shape: ShadowShape, body: (rect: CGRect, radius: CGFloat), offset: CGPoint, origin: (x: Int, y: Int), width: Int, height: Int) -> AlphaMask {
        var mask = AlphaMask(width: width, height: height)
        mask.bytes.withUnsafeMutableBufferPointer { bytes in
            draw(shape, body: body, offset: offset, origin: origin, width: width, height: height, into: bytes.baseAddress!, stride: width)
        }
        return mask
    }

    /// Writes that mask into rows of `stride` bytes from `out`, which start out clear,
    /// except that the middle of the rows may be left as it was on the pixels `leftOut`
    /// (columns and rows of the region): pixels its caller does not use.
    func draw(
        _ shape: ShadowShape, body: (rect: CGRect, radius: CGFloat), offset: CGPoint, origin: (x: Int, y: Int), width: Int, height: Int,
        into out: UnsafeMutablePointer<UInt8>, stride: Int, leftOut: LeftOutPixels = .none
    ) {
        let s = scale, r = radius
        let rect = body.rect.offsetBy(dx: offset.x, dy: offset.y)
        let cornerPixels = Int((body.radius * s).rounded(.up))
        let need = 2 * (cornerPixels + r) + 1
        let stretchX = max(0, Int((rect.width * s).rounded(.down)) - need)
        let stretchY = max(0, Int((rect.height * s).rounded(.down)) - need)

        // The smallest body, same sub-pixel phase, blurred on a buffer padded by the radius.
        let minimal = CGRect(x: rect.minX, y: rect.minY, width: rect.width - CGFloat(stretchX) / s, height: rect.height - CGFloat(stretchY) / s)
        let small = (x: Int((minimal.minX * s).rounded(.down)) - r, y: Int((minimal.minY * s).rounded(.down)) - r)
        let smallWidth = Int((minimal.maxX * s).rounded(.up)) + r - small.x, smallHeight = Int((minimal.maxY * s).rounded(.up)) + r - small.y
        var blurred = rasterize(PopoverOutline.roundedRect(minimal, radius: body.radius), small, smallWidth, smallHeight)
        blurred.blur(radius: r)

        // Stretch: destination columns map back to the small mask's columns.
        let middleX = (smallWidth - 1) / 2, middleY = (smallHeight - 1) / 2
        func source(_ d: Int, _ middle: Int, _ stretch: Int) -> Int {
            d <= middle ? d : (d >= middle + stretch ? d - stretch : middle)
        }
        let fullHeight = smallHeight + stretchY
        // Each destination row is the small row's left part, its middle value repeated, and its right part.
        let first = max(0, small.x - origin.x), last = min(width, small.x + smallWidth + stretchX - origin.x)
        blurred.bytes.withUnsafeBufferPointer { inp in
            for y in 0..<height {
                let dy = y + origin.y - small.y
                guard dy >= 0, dy < fullHeight, first < last else { continue }
                let row = inp.baseAddress! + source(dy, middleY, stretchY) * smallWidth
                let target = out + y * stride
                // Three runs: the small row's left part copied, its middle value repeated,
                // its right part copied (destination x = small x + shift, less the stretch
                // past the middle).
                let shift = small.x - origin.x
                let leftEnd = min(last, middleX + 1 + shift), rightStart = max(first, middleX + stretchX + shift)
                if first < leftEnd { (target + first).update(from: row + (first - shift), count: leftEnd - first) }
                // The middle run, less the columns left out on this row.
                let middle = max(first, leftEnd)..<max(max(first, leftEnd), min(last, rightStart))
                let (before, after) = leftOut.written(middle, row: y)
                (target + before.lowerBound).update(repeating: row[middleX], count: before.count)
                (target + after.lowerBound).update(repeating: row[middleX], count: after.count)
                if rightStart < last { (target + rightStart).update(from: row + (rightStart - shift - stretchX), count: last - rightStart) }
            }
        }

        // The arrow: its coverage outside the body, blurred on a patch around it.
        if let arrowBox = shape.arrow?.offsetBy(dx: offset.x, dy: offset.y) {
            // Only the part of the patch the mask region can see (the region padded by the blur).
            let patch = (
                x: max(Int((arrowBox.minX * s).rounded(.down)) - r - 1, origin.x - r - 1),
                y: max(Int((arrowBox.minY * s).rounded(.down)) - r - 1, origin.y - r - 1)
            )
            let patchWidth = min(Int((arrowBox.maxX * s).rounded(.up)) + r + 1, origin.x + width + r + 1) - patch.x
            let patchHeight = min(Int((arrowBox.maxY * s).rounded(.up)) + r + 1, origin.y + height + r + 1) - patch.y
            guard patchWidth > 0, patchHeight > 0 else { return }
            var arrow = rasterize(shape.outline.offsetBy(dx: offset.x, dy: offset.y), patch, patchWidth, patchHeight)
            let bodyPart = rasterize(PopoverOutline.roundedRect(rect, radius: body.radius), patch, patchWidth, patchHeight)
            for i in arrow.bytes.indices { arrow.bytes[i] = arrow.bytes[i] &- min(arrow.bytes[i], bodyPart.bytes[i]) }
            arrow.blur(radius: r)
            for y in 0..<patchHeight {
                let my = y + patch.y - origin.y
                guard my >= 0, my < height else { continue }
                for x in 0..<patchWidth {
                    let mx = x + patch.x - origin.x
                    guard mx >= 0, mx < width else { continue }
                    let i = my * stride + mx
                    out[i] = UInt8(min(255, Int(out[i]) + Int(arrow.bytes[y * patchWidth + x])))
                }
            }
        }
    }
}
