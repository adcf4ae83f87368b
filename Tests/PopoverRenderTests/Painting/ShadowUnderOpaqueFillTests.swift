#if canImport(CCairo)
import Foundation
import PopoverCore
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

    /// Glass over a backdrop: the shadow is left out under the body when the blurred,
    /// frosted backdrop drawn next covers it with opaque pixels. Over random popovers and
    /// backdrops (opaque, with a translucent patch, or too small to reach under the whole
    /// body), the shadow drawn as the painter decides and then the glass equal the shadow
    /// drawn whole and then the glass, byte for byte; and the body is spared exactly over
    /// the opaque backdrops that cover it.
    @Test func sparingTheBodyUnderGlassOverAnOpaqueBackdropChangesNoPixel() throws {
        var random = SplitMix64(seed: 2_324)
        var spared = 0, coarse = 0
        let glass = SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 26))
        for trial in 0..<90 {
            let scale = [1, 2, 3][trial % 3]
            let direction = ArrowDirection.allCases[trial % ArrowDirection.allCases.count]
            let metrics = SkinMetrics(arrowBase: .random(in: 8...40, using: &random), arrowHeight: .random(in: 4...20, using: &random),
                                      cornerRadius: [0, 3, 13, 40][Int.random(in: 0..<4, using: &random)])
            let size = CGSize(width: .random(in: 60...260, using: &random), height: .random(in: 60...180, using: &random))
            let layout = BackgroundLayout(size: size, direction: direction, arrowOffset: .random(in: -60...60, using: &random), metrics: metrics)
            let grid = PixelGrid(scale: CGFloat(scale), borderWidth: 0)
            let margin: CGFloat = 50
            let outline = PopoverOutline.path(for: layout, pixelGrid: grid).offsetBy(dx: margin, dy: margin)
            let aligned = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
            let body = (rect: aligned.rect.offsetBy(dx: margin, dy: margin), radius: aligned.radius)
            let blur = CGFloat.random(in: 0...40, using: &random)
            if blur * CGFloat(scale) > 48 { coarse += 1 }
            let canvasSize = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
            // The backdrop: the whole canvas, a translucent patch in it, or only part of it.
            let kind = trial % 3
            let width = Int(canvasSize.width) * scale, height = Int(canvasSize.height) * scale
            var backdrop = Backdrop.pattern(width: kind == 2 ? width / 2 : width, height: height)
            if kind == 1 {
                var bytes = backdrop.bytes
                // Somewhere under the body.
                let x = Int(CGFloat.random(in: body.rect.minX...body.rect.maxX, using: &random) * CGFloat(scale)) - 20
                let y = Int(CGFloat.random(in: body.rect.minY...body.rect.maxY, using: &random) * CGFloat(scale)) - 20
                for row in y..<min(backdrop.height, y + 40) {
                    for column in x..<min(backdrop.width, x + 40) {
                        for channel in 0..<4 { bytes[(row * backdrop.width + column) * 4 + channel] /= 2 }
                    }
                }
                backdrop = RenderedImage(width: backdrop.width, height: backdrop.height, bytes: bytes)
            }
            let frosted = FrostedBackdrop(glass, inside: outline, over: (backdrop, .zero), scale: CGFloat(scale))
            let paintsOver = frosted.paintsOver(body.rect)
            if paintsOver { spared += 1 }
            #expect(paintsOver == (kind == 0), "trial \(trial): kind \(kind) \(size) at \(scale)x")
            func draw(sparing: Bool) throws -> RenderedImage {
                let canvas = try CairoCanvas(imageWidth: canvasSize.width, height: canvasSize.height, scale: scale)
                let shape = ShadowShape(outline: outline, body: body, arrow: layout.arrow?.rect.offsetBy(dx: margin, dy: margin), bodyIsPaintedOver: sparing)
                canvas.shadow(of: shape, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), blur: blur, offset: CGPoint(x: 0, y: 6))
                canvas.clipped(to: outline) { $0.draw(frosted.image, in: frosted.rect) }
                return canvas.image()
            }
            #expect(try draw(sparing: paintsOver) == (try draw(sparing: false)), "trial \(trial): \(metrics) \(size) \(direction) blur \(blur) at \(scale)x")
        }
        #expect(spared == 30 && coarse >= 20, "spared \(spared), coarse shadows \(coarse)")
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
