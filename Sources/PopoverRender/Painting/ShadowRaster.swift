import Foundation

/// How finely a soft shadow is rasterised: at the canvas's scale, except that a blur
/// wider than ``maximumRadius`` pixels is computed on a coarser grid where it is
/// ``coarseRadius`` pixels wide, and resampled to the canvas's pixels when drawn. A blur
/// that wide has no detail finer than a few pixels (the result stays within 3/255 of the
/// full-resolution blur, tested), and the coarse grid holds at most (36/48)² ≈ 56% of the
/// pixels, which more than pays for the resampling. This also caps a shadow's cost,
/// whatever its blur.
struct ShadowRaster {
    /// The widest blur, in mask pixels, computed at full resolution.
    static let maximumRadius = 48
    /// A wider blur's radius on its coarse grid, in mask pixels.
    static let coarseRadius = 36

    /// Mask pixels per point.
    let scale: CGFloat
    /// The blur radius in mask pixels.
    let radius: Int

    init(blur: CGFloat, scale canvasScale: CGFloat) {
        let full = max(0, blur) * canvasScale
        if full > CGFloat(Self.maximumRadius) {
            scale = canvasScale * CGFloat(Self.coarseRadius) / full
            radius = Self.coarseRadius
        } else {
            scale = canvasScale
            radius = Int(full.rounded())
        }
    }

    /// Whether blurring the body at its smallest (``NinePartShadow``) is cheaper than
    /// blurring the mask region directly: its buffer must be finite and no larger.
    func ninePartFits(body: (rect: CGRect, radius: CGFloat), maskPixels: Int) -> Bool {
        let corner = body.radius * scale
        guard corner.isFinite, body.rect.width.isFinite, body.rect.height.isFinite,
              body.rect.width * scale < 1e9, body.rect.height * scale < 1e9 else { return false }
        let side = 2 * (corner.rounded(.up) + CGFloat(radius)) + 1 + 2 * CGFloat(radius) + 2
        return side * side <= CGFloat(max(maskPixels, 1)) * 4 + 1e6
    }
}
