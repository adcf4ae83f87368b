import Foundation
import PopoverCore
import PopoverRender
import Testing

/// A skin whose body is a colour, not an image (OpenIM's numbers, KSCustomUIPopover's
/// arrow): `compose --skin` previews it, `assets --skin` writes the colour's image set,
/// and a clear colour (only the arrow shows) is not warned about as an invisible body.
@Suite struct BackgroundColourCommandTests {
    let directory = TemporaryDirectory()

    func folder(colour: String) throws -> String {
        let folder = URL(fileURLWithPath: directory.path("OpenIM-\(colour.dropFirst())"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ks = ImageSkinCommandTests.fixture("KSCustomUIPopover")
        for file in ["popover-black-bottom-arrow-image.png", "popover-black-bottom-arrow-image@2x.png"] {
            try FileManager.default.copyItem(atPath: "\(ks)/\(file)", toPath: folder.appendingPathComponent(file).path)
        }
        let json = """
            {"format": 1, "name": "OpenIM", "background": {"colour": "\(colour)"},
             "arrows": {"up": "popover-black-bottom-arrow-image"},
             "metrics": {"cornerRadius": 15, "arrow": {"base": 14, "height": 9}, "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
             "placement": {"arrowOrientation": {"drawn": "down"}, "arrowImageSize": {"width": 14, "height": 9}, "backgroundCornerRadius": 15}}
            """
        let path = folder.appendingPathComponent("skin.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: ["#0C1C33D9", "#00000000"])
    func aColourBodyPreviewsAndExportsWithoutWarnings(colour: String) throws {
        let skin = try folder(colour: colour), preview = directory.path("preview-\(colour.dropFirst()).png")
        let compose = try CommandRunner.run(["compose", "--skin", skin, "--direction", "up", "--size", "200,120", "-o", preview])
        #expect(compose.status == 0)
        #expect(compose.stderr.isEmpty, "\(compose.stderr)")
        let catalog = directory.path("OpenIM-\(colour.dropFirst()).xcassets")
        let assets = try CommandRunner.run(["assets", "--skin", skin, "-o", catalog])
        #expect(assets.status == 0, "\(assets.stderr)")
        #expect(assets.stderr.isEmpty, "\(assets.stderr)")   // a clear body is meant, not an invisible background
        let pixel = try PNGCodec.decode(try #require(FileManager.default.contents(atPath: "\(catalog)/backgroundColour.imageset/backgroundColour@1x.png")))
        #expect(pixel.width == 1 && pixel.height == 1 && pixel.pixel(x: 0, y: 0).a == (colour == "#00000000" ? 0 : 217))
        let fromCatalog = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "up", "--size", "200,120", "-o", directory.path("again.png")])
        #expect(fromCatalog.status == 0 && fromCatalog.stderr.isEmpty)
        #expect(FileManager.default.contents(atPath: directory.path("again.png")) == FileManager.default.contents(atPath: preview))
    }
}
