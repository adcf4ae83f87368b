import Foundation
import PopoverCore
import PopoverRender
import Testing

/// `popoverkit skin pack`: a designer's real PNGs and the skin.json `skin inspect` wrote,
/// packed into a catalog that `compose --assets` and the device read.
@Suite struct SkinPackCommandTests {
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

    @Test func inspectThenPackThenComposeMakesTheSkinTheLibraryMakes() throws {
        let skin = try weFolder()
        let catalog = directory.path("WE.xcassets")
        let pack = try CommandRunner.run(["skin", "pack", skin, "-o", catalog])
        #expect(pack.status == 0, "\(pack.stderr)")
        #expect(pack.stdout == "wrote \(catalog)\n")
        // The art's one fault, told once.
        #expect(pack.stderr.split(separator: "\n").count == 1)
        #expect(pack.stderr.hasPrefix("warning: 2x art: the up arrow, down arrow, left arrow, right arrow images are 36×27 px at 2x"))
        // The PNGs went in untouched, and the skin reads back with inspect's placement.
        #expect(FileManager.default.contents(atPath: "\(catalog)/popoverBg.imageset/popoverBg@2x.png")
            == FileManager.default.contents(atPath: directory.path("popoverBg@2x.png")))
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: URL(fileURLWithPath: skin)))
        let (loaded, packed) = try ImageSkinCatalog.load(URL(fileURLWithPath: catalog), scale: 2, appearance: .light)
        #expect(packed == manifest && loaded.placement == manifest.placement && loaded.capInsets == manifest.capInsets)

        let preview = directory.path("preview.png")
        let compose = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "down", "--size", "300,180", "--scale", "2", "-o", preview])
        #expect(compose.status == 0, "\(compose.stderr)")
        let expected = try SkinCompositor.compose(loaded, size: CGSize(width: 300, height: 180), direction: .down, arrowOffset: 0, scale: 2, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: preview))) == expected)
    }

    @Test func aMissingImageIsNamedAndNothingIsWritten() throws {
        let skin = try weFolder()
        for suffix in ["", "@2x"] { try FileManager.default.removeItem(atPath: directory.path("popoverArrowLeft\(suffix).png")) }
        let result = try CommandRunner.run(["skin", "pack", skin, "-o", directory.path("WE.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --images: images must include the image set \"popoverArrowLeft\" named in skin.json, got none\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("WE.xcassets")))
    }

    @Test func aJPEGSaysItIsNotAPNG() throws {
        let skin = try weFolder()
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]).write(to: URL(fileURLWithPath: directory.path("popoverBg@2x.png")))
        let result = try CommandRunner.run(["skin", "pack", skin, "-o", directory.path("WE.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --images: popoverBg@2x.png ") && result.stderr.contains("JPEG"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("WE.xcassets")))
    }

    @Test(arguments: [
        (["SKIN", "-o", "WE.zip"], "error: -o: must end in .xcassets, got \"WE.zip\""),
        (["/nonexistent/skin.json", "-o", "WE.xcassets"], "error: <skin.json>: must be a readable skin.json, got \"/nonexistent/skin.json\""),
        (["NOT_JSON", "-o", "WE.xcassets"], "error: <skin.json>: must be a skin manifest (JSON), got \"NOT_JSON\""),
    ])
    func badArgumentsAreRefusedNamingThem(arguments: [String], message: String) throws {
        let skin = try weFolder()
        try Data("{".utf8).write(to: URL(fileURLWithPath: directory.path("broken.json")))
        let real = arguments.map { $0 == "SKIN" ? skin : $0 == "NOT_JSON" ? directory.path("broken.json") : $0 }
        let result = try CommandRunner.run(["skin", "pack"] + real)
        #expect(result.status == 64)
        #expect(result.stderr == message.replacingOccurrences(of: "NOT_JSON", with: directory.path("broken.json")) + "\n")
        #expect(result.stdout.isEmpty)
    }
}
