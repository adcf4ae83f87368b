import Foundation
import PopoverCore

/// A part of an image stretched (or tiled) between its cap insets over a rectangle, as
/// `UIImage.resizableImage(withCapInsets:resizingMode:)` in an image view: caps at their
/// natural size, each slice sampled bilinearly within itself, mirrored within the
/// rectangle on a flipped axis.
struct NinePartImage {
    var image: RenderedImage
    /// Pixels per point of the image.
    var imageScale: CGFloat
    /// The part of the image drawn, in its points.
    var source: CGRect
    /// The part's cap insets, in points from its edges.
    var capInsets: PopoverInsets
    var tiles = false
    var flippedHorizontally = false
    var flippedVertically = false

    /// Draws the part over `destination` (points) on a canvas of `scale` pixels per point:
    /// each destination pixel maps back into the slice it falls in.
    func draw(over destination: CGRect, into canvas: inout BlendBuffer, scale: CGFloat) {
        let pixel = 1 / max(imageScale, .leastNonzeroMagnitude)
        let xAxis = SliceAxis(origin: source.minX, capStart: capInsets.left, capEnd: capInsets.right, imageLength: source.width,
                              targetLength: destination.width, tiles: tiles, pixel: pixel)
        let yAxis = SliceAxis(origin: source.minY, capStart: capInsets.top, capEnd: capInsets.bottom, imageLength: source.height,
                              targetLength: destination.height, tiles: tiles, pixel: pixel)
        let x0 = max(0, Int((destination.minX * scale).rounded(.down))), x1 = min(canvas.width, Int((destination.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((destination.minY * scale).rounded(.down))), y1 = min(canvas.height, Int((destination.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        // Where each column reads, worked out once (not once per pixel).
        let columns: [(x: CGFloat, clamp: (CGFloat, CGFloat))?] = (x0..<x1).map { x in
            var px = (CGFloat(x) + 0.5) / scale - destination.minX
            guard px >= 0, px <= destination.width else { return nil }
            if flippedHorizontally { px = destination.width - px }
            let (sx, xSlice) = xAxis.source(for: px)
            return (sx * imageScale - 0.5, xSlice.pixels(imageScale))
        }
        for y in y0..<y1 {
            var py = (CGFloat(y) + 0.5) / scale - destination.minY
            guard py >= 0, py <= destination.height else { continue }
            if flippedVertically { py = destination.height - py }
            let (sy, ySlice) = yAxis.source(for: py)
            let rowY = sy * imageScale - 0.5, clampY = ySlice.pixels(imageScale)
            for x in x0..<x1 {
                guard let column = columns[x - x0] else { continue }
                canvas.blend(x: x, y: y, image.bilinear(x: column.x, y: rowY, clampX: column.clamp, clampY: clampY))
            }
        }
    }
}

/// One axis of a nine-part image: where a target position reads in the image.
private struct SliceAxis {
    /// Where the part starts in the image, in points.
    let origin: CGFloat
    let capStart: CGFloat, capEnd: CGFloat, imageLength: CGFloat, targetLength: CGFloat
    /// Repeat the middle at its natural size instead of stretching it.
    let tiles: Bool
    /// One image pixel, in points.
    let pixel: CGFloat

    /// The source coordinate (points, in the image) and the slice's span in the image (points).
    func source(for t: CGFloat) -> (CGFloat, Span) {
        let (position, lower, upper) = local(t)
        return (origin + position, Span(lower: origin + lower, upper: origin + upper))
    }

    /// The same within the part: position, and the slice's start and end.
    private func local(_ t: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let caps = capStart + capEnd
        if imageLength <= caps, targetLength >= imageLength, imageLength >= pixel {
            // Caps that leave nothing between them keep their size, and the pixel at their
            // boundary (the first after the start cap, or the last) stretches, as UIKit does.
            let start = min(capStart, imageLength), end = imageLength - start
            let boundary = min((start / pixel).rounded(.down) * pixel, imageLength - pixel)
            if t < start { return (t, 0, start) }
            if t > targetLength - end { return (imageLength - (targetLength - t), start, imageLength) }
            return (boundary + pixel / 2, boundary, boundary + pixel)
        }
        guard targetLength >= caps, imageLength > caps else {
            // Smaller than its caps: the whole part scales.
            return (t * imageLength / max(targetLength, .leastNonzeroMagnitude), 0, imageLength)
        }
        if t < capStart { return (t, 0, capStart) }
        if t > targetLength - capEnd { return (imageLength - (targetLength - t), imageLength - capEnd, imageLength) }
        let centre = imageLength - caps, stretched = targetLength - caps
        if tiles { return (capStart + (t - capStart).truncatingRemainder(dividingBy: centre), capStart, imageLength - capEnd) }
        return (capStart + (t - capStart) * centre / max(stretched, .leastNonzeroMagnitude), capStart, imageLength - capEnd)
    }

    struct Span {
        let lower: CGFloat, upper: CGFloat

        /// The first and last pixel (by index, pixel centres at whole numbers) inside the span.
        func pixels(_ scale: CGFloat) -> (CGFloat, CGFloat) {
            let low = (lower * scale).rounded(), high = (upper * scale).rounded() - 1
            return low <= high ? (low, high) : ((low + high) / 2, (low + high) / 2)
        }
    }
}
