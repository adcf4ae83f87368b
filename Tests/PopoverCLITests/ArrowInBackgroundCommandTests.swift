import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// A skin whose arrow is drawn into its backgrounds, from its folder (skin.json and PNGs)
/// to a catalog (`assets --skin`) to a preview (`compose --assets`).
@Suite struct ArrowInBackgroundCommandTests {
    let directory = TemporaryDirectory()
    static let gik = ImageSkinCommandTests.fixture("GIKPopoverBackgroundView")

    func path(_ name: String) -> String { directory.path(name) }

    @Test func assetsWritesTheFolderBackAsACatalogThatComposeDraws() throws {
        let catalog = path("GIK.xcassets")
        let assets = try CommandRunner.run(["assets", "--skin", "\(Self.gik)/skin.json", "-o", catalog])
        #expect(assets.status == 0, "\(assets.stderr)")
        // 7 image sets of a Contents.json and two PNGs each, the catalog's Contents.json, the data set's two files.
        #expect(assets.stdout == "wrote \(catalog): 24 files\n")
        for name in ["PopoverBackgroundArrowUp", "PopoverBackgroundArrowSideTop"] {
            for (file, written) in [("\(name).png", "\(name)@1x.png"), ("\(name)@2x.png", "\(name)@2x.png")] {
                let original = FileManager.default.contents(atPath: "\(Self.gik)/\(file)")
                #expect(original != nil && FileManager.default.contents(atPath: "\(catalog)/\(name).imageset/\(written)") == original)
            }
        }

        let preview = path("preview.png")
        let compose = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "right", "--size", "220,150", "--offset=-20", "--scale", "2", "-o", preview])
        #expect(compose.status == 0, "\(compose.stderr)")
        #expect(compose.stderr.isEmpty)
        let (manifest, pngs) = try ImageSkinFolder.read(URL(fileURLWithPath: "\(Self.gik)/skin.json"))
        guard case let .arrowInBackground(names) = manifest.artwork else { Issue.record("\(manifest.artwork)"); return }
        let skin = try ArrowInBackgroundImages.loose(names.map { pngs[$0]![2]! }, metrics: manifest.metrics, imageScale: 2)
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 220, height: 150), direction: .right, arrowOffset: -20, scale: 2, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: preview))) == expected)
    }

    @Test func aThreeXDeviceGetsTheTwoXArt() throws {
        let catalog = URL(fileURLWithPath: path("GIK.xcassets"))
        let (manifest, pngs) = try ImageSkinFolder.read(URL(fileURLWithPath: "\(Self.gik)/skin.json"))
        try ImageSkinExporter.export(manifest, pngs: pngs).write(to: catalog)
        let (skin, read) = try ImageSkinCatalog.loadArrowInBackground(catalog, scale: 3, appearance: .dark)
        #expect(skin.imageScale == 2 && read == manifest)
        #expect(throws: PopoverInputError(
            field: "GIKPopoverBackgroundViewPopoverSkin.dataset/skin.json",
            rule: "holds a skin whose arrow is drawn into its backgrounds: load it with loadArrowInBackground", value: "arrowInBackground"
        )) { try ImageSkinCatalog.load(catalog, scale: 2, appearance: .light) }
    }

    @Test(arguments: [
        (["--skin", "/nonexistent/skin.json"], "error: --skin: skin.json must be a readable file, got \"nonexistent/skin.json\""),
        (["--skin", "\(gik)/skin.json", "--style", "orange"], "error: --skin: cannot be given with --style, got \"\(gik)/skin.json\""),
    ])
    func badSkinFoldersWriteNothing(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["assets"] + arguments + ["-o", path("out.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(directory.files.isEmpty)
    }

    @Test func aFolderMissingAnImageOrWithCapsThatLeaveTheFirstStretchNoRoomIsRefusedByName() throws {
        let folder = URL(fileURLWithPath: path("GIK"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = try String(contentsOfFile: "\(Self.gik)/skin.json", encoding: .utf8)
        try json.write(to: folder.appendingPathComponent("skin.json"), atomically: true, encoding: .utf8)
        let missing = try CommandRunner.run(["assets", "--skin", folder.appendingPathComponent("skin.json").path, "-o", path("out.xcassets")])
        #expect(missing.stderr == "error: --skin: skin.json: PopoverBackgroundArrowUp must have PopoverBackgroundArrowUp.png, PopoverBackgroundArrowUp@2x.png or PopoverBackgroundArrowUp@3x.png beside it, got none\n")
        // The Side image's caps covering its 72 pt height: its first stretch (around a moving arrow) has no room.
        // (Caps covering an image stretched once, such as the header's kArrowSideTopInsets on the 53 pt
        // SideTop PNG, are UIKit's business and accepted.)
        let covering = json.replacingOccurrences(of: #""top": 24, "left": 9, "bottom": 47"#, with: #""top": 25, "left": 9, "bottom": 47"#)
        #expect(covering != json)
        try covering.write(to: folder.appendingPathComponent("skin.json"), atomically: true, encoding: .utf8)
        let caps = try CommandRunner.run(["assets", "--skin", folder.appendingPathComponent("skin.json").path, "-o", path("out.xcassets")])
        #expect(caps.status == 64)
        #expect(caps.stderr == "error: --skin: skin.json: arrowInBackground.right.main.capInsets top 25 and bottom 47 must leave part of the 37×72 pt image for the first of its two stretches, got 72\n")
    }

    /// Mumble's up-only skin with its arrow fixed in the art (its numbers, GIK's up art of the
    /// same shape): `compose --skin` draws it at any offset the same, warns for a direction it
    /// lacks, and the catalog `assets --skin` writes composes the same pixels.
    @Test func anUpOnlySkinWithAFixedArrowComposesFromItsFolderAndItsCatalog() throws {
        let folder = URL(fileURLWithPath: path("Mumble"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["PopoverBackgroundArrowUp.png", "PopoverBackgroundArrowUp@2x.png"] {
            try FileManager.default.copyItem(atPath: "\(Self.gik)/\(file)", toPath: folder.appendingPathComponent(file).path)
        }
        let json = """
            {"format": 1, "name": "MUPopoverBackgroundView",
             "metrics": {"cornerRadius": 7, "arrow": {"base": 35, "height": 19}, "contentInsets": {"top": 8, "left": 11, "bottom": 11, "right": 11}},
             "arrowInBackground": {"up": {"main": {"image": "PopoverBackgroundArrowUp", "size": {"width": 57, "height": 51},
                                                   "capInsets": {"top": 41, "left": 47, "bottom": 10, "right": 10}, "arrowCentre": 28.5},
                                          "fixedArrow": true}}}
            """
        let skinJSON = folder.appendingPathComponent("skin.json").path
        try json.write(toFile: skinJSON, atomically: true, encoding: .utf8)
        func compose(_ source: [String], _ direction: String, _ offset: Int, _ name: String) throws -> (CommandRunner.Result, Data?) {
            let out = path(name)
            let result = try CommandRunner.run(["compose"] + source + ["--direction", direction, "--size", "300,200", "--offset=\(offset)", "--scale", "2", "-o", out])
            return (result, FileManager.default.contents(atPath: out))
        }
        let (left, leftPNG) = try compose(["--skin", skinJSON], "up", -60, "a.png")
        let (right, rightPNG) = try compose(["--skin", skinJSON], "up", 60, "b.png")
        #expect(left.status == 0 && right.status == 0 && left.stderr.isEmpty && right.stderr.isEmpty, "\(left.stderr)")
        #expect(leftPNG != nil && leftPNG == rightPNG)
        let (down, downPNG) = try compose(["--skin", skinJSON], "down", 0, "c.png")
        #expect(down.status == 0 && downPNG != nil)
        #expect(down.stderr == "warning: the skin has images only for up (arrowInBackground): a down popover shows the body without an arrow, and presentAsPopover permits only up\n")
        let catalog = path("Mumble.xcassets")
        let assets = try CommandRunner.run(["assets", "--skin", skinJSON, "-o", catalog])
        #expect(assets.status == 0, "\(assets.stderr)")
        let (fromCatalog, catalogPNG) = try compose(["--assets", catalog], "up", 0, "d.png")
        #expect(fromCatalog.status == 0 && catalogPNG == leftPNG)
        // A misspelt key is refused by name, and nothing is written.
        try json.replacingOccurrences(of: "fixedArrow", with: "fixedArrows").write(toFile: skinJSON, atomically: true, encoding: .utf8)
        let (misspelt, nothing) = try compose(["--skin", skinJSON], "up", 0, "e.png")
        #expect(misspelt.status == 64 && nothing == nil)
        #expect(misspelt.stderr.hasPrefix("error: --skin: skin.json: arrowInBackground.up.fixedArrows is not a key here"), "\(misspelt.stderr)")
    }

    /// `skin inspect` with no arrow file reads the arrow drawn into the art and writes an
    /// `arrowInBackground` skin.json that `compose --skin` previews straight away.
    @Test func artWithTheArrowDrawnInIsInspectedWithoutAnArrowFile() throws {
        let folder = URL(fileURLWithPath: path("Read"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = folder.appendingPathComponent("PopoverBackgroundArrowUp@2x.png").path
        try FileManager.default.copyItem(atPath: "\(Self.gik)/PopoverBackgroundArrowUp@2x.png", toPath: png)
        let skinJSON = folder.appendingPathComponent("skin.json").path
        let inspect = try CommandRunner.run(["skin", "inspect", png, "-o", skinJSON])
        #expect(inspect.status == 0)
        #expect(inspect.stderr == """
            read at 2x: the arrow drawn into the background, pointing up, base 37 pt, height 19 pt, centre 28.5 pt along its edge
            read: corners 8 pt round, cap insets 37,9,9,47, stretched on each side of the arrow (second stretch 9 pt from the end), so it follows the offset

            """)
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: URL(fileURLWithPath: skinJSON)))
        #expect(manifest.name == "Read" && manifest.artwork.drawnDirections == .up)
        guard case let .arrowInBackground(skin) = manifest.artwork else { Issue.record("\(manifest.artwork)"); return }
        #expect(skin.up?.main.image == "PopoverBackgroundArrowUp")
        let compose = try CommandRunner.run(["compose", "--skin", skinJSON, "--direction", "up", "--size", "220,150", "--offset=-30", "-o", path("read.png")])
        #expect(compose.status == 0 && compose.stderr.isEmpty, "\(compose.stderr)")
    }

    /// A texture all the way (GIK's up art, every other body row darker): `skin inspect` warns.
    @Test func inspectWarnsWhenNoRowsMatch() throws {
        let art = try PNGCodec.decode(try #require(FileManager.default.contents(atPath: "\(Self.gik)/PopoverBackgroundArrowUp@2x.png")))
        var bytes = art.bytes
        for y in stride(from: 38, to: art.height, by: 2) {
            for i in (y * art.width * 4)..<((y + 1) * art.width * 4) where i % 4 != 3 { bytes[i] = bytes[i] >= 6 ? bytes[i] - 6 : 0 }
        }
        let png = path("textured@2x.png")
        try PNGCodec.encode(RenderedImage(width: art.width, height: art.height, bytes: bytes)).write(to: URL(fileURLWithPath: png))
        let inspect = try CommandRunner.run(["skin", "inspect", png])
        #expect(inspect.status == 0)
        #expect(inspect.stderr.hasSuffix("warning: no band of matching lines to stretch across the arrow's edge (a gradient or texture all the way): those caps are only the arrow and the corner radius, so stretching will show; set them by eye\n"), "\(inspect.stderr)")
    }
}
