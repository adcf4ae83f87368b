import Foundation
import PopoverCore
@testable import PopoverRender
import Testing

/// Issue 18: glass drawn over a backdrop, read back from the pixels.
@Suite struct GlassRenderTests {
    static func request(_ style: PopoverStyle = .glass, scale: Int = 2, accessibility: SkinRenderRequest.Accessibility = .init()) throws -> SkinRenderRequest {
        var request = SkinRenderRequest(style: style, size: CGSize(width: 240, height: 150), direction: .up, arrowOffset: -30, scale: scale)
        request.accessibility = accessibility
        request.backdrop = try Backdrop.pattern(for: request)
        return request
    }

    /// Outside the popover and its shadow the picture is the backdrop's pixels, unchanged.
    @Test func outsideThePopoverTheBackdropIsUntouched() throws {
        // An invisible shadow: its margins give the canvas room around the popover.
        var style = PopoverStyle.glass
        style.shadow?.color = DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        let request = try Self.request(style)
        let image = try PopoverRenderer.image(request)
        let backdrop = try #require(request.backdrop)
        let outline = PopoverOutline.path(for: request.layout).offsetBy(dx: request.viewOrigin.x, dy: request.viewOrigin.y)
        let reach = outline.bounds.insetBy(dx: -1, dy: -1)
        var compared = 0
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let point = CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)
                guard !reach.contains(point) else { continue }
                compared += 1
                let (a, b) = (image.pixel(x: x, y: y), backdrop.pixel(x: x, y: y))
                #expect(a == b, "(\(x), \(y)): \(a) is not the backdrop's \(b)")
                if a != b { return }
            }
        }
        #expect(compared > 1_000)
    }

    /// Inside, the backdrop shows blurred and frosted: the colour steps between its bands
    /// are far smaller than outside, and the body is lighter (light frosting).
    @Test func insideTheBackdropIsBlurredAndFrosted() throws {
        let request = try Self.request()
        let image = try PopoverRenderer.image(request)
        let backdrop = try #require(request.backdrop)
        let body = request.layout.body.offsetBy(dx: request.viewOrigin.x, dy: request.viewOrigin.y).insetBy(dx: 30, dy: 30)
        func largestStep(in picture: RenderedImage) -> Int {
            let y = Int(body.midY * 2)
            var step = 0
            for x in Int(body.minX * 2)..<Int(body.maxX * 2) {
                let (p, q) = (picture.pixel(x: x, y: y), picture.pixel(x: x + 1, y: y))
                step = max(step, abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b)))
            }
            return step
        }
        let inside = largestStep(in: image), behind = largestStep(in: backdrop)
        #expect(behind > 150 && inside < behind / 8, "step inside \(inside), behind \(behind)")
        let centre = image.pixel(x: Int(body.midX * 2), y: Int(body.midY * 2))
        #expect(centre.a == 255)
    }

    /// Under Reduce Transparency the body is the core's opaque colour, exactly.
    @Test func reduceTransparencyDrawsTheOpaqueColour() throws {
        let request = try Self.request(accessibility: .init(reduceTransparency: true))
        let image = try PopoverRenderer.image(request)
        let body = request.layout.body.offsetBy(dx: request.viewOrigin.x, dy: request.viewOrigin.y)
        let p = image.pixel(x: Int(body.midX * 2), y: Int(body.midY * 2))
        // The same body filled with the core's opaque colour as a solid style.
        var solid = PopoverStyle.glass
        solid.fill = .solid(DynamicColor(GlassMaterial().opaqueColor(for: .light)))
        let reference = try PopoverRenderer.image(try Self.request(solid))
        #expect(p.a == 255)
        #expect(p == reference.pixel(x: Int(body.midX * 2), y: Int(body.midY * 2)))
    }

    /// SVG cannot blur: the glass is its opaque colour, and no backdrop is written.
    @Test func svgDrawsTheOpaqueColour() throws {
        let svg = String(decoding: try PopoverRenderer.data(try Self.request(), format: .svg), as: UTF8.self)
        #expect(svg.contains(##"fill="#F2F2F7""##), "\(svg.prefix(600))")
        #expect(!svg.contains("<image"))
    }

    @Test func theSameRequestDrawsTheSameBytes() throws {
        let request = try Self.request(scale: 3)
        #expect(try PopoverRenderer.data(request, format: .png) == (try PopoverRenderer.data(request, format: .png)))
    }

    /// The blur keeps a flat picture flat and spreads a single bright pixel symmetrically.
    @Test func theBoxBlurKeepsFlatColourAndSpreadsSymmetrically() {
        let flat = RenderedImage(width: 9, height: 5, bytes: [UInt8](repeating: 200, count: 9 * 5 * 4))
        #expect(flat.boxBlurred(radius: 4) == flat)
        var bytes = [UInt8](repeating: 0, count: 21 * 21 * 4)
        for c in 0..<4 { bytes[(10 * 21 + 10) * 4 + c] = 255 }
        let spread = RenderedImage(width: 21, height: 21, bytes: bytes).boxBlurred(radius: 3)
        #expect(spread.pixel(x: 10, y: 10).a < 255 && spread.pixel(x: 10, y: 10).a > 0)
        #expect(spread.pixel(x: 7, y: 10) == spread.pixel(x: 13, y: 10))
        #expect(spread.pixel(x: 10, y: 7) == spread.pixel(x: 10, y: 13))
        #expect(spread.pixel(x: 0, y: 0).a == 0)
    }
}

