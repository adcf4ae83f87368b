import Foundation
import PopoverCore
@testable import PopoverRender
import Testing

/// The PNG writer (Linux: our own deflate, Up or Sub filters; Apple: ImageIO): every pixel comes back,
/// opaque images go out as RGB (Cairo's choice for opaque surfaces, a quarter smaller),
/// and translucent ones as RGBA with Cairo's unpremultiplying.
@Suite struct PNGWriterTests {
    /// A real render with a shadow (translucent) and the same drawn over white (opaque).
    @Test func rendersComeBackPixelForPixel() throws {
        let render = try PopoverRenderer.image(SkinRenderRequest(style: .classic, size: CGSize(width: 160, height: 100), direction: .up, scale: 2))
        let png = try PNGCodec.encode(render)
        #expect(try PNGCodec.decode(png) == render)
        #if os(Linux)
        #expect(png[25] == 6)   // IHDR colour type: RGBA
        #endif
        // Opaque: the render's pixels over white.
        let opaque = RenderedImage(width: render.width, height: render.height, bytes: stride(from: 0, to: render.bytes.count, by: 4).flatMap { i -> [UInt8] in
            let a = Int(render.bytes[i + 3])
            return (0..<3).map { UInt8(Int(render.bytes[i + $0]) + (255 - a)) } + [255]
        })
        let opaquePNG = try PNGCodec.encode(opaque)
        #expect(try PNGCodec.decode(opaquePNG) == opaque)
        #if os(Linux)
        #expect(opaquePNG[25] == 2)   // RGB
        #expect(opaquePNG.count < png.count)
        #endif
    }

    /// A render written as PNG straight from its canvas (no copy of the pixels first) is
    /// the same file as the render's pixels written as PNG, and reads back as them; the
    /// canvas's rows hold clear, opaque and translucent pixels in groups of four and alone.
    @Test func aCanvasWrittenInPlaceIsTheSameFile() throws {
        for (style, width) in [(PopoverStyle.classic, 161.0), (.glass, 97), (.system, 320)] {
            let request = SkinRenderRequest(style: style, size: CGSize(width: width, height: 101), direction: .left, arrowOffset: 9, scale: 3)
            let image = try PopoverRenderer.image(request)
            let png = try PopoverRenderer.data(request, format: .png)
            #expect(png == (try PNGCodec.encode(image)), "\(style.name)")
            #expect(try PNGCodec.decode(png) == image, "\(style.name)")
        }
    }

    /// Every alpha and every channel value at or below it survives the trip as Cairo's own
    /// reader premultiplies it back (straight values rounded, then premultiplied).
    @Test func everyPremultipliedValueSurvives() throws {
        var bytes: [UInt8] = []
        for a in 0...255 { for c in stride(from: 0, through: a, by: 5) { bytes += [UInt8(c), UInt8(c / 2), UInt8(a - c / 3), UInt8(a)] } }
        let image = RenderedImage(width: bytes.count / 4, height: 1, bytes: bytes)
        let back = try PNGCodec.decode(try PNGCodec.encode(image))
        let worst = zip(image.bytes, back.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "a channel moved by \(worst)")
    }

    /// An empty image has no PNG: a clear error, as Cairo's libpng writer gave, not a file
    /// no reader takes.
    @Test func anEmptyImageIsRefused() {
        #if os(Linux)
        for (width, height) in [(0, 0), (0, 3), (3, 0)] {
            #expect(throws: RenderError.self) { try PNGCodec.encode(RenderedImage(width: width, height: height, bytes: [])) }
        }
        #endif
    }
}
