#if canImport(CCairo)
import Foundation
import PopoverCore
import PopoverInvariantChecks
import Testing
@testable import PopoverRender

/// Issue 23: Cairo draws a popover's outline edges first (four bands around the body's
/// inside, which an opaque vertical gradient paints row by row and a stroke never
/// reaches). The pixels must be Cairo's own for the whole outline, byte for byte, over
/// random popovers (sizes, radii down to 0, arrows and their tips, scales, gradients of
/// any direction and opacity, strokes of any width and opacity, over what lay there).
@Suite struct OutlineBandsTests {
    /// A random popover outline on a canvas with a margin, and what lies under it.
    private struct Scene {
        let size: CGSize
        let scale: Int
        let outline: PopoverPath
        let body: (rect: CGRect, radius: CGFloat)
        let margin: CGFloat = 30

        init(trial: Int, random: inout SplitMix64) {
            scale = [1, 2, 3][trial % 3]
            let direction = ArrowDirection.allCases[trial % ArrowDirection.allCases.count]
            var metrics = SkinMetrics(arrowBase: .random(in: 8...40, using: &random), arrowHeight: .random(in: 4...20, using: &random),
                                      cornerRadius: [0, 0.5, 3, 8, 13, 40][Int.random(in: 0..<6, using: &random)])
            metrics.arrowTipRadius = Bool.random(using: &random) ? 0 : 2
            metrics.arrowSides = Bool.random(using: &random) ? .straight : .curved
            size = CGSize(width: .random(in: 20...260, using: &random), height: .random(in: 20...180, using: &random))
            let layout = BackgroundLayout(size: size, direction: direction, arrowOffset: .random(in: -60...60, using: &random), metrics: metrics)
            let grid = PixelGrid(scale: CGFloat(scale), borderWidth: [0, 1, 1.0 / CGFloat(scale)][trial % 3])
            outline = PopoverOutline.path(for: layout, pixelGrid: grid).offsetBy(dx: margin, dy: margin)
            let aligned = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
            body = (aligned.rect.offsetBy(dx: margin, dy: margin), aligned.radius)
        }

