import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 18: `render --style glass`, over a backdrop, with the accessibility settings.
@Suite struct GlassCommandTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    @Test func glassRendersOverTheBuiltInBackdropAsTheLibraryDoes() throws {
        let result = try CommandRunner.run(["render", "--style", "glass", "--size", "240,150", "--scale", "2", "-o", path("glass.png")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        var request = SkinRenderRequest(style: .glass, size: CGSize(width: 240, height: 150), direction: .up, scale: 2)
        request.backdrop = try Backdrop.pattern(for: request)
        #expect(FileManager.default.contents(atPath: path("glass.png")) == (try PopoverRenderer.data(request, format: .png)))
    }

    @Test func aBackdropFileIsDrawnBehindAndReduceTransparencyMakesTheBodyOpaque() throws {
        let backdrop = RenderedImage(width: 40, height: 30, bytes: (0..<(40 * 30)).flatMap { i in [UInt8(i % 256), 90, 200, 255] })
        try PNGCodec.encode(backdrop).write(to: URL(fileURLWithPath: path("backdrop.png")))
        let over = try CommandRunner.run(["render", "--style", "glass", "--backdrop", path("backdrop.png"), "-o", path("over.png")])
        #expect(over.status == 0, "\(over.stderr)")
        let opaque = try CommandRunner.run(["render", "--style", "glass", "--backdrop", path("backdrop.png"), "--reduce-transparency", "-o", path("opaque.png")])
        #expect(opaque.status == 0, "\(opaque.stderr)")
        var request = SkinRenderRequest(style: .glass, size: CGSize(width: 320, height: 200), direction: .up)
        request.backdrop = backdrop
        #expect(FileManager.default.contents(atPath: path("over.png")) == (try PopoverRenderer.data(request, format: .png)))
        request.accessibility.reduceTransparency = true
        #expect(FileManager.default.contents(atPath: path("opaque.png")) == (try PopoverRenderer.data(request, format: .png)))
        #expect(FileManager.default.contents(atPath: path("opaque.png")) != FileManager.default.contents(atPath: path("over.png")))
    }

    @Test func svgSaysItDrawsTheOpaqueColour() throws {
        let result = try CommandRunner.run(["render", "--style", "glass", "-o", path("glass.svg")])
        #expect(result.status == 0)
        #expect(result.stderr == "warning: SVG cannot blur a backdrop: the glass is drawn as its opaque colour\n")
    }

    @Test(arguments: [
        (["--backdrop", "/no/such/backdrop.png"], #"error: --backdrop: must be a readable PNG file, got "/no/such/backdrop.png""#),
        (["--system-version", "7"], "error: --system-version: must be an iOS major version from 13 to 99, got 7"),
    ])
    func badGlassOptionsAreRefusedNamingThem(extra: [String], message: String) throws {
        let result = try CommandRunner.run(["render", "--style", "glass", "-o", path("x.png")] + extra)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(directory.files.isEmpty)
    }

    @Test func aBackdropThatIsNotAnImageOrTooLargeIsRefused() throws {
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: path("b.gif")))
        let gif = try CommandRunner.run(["render", "--style", "glass", "--backdrop", path("b.gif"), "-o", path("x.png")])
        #expect(gif.status == 64)
        #expect(gif.stderr == "error: --backdrop: must be a PNG file, got a GIF file\n")
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        header += Data("IHDR".utf8) + Data([0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80, 1, 0, 0, 0, 0]) + Data([0, 0, 0, 0])
        try header.write(to: URL(fileURLWithPath: path("huge.png")))
        let huge = try CommandRunner.run(["render", "--style", "glass", "--backdrop", path("huge.png"), "-o", path("x.png")])
        #expect(huge.status == 64)
        #expect(huge.stderr == "error: --backdrop: must be at most 16384 pixels a side and 20000000 pixels in all, got 16000×16000 pixels\n")
        #expect(!FileManager.default.fileExists(atPath: path("x.png")))
    }
}