/// Backdrops of any size, and hostile tints, draw without trapping.
@Suite struct GlassHostileRenderTests {
    @Test(arguments: [(0, 0), (1, 1), (1, 4000), (4000, 1), (3, 2)])
    func anyBackdropSizeIsStretchedOverTheCanvas(width: Int, height: Int) throws {
        var request = SkinRenderRequest(style: .glass, size: CGSize(width: 200, height: 120), direction: .left, scale: 2)
        request.backdrop = RenderedImage(width: width, height: height, bytes: [UInt8](repeating: 180, count: width * height * 4))
        let image = try PopoverRenderer.image(request)
        #expect(image.width == Int(request.canvasSize.width) * 2)
        _ = try PopoverRenderer.data(request, format: .pdf)
    }

    @Test(arguments: [Double.nan, .infinity, 1e308, -1e308])
    func aHostileTintRenders(value: Double) throws {
        var style = PopoverStyle.glass
        style.fill = .glass(GlassMaterial(tint: DynamicColor(RGBAColor(red: value, green: value, blue: 0, alpha: value))))
        var request = try GlassRenderTests.request(style)
        request.accessibility.increaseContrast = true
        #expect(try PopoverRenderer.data(request, format: .png) == (try PopoverRenderer.data(request, format: .png)))
        request.accessibility.reduceTransparency = true
        _ = try PopoverRenderer.data(request, format: .svg)
    }
}

/// The steps of the glass blur: a region made smaller, and the frosting laid over it.
@Suite struct GlassBlurStepTests {
    static func gradient(width: Int, height: Int) -> RenderedImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8(x % 256); bytes[i + 1] = UInt8(y % 256); bytes[i + 2] = UInt8((x + y) % 256)
            }
        }
        return RenderedImage(width: width, height: height, bytes: bytes)
    }

    @Test func shrinkingByOneIsTheRegionAndAFlatPictureStaysFlat() {
        let image = Self.gradient(width: 40, height: 30)
        #expect(image.shrunk(x: 5, y: 7, width: 20, height: 10, by: 1) == image.region(x: 5, y: 7, width: 20, height: 10))
        // Clamped to the image, as region is.
        #expect(image.shrunk(x: -5, y: 25, width: 20, height: 10, by: 1) == image.region(x: -5, y: 25, width: 20, height: 10))
        let flat = RenderedImage(width: 50, height: 23, bytes: [UInt8](repeating: 90, count: 50 * 23 * 4))
        let small = flat.shrunk(x: 0, y: 0, width: 50, height: 23, by: 9)
        #expect(small.width == 6 && small.height == 3)
        #expect(small.bytes.allSatisfy { $0 == 90 })
    }

    /// Each pixel is the mean of samples spread over its block: on a linear ramp, the
    /// block's middle value (to within the rounding of the samples' positions).
    @Test func eachPixelIsItsBlocksMean() {
        let image = Self.gradient(width: 200, height: 100)
        let factor = 9
        let small = image.shrunk(x: 0, y: 0, width: 180, height: 90, by: factor)
        #expect(small.width == 20 && small.height == 10)
        for cx in 0..<small.width {
            let expected = Double(cx * factor) + Double(factor - 1) / 2
            #expect(abs(Double(small.pixel(x: cx, y: 3).b) - expected) <= 1, "block \(cx)")
        }
    }

    @Test func frostingIsSourceOver() {
        let image = Self.gradient(width: 8, height: 4)
        #expect(image.frosted(with: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0)) == image)
        let opaque = image.frosted(with: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(opaque.pixel(x: 3, y: 2) == (0, 128, 255, 255))
        let half = image.frosted(with: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)).pixel(x: 6, y: 1)
        // b: 0.5 × 255 + 6 × 0.5 = 130.5 → 131 (rounded half up in the 0...255 scale).
        #expect(half.b == 131 && half.a == 255)
        // Hostile components are brought into range rather than trapping.
        _ = image.frosted(with: RGBAColor(red: .nan, green: .infinity, blue: -3, alpha: .nan))
    }
}
