import Foundation
import PopoverCore
import PopoverRender
import Testing

@Suite struct ImageSkinCommandTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    @Test func assetsThenComposeMakesThePreviewTheLibraryMakes() throws {
        let catalog = path("Orange.xcassets")
        let assets = try CommandRunner.run(["assets", "--style", "orange", "-o", catalog])
        #expect(assets.status == 0, "\(assets.stderr)")
        #expect(assets.stdout.hasPrefix("wrote \(catalog): 17 files\n"))
        #expect(assets.stdout.contains("in memory at 3x: 26244 bytes, against 4320000 for a full 400×300 pt bitmap (164× smaller)"))

        let preview = path("preview.png")
        let compose = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "left", "--size", "240,140", "--offset=-30", "--scale", "3", "-o", preview])
        #expect(compose.status == 0, "\(compose.stderr)")
        #expect(compose.stderr.isEmpty)   // an exported skin passes its checks
        let (skin, _) = try ImageSkinCatalog.load(URL(fileURLWithPath: catalog), scale: 3, appearance: .light)
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 240, height: 140), direction: .left, arrowOffset: -30, scale: 3, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: preview))) == expected)
    }

    @Test func looseImagesAreCheckedInPlainWords() throws {
        // A designer's skin: a 20 pt background with 12 pt caps, an arrow no taller than the arrow.
        var flat = PopoverStyle.noir
        flat.shadow = nil
        let background = try PopoverRenderer.image(SkinRenderRequest(style: flat, size: CGSize(width: 20, height: 20), direction: .unknown, scale: 2))
        let arrow = RenderedImage(width: 56, height: 24, bytes: [UInt8](repeating: 255, count: 56 * 24 * 4))
        try PNGCodec.encode(background).write(to: URL(fileURLWithPath: path("bg@2x.png")))
        try PNGCodec.encode(arrow).write(to: URL(fileURLWithPath: path("arrow@2x.png")))
        let result = try CommandRunner.run([
            "compose", "--background", path("bg@2x.png"), "--cap-insets", "12,12,12,12", "--arrow", path("arrow@2x.png"),
            "--arrow-base", "28", "--arrow-height", "12", "--corner-radius", "10", "--direction", "up", "--size", "80,60", "-o", path("p.png"),
        ])
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(warnings == [
            "warning: cap insets leave nothing to stretch across: left 12 + right 12 ≥ width 20 pt",
            "warning: cap insets leave nothing to stretch down: top 12 + bottom 12 ≥ height 20 pt",
            "warning: the arrow image is exactly the arrow's height (12 pt), so it meets the body edge without overlapping it and a seam shows: make it 1–2 pt taller, reaching into the body",
        ])
        #expect(FileManager.default.fileExists(atPath: path("p.png")))
    }

    @Test(arguments: [
        (["--assets", "/nonexistent.xcassets"], "error: --assets: assets must hold a skin data set (NAME.dataset/skin.json), got /nonexistent.xcassets"),
        ([String](), "error: --assets: or --background with --cap-insets and --arrow is required, got neither"),
    ])
    func badComposeInputWritesNothing(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["compose"] + arguments + ["-o", path("p.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: path("p.png")))
    }

    @Test func assetsNeedsAnXcassetsFolder() throws {
        let result = try CommandRunner.run(["assets", "--style", "noir", "-o", path("Noir.zip")])
        #expect(result.status == 64)
        #expect(result.stderr == #"error: -o: must end in .xcassets, got ""# + path("Noir.zip") + "\"\n")
    }
}
