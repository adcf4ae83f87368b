import Foundation
import PopoverCore

/// What glass shows inside its outline: the backdrop under the outline blurred (a box
/// blur in three passes over the region under it, made smaller) with the frosting laid
/// over it, and where on the canvas it is drawn, stretched back to the region's size.
struct FrostedBackdrop {
    /// The blurred, frosted region, `pixelWidth` points to a pixel.
    let image: RenderedImage
    /// Where the image is drawn on the canvas (points).
    let rect: CGRect
    /// The width (and height) of one of the image's pixels on the canvas, in points.
    let pixelWidth: CGFloat

    /// The backdrop behind `outline` (canvas points), whose top-left lies at `behind.origin`
    /// and whose pixels are device pixels at `scale`, as `glass` shows it.
    init(_ glass: SeeThroughPaint, inside outline: PopoverPath, over behind: (image: RenderedImage, origin: CGPoint), scale: CGFloat) {
        let radius = Int((glass.blurRadius * scale).rounded(.up))
        let bounds = outline.bounds.offsetBy(dx: -behind.origin.x, dy: -behind.origin.y)
        let x = Int((bounds.minX * scale).rounded(.down)) - radius, y = Int((bounds.minY * scale).rounded(.down)) - radius
        let width = Int((bounds.maxX * scale).rounded(.up)) + radius - x, height = Int((bounds.maxY * scale).rounded(.up)) + radius - y
        // A wide blur is done on the region made smaller (to a radius of about 4 pixels)
        // and drawn stretched back over it: the same softness for a fraction of the work.
        let factor = max(1, radius / 4)
        image = behind.image.shrunk(x: x, y: y, width: width, height: height, by: factor)
            .boxBlurred(radius: max(1, radius / factor))
            .frosted(with: glass.frosting)
        // Each small pixel stands for a block of `factor` pixels from the region's clamped
        // top-left (the last ones may reach past the region; the clip is inside it).
        let x0 = max(0, min(behind.image.width, x)), y0 = max(0, min(behind.image.height, y))
        pixelWidth = CGFloat(factor) / scale
        rect = CGRect(
            x: behind.origin.x + CGFloat(x0) / scale, y: behind.origin.y + CGFloat(y0) / scale,
            width: CGFloat(image.width) * pixelWidth, height: CGFloat(image.height) * pixelWidth
        )
    }

    /// Whether drawing the image covers `area` (canvas points) with opaque pixels: every
    /// pixel of the image is opaque, and `area` lies a whole image pixel inside where it
    /// is drawn, so that smoothing never reaches past the image's edge for it. The shadow
    /// under such an area is painted over.
    func paintsOver(_ area: CGRect) -> Bool {
        rect.insetBy(dx: pixelWidth, dy: pixelWidth).contains(area)
            && image.bytes.withUnsafeBufferPointer { bytes in stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 } }
    }
}