        /// A canvas with a translucent patch under part of the popover, so that painting
        /// over what lay there is part of what is compared.
        func canvas() throws -> CairoCanvas {
            let canvas = try CairoCanvas(imageWidth: size.width + 2 * margin, height: size.height + 2 * margin, scale: scale)
            canvas.fill(.rectangle(CGRect(x: margin / 2, y: margin / 2, width: size.width / 2, height: size.height)),
                        with: .solid(RGBAColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6)))
            return canvas
        }
    }

    private static func color(_ random: inout SplitMix64, alpha: Double) -> RGBAColor {
        RGBAColor(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                  blue: .random(in: 0...1, using: &random), alpha: alpha)
    }

    /// Where two images differ, in words: how many bytes, the largest difference, the first pixel.
    private static func difference(_ a: RenderedImage, _ b: RenderedImage) -> String? {
        guard a != b else { return nil }
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)" }
        let differing = a.bytes.indices.filter { a.bytes[$0] != b.bytes[$0] }
        let largest = differing.map { abs(Int(a.bytes[$0]) - Int(b.bytes[$0])) }.max() ?? 0
        let first = differing[0] / 4
        return "\(differing.count) bytes differ, by up to \(largest); first at (\(first % a.width), \(first / a.width))"
    }

    @Test func fillingEdgesFirstChangesNoPixel() throws {
        var random = SplitMix64(seed: 2_324)
        for trial in 0..<150 {
            let scene = Scene(trial: trial, random: &random)
            let top = scene.body.rect.minY, bottom = scene.body.rect.maxY
            // Mostly vertical (the fast case), some slanted, some with a translucent stop.
            let slant: CGFloat = trial % 5 == 0 ? .random(in: -40...40, using: &random) : 0
            let clearStop = trial % 7 == 0
            let stops = (0..<Int.random(in: 2...4, using: &random)).map { i in
                FillPaint.Stop(location: CGFloat(i) / 3, color: Self.color(&random, alpha: clearStop && i == 1 ? 0.5 : 1))
            }
            let paints: [FillPaint] = [
                .linear(start: CGPoint(x: scene.margin, y: top), end: CGPoint(x: scene.margin + slant, y: bottom), stops: stops),
                .linear(start: CGPoint(x: 0, y: bottom + .random(in: 0...20, using: &random)), end: CGPoint(x: 0, y: top - 5), stops: stops),
                .solid(Self.color(&random, alpha: 1)),
            ]
            for paint in paints {
                let banded = try scene.canvas(), whole = try scene.canvas()
                banded.fill(scene.outline, with: paint, body: scene.body)
                whole.fill(scene.outline, with: paint)
                #expect(Self.difference(banded.image(), whole.image()) == nil,
                        "trial \(trial): \(scene.size) radius \(scene.body.radius) at \(scene.scale)x, \(paint)")
            }
        }
    }

    @Test func strokingInBandsChangesNoPixel() throws {
        var random = SplitMix64(seed: 2_325)
        for trial in 0..<150 {
            let scene = Scene(trial: trial, random: &random)
            let width = [1 / CGFloat(scene.scale), 0.5, 1, 2, 6][trial % 5]
            let color = Self.color(&random, alpha: [0.35, 0.75, 1][trial % 3])
            // Inside a clip to the outline (the inner highlight, the glass rim) and without (the border).
            for clipped in [true, false] {
                let banded = try scene.canvas(), whole = try scene.canvas()
                if clipped {
                    banded.strokeInside(scene.outline, width: width, color: color, body: scene.body)
                    whole.clipped(to: scene.outline) { $0.stroke(scene.outline, width: width, color: color, dash: []) }
                } else {
                    banded.stroke(scene.outline, width: width, color: color, body: scene.body)
                    whole.stroke(scene.outline, width: width, color: color, dash: [])
                }
                #expect(Self.difference(banded.image(), whole.image()) == nil,
                        "trial \(trial): \(scene.size) radius \(scene.body.radius) width \(width) alpha \(color.alpha) clipped \(clipped) at \(scene.scale)x")
            }
        }
    }

    /// Bodies with no inside left once the stroke's half is taken (thinner than the stroke,
    /// of zero size), far larger than any image or not numbers at all, and strokes of
    /// hostile widths, on an image and on a PDF page: drawn as the plain calls draw them,
    /// without trapping (the fuzz campaign found the first).
    @Test func bodiesWithoutAnInsideDrawAsThePlainCalls() throws {
        let rects = [
            CGRect(x: 10, y: 10, width: 0.2, height: 30), .init(x: 10, y: 10, width: 0, height: 0), .init(x: -1e12, y: -1e12, width: 2e12, height: 2e12),
            .init(x: 0, y: 0, width: 1e308, height: 1e308), .init(x: CGFloat.nan, y: 5, width: 40, height: 40), .init(x: 5, y: 5, width: CGFloat.infinity, height: 40),
        ]
        for width in [CGFloat.nan, .infinity, 1e308, -3] {
            let rect = CGRect(x: 8, y: 8, width: 44, height: 44), body = (rect: rect, radius: CGFloat(4))
            let outline = PopoverOutline.roundedRect(rect, radius: 4), white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4)
            let banded = try CairoCanvas(imageWidth: 60, height: 60, scale: 3), whole = try CairoCanvas(imageWidth: 60, height: 60, scale: 3)
            banded.stroke(outline, width: width, color: white, body: body)
            banded.strokeInside(outline, width: width, color: white, body: body)
            whole.stroke(outline, width: width, color: white, dash: [])
            whole.clipped(to: outline) { $0.stroke(outline, width: width, color: white, dash: []) }
            #expect(Self.difference(banded.image(), whole.image()) == nil, "stroke width \(width)")
        }
        let paint = FillPaint.linear(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 5, y: 40), stops: [
            .init(location: 0, color: RGBAColor(red: 1, green: 0, blue: 0)), .init(location: 1, color: RGBAColor(red: 0, green: 0, blue: 1)),
        ])
        let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4)
        for rect in rects {
            let body = (rect: rect, radius: CGFloat(4))
            let outline = PopoverOutline.roundedRect(rect, radius: 4)
            let banded = try CairoCanvas(imageWidth: 60, height: 60, scale: 3), whole = try CairoCanvas(imageWidth: 60, height: 60, scale: 3)
            banded.fill(outline, with: paint, body: body)
            banded.stroke(outline, width: 20, color: white, body: body)
            banded.strokeInside(outline, width: 20, color: white, body: body)
            whole.fill(outline, with: paint)
            whole.stroke(outline, width: 20, color: white, dash: [])
            whole.clipped(to: outline) { $0.stroke(outline, width: 20, color: white, dash: []) }
            #expect(Self.difference(banded.image(), whole.image()) == nil, "\(rect)")
            let pdf = try CairoCanvas(pdfWidth: 60, height: 60)
            pdf.fill(outline, with: paint, body: body)
            pdf.stroke(outline, width: 20, color: white, body: body)
            pdf.strokeInside(outline, width: 20, color: white, body: body)
            #expect(try !pdf.finishPDF().isEmpty)
        }
    }

    /// The image drawn straight into its bytes is the one drawn on a canvas and copied out.
    @Test func anImageDrawnInPlaceIsTheCanvasCopiedOut() throws {
        for style in [PopoverStyle.classic, .system, .glass] {
            var request = SkinRenderRequest(style: style, size: CGSize(width: 180, height: 120), direction: .left, arrowOffset: 12, scale: 2)
            request.backdrop = try Backdrop.pattern(for: request)
            let sheet = SkinSheet(request: request)
            let copied = try CairoCanvas(imageWidth: sheet.canvasSize.width, height: sheet.canvasSize.height, scale: 2)
            var target = copied
            sheet.draw(on: &target)
            let inPlace = try CairoCanvas.image(width: sheet.canvasSize.width, height: sheet.canvasSize.height, scale: 2) { sheet.draw(on: &$0) }
            #expect(inPlace == copied.image(), "\(style.name)")
            #expect(inPlace.bytes.contains { $0 != 0 }, "\(style.name): something was drawn")
        }
    }
}
#endif
