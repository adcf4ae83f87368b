import Foundation
import PopoverCore
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

    @Test func aFolderMissingAnImageOrWithTheHeadersSideTopInsetsIsRefusedByName() throws {
        let folder = URL(fileURLWithPath: path("GIK"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = try String(contentsOfFile: "\(Self.gik)/skin.json", encoding: .utf8)
        try json.write(to: folder.appendingPathComponent("skin.json"), atomically: true, encoding: .utf8)
        let missing = try CommandRunner.run(["assets", "--skin", folder.appendingPathComponent("skin.json").path, "-o", path("out.xcassets")])
        #expect(missing.stderr == "error: --skin: skin.json: PopoverBackgroundArrowUp must have PopoverBackgroundArrowUp.png, PopoverBackgroundArrowUp@2x.png or PopoverBackgroundArrowUp@3x.png beside it, got none\n")
        // kArrowSideTopInsets as the header has them (for a 67 pt image) on the 53 pt PNG.
        let header = json.replacingOccurrences(of: #""top": 43, "left": 9, "bottom": 9, "right": 27"#, with: #""top": 43, "left": 9, "bottom": 23, "right": 27"#)
        #expect(header != json)
        try header.write(to: folder.appendingPathComponent("skin.json"), atomically: true, encoding: .utf8)
        let caps = try CommandRunner.run(["assets", "--skin", folder.appendingPathComponent("skin.json").path, "-o", path("out.xcassets")])
        #expect(caps.status == 64)
        #expect(caps.stderr == "error: --skin: skin.json: arrowInBackground.right.leadingCorner.capInsets top 43 and bottom 23 must leave part of the 37×53 pt image to stretch, got 66\n")
    }
}
