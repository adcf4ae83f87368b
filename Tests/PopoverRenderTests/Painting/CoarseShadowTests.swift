#if canImport(CCairo)
import Foundation
import PopoverCore
import Testing
@testable import PopoverRender

/// A wide shadow is blurred on a coarser grid (``ShadowRaster``) and resampled to the
/// canvas's pixels: it must match the shadow blurred at full resolution.
@Suite struct CoarseShadowTests {
    @Test(arguments: [ArrowDirection.up, .left])
    func aWideShadowBlurredCoarselyMatchesTheFullBlur(direction: ArrowDirection) throws {
        // The glass style's shadow (28 pt) at 3x: 84 pixels, past the full-resolution limit.
        let style = PopoverStyle.glass, scale: CGFloat = 3, blur: CGFloat = 28, shift = CGPoint(x: 0, y: 8)
        let plan = ShadowRaster(blur: blur, scale: scale)
        #expect(plan.scale < scale && plan.radius == ShadowRaster.coarseRadius)
        let layout = BackgroundLayout(size: CGSize(width: 240, height: 150), direction: direction, arrowOffset: -20, metrics: style.metrics)
        let grid = PixelGrid(scale: scale, borderWidth: 0)
        let outline = PopoverOutline.path(for: layout, pixelGrid: grid).offsetBy(dx: 40, dy: 40)
        let body = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
        let shape = ShadowShape(outline: outline, body: (body.rect.offsetBy(dx: 40, dy: 40), body.radius), arrow: layout.arrow?.rect.offsetBy(dx: 40, dy: 40))
        let region = outline.bounds.offsetBy(dx: shift.x, dy: shift.y).insetBy(dx: -blur, dy: -blur)
        func pixels(_ s: CGFloat) -> (origin: (x: Int, y: Int), width: Int, height: Int) {
            let origin = (x: Int((region.minX * s).rounded(.down)), y: Int((region.minY * s).rounded(.down)))
            return (origin, Int((region.maxX * s).rounded(.up)) - origin.x, Int((region.maxY * s).rounded(.up)) - origin.y)
        }
        let coarse = pixels(plan.scale), fine = pixels(scale)
        let small = NinePartShadow(scale: plan.scale, radius: plan.radius) { path, origin, width, height in
            CairoCanvas.coverage(of: path, origin: origin, width: width, height: height, scale: plan.scale)
        }.mask(of: shape, body: try #require(shape.body), offset: shift, origin: coarse.origin, width: coarse.width, height: coarse.height)
        let resampled = small.resampled(origin: coarse.origin, scale: plan.scale, to: fine.origin, scale: scale, width: fine.width, height: fine.height)

        let fullRadius = Int((blur * scale).rounded())
        let padded = (x: fine.origin.x - fullRadius, y: fine.origin.y - fullRadius)
        var full = CairoCanvas.coverage(of: outline.offsetBy(dx: shift.x, dy: shift.y), origin: padded, width: fine.width + 2 * fullRadius, height: fine.height + 2 * fullRadius, scale: scale)
        full.blur(radius: fullRadius)
        let reference = full.cropped(x: fullRadius, y: fullRadius, width: fine.width, height: fine.height)

        #expect(resampled.width == reference.width && resampled.height == reference.height)
        let worst = zip(resampled.bytes, reference.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 3, "\(direction): the coarse shadow differs from the full blur by \(worst)/255")
    }

    @Test func resamplingKeepsAFlatMaskFlatAndTheSameGridUnchanged() {
        var flat = AlphaMask(width: 10, height: 6)
        flat.bytes = [UInt8](repeating: 173, count: 60)
        let stretched = flat.resampled(origin: (4, 2), scale: 1.5, to: (6, 3), scale: 3, width: 20, height: 12)
        #expect(stretched.bytes.allSatisfy { $0 == 173 })

        var ramp = AlphaMask(width: 7, height: 5)
        ramp.bytes = (0..<35).map { UInt8($0 * 7) }
        #expect(ramp.resampled(origin: (3, 9), scale: 2, to: (3, 9), scale: 2, width: 7, height: 5).bytes == ramp.bytes)
        // Halfway between two pixels' centres: their mean.
        var pair = AlphaMask(width: 2, height: 1)
        pair.bytes = [0, 200]
        let doubled = pair.resampled(origin: (0, 0), scale: 1, to: (0, 0), scale: 2, width: 4, height: 2)
        #expect(doubled.bytes[0] == 0 && doubled.bytes[3] == 200)
        #expect(doubled.bytes[1] == 50 && doubled.bytes[2] == 150)
    }
}
#endif
