import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// `popoverkit assets --skin`: a designer's real PNGs and the skin.json `skin inspect`
/// wrote, made into a catalog that `compose --assets` and the device read.
@Suite struct AssetsFromSkinFolderTests {
    let directory = TemporaryDirectory()

    /// WEPopover's 1x and 2x art copied into the test's folder, with `inspect`'s skin.json.
    func weFolder() throws -> String {
        for name in ["popoverBg", "popoverArrowUp", "popoverArrowDown", "popoverArrowLeft", "popoverArrowRight"] {
            for suffix in ["", "@2x"] {
                try FileManager.default.copyItem(
                    atPath: ImageSkinCommandTests.fixture("WEPopover/\(name)\(suffix).png"), toPath: directory.path("\(name)\(suffix).png")
                )
            }
        }
        let arrows = ["Up", "Down", "Left", "Right"].map { directory.path("popoverArrow\($0)@2x.png") }
        let inspect = try CommandRunner.run(["skin", "inspect", directory.path("popoverBg@2x.png")] + arrows + ["-o", directory.path("skin.json")])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        return directory.path("skin.json")
    }

    @Test func inspectThenAssetsThenComposeMakesTheSkinTheLibraryMakes() throws {
        let skin = try weFolder()
        let catalog = directory.path("WE.xcassets")
        let pack = try CommandRunner.run(["assets", "--skin", skin, "-o", catalog])
        #expect(pack.status == 0, "\(pack.stderr)")
        #expect(pack.stdout == "wrote \(catalog): 18 files\n")
        // The art's one fault, told once.
        #expect(pack.stderr.split(separator: "\n").count == 1)
        #expect(pack.stderr.hasPrefix("warning: 2x art: the up arrow, down arrow, left arrow, right arrow images are 36×27 px at 2x"))
        assertSnapshot(of: pack.stderr, named: "assets-we.stderr")
        // The PNGs went in untouched, and the skin reads back with inspect's placement.
        #expect(FileManager.default.contents(atPath: "\(catalog)/popoverBg.imageset/popoverBg@2x.png")
            == FileManager.default.contents(atPath: directory.path("popoverBg@2x.png")))
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: URL(fileURLWithPath: skin)))
        let (loaded, packed) = try ImageSkinCatalog.load(URL(fileURLWithPath: catalog), scale: 2, appearance: .light)
        guard case let .separateArrow(_, capInsets, _, arrangement) = manifest.artwork else { Issue.record("inspect wrote \(manifest.artwork)"); return }
        #expect(packed == manifest && loaded.arrangement == arrangement && loaded.capInsets == capInsets)

        let preview = directory.path("preview.png")
        let compose = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "down", "--size", "300,180", "--scale", "2", "-o", preview])
        #expect(compose.status == 0, "\(compose.stderr)")
        let expected = try SkinCompositor.compose(loaded, size: CGSize(width: 300, height: 180), direction: .down, arrowOffset: 0, scale: 2, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: preview))) == expected)
    }

    @Test func aMissingImageIsNamedAndNothingIsWritten() throws {
        let skin = try weFolder()
        for suffix in ["", "@2x"] { try FileManager.default.removeItem(atPath: directory.path("popoverArrowLeft\(suffix).png")) }
        let result = try CommandRunner.run(["assets", "--skin", skin, "-o", directory.path("WE.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: skin.json: popoverArrowLeft must have popoverArrowLeft.png, popoverArrowLeft@2x.png or popoverArrowLeft@3x.png beside it, got none\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("WE.xcassets")))
    }

    @Test func aJPEGSaysItIsNotAPNG() throws {
        let skin = try weFolder()
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]).write(to: URL(fileURLWithPath: directory.path("popoverBg@2x.png")))
        let result = try CommandRunner.run(["assets", "--skin", skin, "-o", directory.path("WE.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: images.popoverBg.2x must be a PNG file, got a JPEG file\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("WE.xcassets")))
    }

    @Test(arguments: [
        (["--skin", "SKIN", "-o", "WE.zip"], "error: -o: must end in .xcassets, got \"WE.zip\""),
        (["--skin", "SKIN", "--style", "orange", "-o", "WE.xcassets"], "error: --skin: cannot be given with --style, got \"SKIN\""),
    ])
    func badArgumentsAreRefusedNamingThem(arguments: [String], message: String) throws {
        let skin = try weFolder()
        let real = arguments.map { $0 == "SKIN" ? skin : $0 }
        let result = try CommandRunner.run(["assets"] + real)
        #expect(result.status == 64)
        #expect(result.stderr == message.replacingOccurrences(of: "SKIN", with: skin) + "\n")
        #expect(result.stdout.isEmpty)
    }
}
