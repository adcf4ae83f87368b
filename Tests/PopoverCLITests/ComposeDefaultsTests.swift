import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 21, fault 5: `compose` as a designer meets it.
@Suite struct ComposeDefaultsTests {
    static var mbWithoutScale: [String] {
        var arguments = ImageSkinCommandTests.mbSkin
        let index = arguments.firstIndex(of: "--image-scale")!
        arguments.removeSubrange(index...index + 1)
        return arguments
    }

    /// MBPopoverBackgroundView ships 1x art named without `@2x`: without `--image-scale`
    /// it is read at 1x (it was read at 2x, half its size), as `skin inspect` reads it.
    @Test func theImageScaleComesFromTheFileName() throws {
        let folder = TemporaryDirectory()
        let implicit = try CommandRunner.run(Self.mbWithoutScale + ["-o", folder.path("implicit.png")])
        let explicit = try CommandRunner.run(ImageSkinCommandTests.mbSkin + ["-o", folder.path("explicit.png")])
        #expect(implicit.status == 0 && explicit.status == 0, "\(implicit.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("implicit.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("explicit.png")))
        #expect(a == b)
    }

    /// `--tile` tiles: the same as the library with the arrangement's resizing mode tile,
    /// and not the stretched picture (the arrangement options used to reset it). KS's art
    /// with 8 pt caps, so that its gradient and edge lie in the middle, where tiling shows.
    @Test func tileTiles() throws {
        let folder = TemporaryDirectory()
        let ks = ImageSkinCommandTests.fixture("KSCustomUIPopover/popover-black-bcg-image@2x.png")
        let base = ["compose", "--background", ks, "--cap-insets", "8,8,8,8", "--arrow",
                    ImageSkinCommandTests.fixture("KSCustomUIPopover/popover-black-top-arrow-image@2x.png"),
                    "--arrow-base", "35", "--arrow-height", "19", "--body-overlap", "2", "--size", "300,240", "--direction", "up"]
        let tiled = try CommandRunner.run(base + ["--tile", "-o", folder.path("tiled.png")])
        let stretched = try CommandRunner.run(base + ["-o", folder.path("stretched.png")])
        #expect(tiled.status == 0 && stretched.status == 0, "\(tiled.stderr)")
        var skin = try ImageSkinImages.loose(
            background: try Data(contentsOf: URL(fileURLWithPath: ks)), capInsets: .uniform(8),
            arrows: [try Data(contentsOf: URL(fileURLWithPath: ImageSkinCommandTests.fixture("KSCustomUIPopover/popover-black-top-arrow-image@2x.png")))],
            metrics: SkinMetrics(arrowBase: 35, arrowHeight: 19, contentInsets: .zero, cornerRadius: 0), imageScale: 2)
        skin.arrangement.bodyOverlap = 2
        skin.arrangement.resizingMode = .tile
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 300, height: 240), direction: .up, arrowOffset: 0, scale: 2, showsContent: true)
        let tiledPNG = try Data(contentsOf: URL(fileURLWithPath: folder.path("tiled.png")))
        #expect(tiledPNG == (try PNGCodec.encode(expected)))
        #expect(tiledPNG != (try Data(contentsOf: URL(fileURLWithPath: folder.path("stretched.png")))))
    }
}

/// Issue 21, fault 5: `compose --skin` previews a skin.json (as `skin inspect` writes it)
/// directly, exactly as the catalog `assets --skin` writes would draw.
@Suite struct ComposeSkinTests {
    static let gik = ImageSkinCommandTests.fixture("GIKPopoverBackgroundView/skin.json")

    @Test func aSkinFolderDrawsWhatItsCatalogDraws() throws {
        let folder = TemporaryDirectory()
        let view = ["--direction", "right", "--size", "180,110", "--offset", "20"]
        let assets = try CommandRunner.run(["assets", "--skin", Self.gik, "-o", folder.path("GIK.xcassets")])
        #expect(assets.status == 0, "\(assets.stderr)")
        let fromCatalog = try CommandRunner.run(["compose", "--assets", folder.path("GIK.xcassets")] + view + ["-o", folder.path("catalog.png")])
        let fromSkin = try CommandRunner.run(["compose", "--skin", Self.gik] + view + ["-o", folder.path("skin.png")])
        #expect(fromCatalog.status == 0 && fromSkin.status == 0, "\(fromSkin.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("catalog.png")))
        #expect(a == (try Data(contentsOf: URL(fileURLWithPath: folder.path("skin.png")))))
        #expect(try PNGHeader(a).width == 360)
    }

    @Test(arguments: [
        (["--skin", "missing/skin.json"], "error: --skin: "),
        (["--skin", "x.json", "--assets", "A.xcassets"], #"error: --skin: stands instead of --assets and --background (one skin a preview), got "x.json""#),
    ])
    func badSkinOptionsExit64NamingIt(extra: [String], message: String) throws {
        let result = try CommandRunner.run(["compose"] + extra + ["--direction", "up", "--size", "100,80", "-o", "/tmp/never.png"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}

/// Issue 21, fault 5: an option the chosen source would not read is refused, not dropped.
@Suite struct ComposeIgnoredOptionTests {
    @Test(arguments: [
        (["--arrow-base", "40"], "error: --arrow-base: is not read with --skin, which brings its own (drop it, or give loose images instead), got --arrow-base"),
        (["--tile", "--body-overlap", "2"], "error: --tile: is not read with --skin, which brings its own (drop it, or give loose images instead), got --tile --body-overlap"),
    ])
    func withASkinFolder(extra: [String], message: String) throws {
        let result = try CommandRunner.run(["compose", "--skin", ComposeSkinTests.gik, "--direction", "up", "--size", "100,80", "-o", "/tmp/never.png"] + extra)
        #expect(result.status == 64)
        #expect(result.stderr.trimmingCharacters(in: .newlines) == message)
    }

    @Test func withAnExportedCatalog() throws {
        let folder = TemporaryDirectory()
        _ = try CommandRunner.run(["assets", "--style", "orange", "-o", folder.path("Orange.xcassets")])
        let refused = try CommandRunner.run(["compose", "--assets", folder.path("Orange.xcassets"), "--corner-radius", "3", "-o", folder.path("o.png")])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("error: --corner-radius: is not read with --assets"))
        let plain = try CommandRunner.run(["compose", "--assets", folder.path("Orange.xcassets"), "-o", folder.path("o.png")])
        #expect(plain.status == 0, "\(plain.stderr)")
    }
}
