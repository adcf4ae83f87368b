#if canImport(CCairo)
import Foundation
@_spi(Plumbing) import PopoverCore
import PopoverInvariantChecks
import Testing
@testable import PopoverRender

/// Issue 23: the shadow is not drawn under an opaque body, which the fill paints over. The
/// pixels must be those of drawing it everywhere, byte for byte: over random popovers
/// (sizes, radii down to 0, arrows, blurs, offsets, scales), the shadow drawn sparing the
/// body and then the fill equal the shadow drawn whole and then the fill.
@Suite struct ShadowUnderOpaqueFillTests {
    @Test func sparingThePaintedOverBodyChangesNoPixel() throws {
        var random = SplitMix64(seed: 2_323)
        for trial in 0..<120 {
            let scale = [1, 2, 3][trial % 3]
            let direction = ArrowDirection.allCases[trial % ArrowDirection.allCases.count]
            var metrics = SkinMetrics(arrowBase: .random(in: 8...40, using: &random), arrowHeight: .random(in: 4...20, using: &random),
                                      cornerRadius: [0, 0.5, 3, 13, 40][Int.random(in: 0..<5, using: &random)])
            metrics.arrowTipRadius = Bool.random(using: &random) ? 0 : 2
            let size = CGSize(width: .random(in: 50...260, using: &random), height: .random(in: 50...180, using: &random))
            let layout = BackgroundLayout(size: size, direction: direction, arrowOffset: .random(in: -60...60, using: &random), metrics: metrics)
            let grid = PixelGrid(scale: CGFloat(scale), borderWidth: 0)
            let margin: CGFloat = 40
            let outline = PopoverOutline.path(for: layout, pixelGrid: grid).offsetBy(dx: margin, dy: margin)
            let body = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
            let blur = CGFloat.random(in: 0...30, using: &random)
            let offset = CGPoint(x: .random(in: -8...8, using: &random), y: .random(in: -4...12, using: &random))
            let fill = FillPaint.linear(start: CGPoint(x: 0, y: margin), end: CGPoint(x: 0, y: margin + size.height), stops: [
                .init(location: 0, color: RGBAColor(red: 0.9, green: 0.5, blue: 0.2)), .init(location: 1, color: RGBAColor(red: 0.2, green: 0.3, blue: 0.8)),
            ])
            func draw(sparing: Bool) throws -> RenderedImage {
                let canvas = try CairoCanvas(imageWidth: size.width + 2 * margin, height: size.height + 2 * margin, scale: scale)
                let shape = ShadowShape(outline: outline, body: (body.rect.offsetBy(dx: margin, dy: margin), body.radius),
                                        arrow: layout.arrow?.rect.offsetBy(dx: margin, dy: margin), bodyIsPaintedOver: sparing)
                canvas.shadow(of: shape, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6), blur: blur, offset: offset)
                canvas.fill(outline, with: fill)
                return canvas.image()
            }
            #expect(try draw(sparing: true) == (try draw(sparing: false)), "trial \(trial): \(metrics) \(size) \(direction) blur \(blur) at \(scale)x")
        }
    }

    /// Only an opaque fill lets the shadow go undrawn: a translucent colour or stop, or glass, shows it.
    @Test func onlyOpaqueFillsPaintOver() {
        let opaque = RGBAColor(red: 1, green: 1, blue: 1), clear = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.99)
        #expect(FillPaint.solid(opaque).isOpaque)
        #expect(!FillPaint.solid(clear).isOpaque)
        #expect(FillPaint.linear(start: .zero, end: CGPoint(x: 0, y: 1), stops: [.init(location: 0, color: opaque), .init(location: 1, color: opaque)]).isOpaque)
        #expect(!FillPaint.linear(start: .zero, end: CGPoint(x: 0, y: 1), stops: [.init(location: 0, color: opaque), .init(location: 1, color: clear)]).isOpaque)
        #expect(!FillPaint.linear(start: .zero, end: CGPoint(x: 0, y: 1), stops: []).isOpaque)
        // Hostile alphas, clamped as the colour is drawn: NaN is clear, anything from 1 up opaque.
        for (alpha, opaqueAsDrawn) in [(Double.nan, false), (-.infinity, false), (-1e308, false), (0.999_999, false), (1e308, true), (.infinity, true)] {
            #expect(FillPaint.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: alpha)).isOpaque == opaqueAsDrawn, "alpha \(alpha)")
        }
        #expect(!FillPaint(.glass(GlassMaterial()), environment: DrawingEnvironment(), layout: BackgroundLayout(
            size: CGSize(width: 100, height: 60), direction: .up, arrowOffset: 0, metrics: SkinMetrics())).isOpaque)
    }
}
#endif
