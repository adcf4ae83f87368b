import Foundation
import PopoverCore
import PopoverImageSkin
import Testing
@testable import PopoverRender

private let clearPixel: [UInt8] = [0, 0, 0, 0]

/// Exported image skins, composed as UIKit would, against the drawn style.
@Suite struct ImageSkinRenderTests {
    /// Per-channel differences between two images of the same size.
    struct Difference {
        var mean: Double
        var max: Int
        var fractionOver16: Double

        init(_ a: RenderedImage, _ b: RenderedImage) {
            var sum = 0, maxDiff = 0, over = 0
            for i in stride(from: 0, to: a.bytes.count, by: 4) {
                var pixelMax = 0
                for k in 0..<4 { pixelMax = Swift.max(pixelMax, abs(Int(a.bytes[i + k]) - Int(b.bytes[i + k]))) }
                sum += pixelMax
                maxDiff = Swift.max(maxDiff, pixelMax)
                if pixelMax > 16 { over += 1 }
            }
            let pixels = Swift.max(1, a.bytes.count / 4)
            mean = Double(sum) / Double(pixels)
            max = maxDiff
            fractionOver16 = Double(over) / Double(pixels)
        }
    }

    static let catalogs: [String: URL] = {
        var result: [String: URL] = [:]
        for style in PopoverStyle.builtIn {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("skin-\(style.name)-\(UUID().uuidString).xcassets")
            try? ImageSkinExporter.export(style: style).write(to: url)
            result[style.name] = url
        }
        return result
    }()

    /// Solid styles: the body is pixel-identical; the only differences are at the arrow's
    /// anti-aliased edges, where a resampled (and for left, down and right, rotated)
    /// arrow image meets an edge the drawn version rasterises afresh.
    @Test(arguments: ["system", "orange", "noir", "tooltip"], [1, 2, 3])
    func composedSolidSkinMatchesTheDrawnStyle(name: String, scale: Int) throws {
        var style = try #require(PopoverStyle.named(name))
        style.shadow = nil
        let (skin, _) = try ImageSkinCatalog.load(try #require(Self.catalogs[name]), scale: scale, appearance: .light)
        for direction in ArrowDirection.arrowed {
            for offset in [-1000, 17, 1000] as [CGFloat] {
                let size = CGSize(width: 200, height: 130)
                let composed = try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: offset, scale: scale)
                let drawn = try PopoverRenderer.image(SkinRenderRequest(style: style, size: size, direction: direction, arrowOffset: offset, scale: scale))
                let d = Difference(composed, drawn)
                #expect(d.mean <= 0.05 && d.fractionOver16 <= 0.001, "\(name) \(direction) offset \(offset) at \(scale)x: mean \(d.mean), max \(d.max), over 16: \(d.fractionOver16)")
            }
        }
    }

    /// A gradient cannot be exact in a nine-part image: the caps keep the colours of a
    /// 100 pt background while the drawn body is taller or shorter. It stays within a few levels.
    @Test(arguments: ArrowDirection.arrowed)
    func composedGradientSkinStaysClose(direction: ArrowDirection) throws {
        var style = PopoverStyle.classic
        style.shadow = nil
        let (skin, _) = try ImageSkinCatalog.load(try #require(Self.catalogs["classic"]), scale: 2, appearance: .dark)
        let size = CGSize(width: 200, height: 130)
        let composed = try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: 0, scale: 2)
        let drawn = try PopoverRenderer.image(SkinRenderRequest(style: style, size: size, direction: direction, scale: 2, appearance: .dark))
        let d = Difference(composed, drawn)
        #expect(d.mean <= 2 && d.max <= 40, "classic \(direction): mean \(d.mean), max \(d.max)")
    }

    @Test func darkAppearanceUsesTheDarkImages() throws {
        let url = try #require(Self.catalogs["system"])
        let light = try ImageSkinCatalog.load(url, scale: 1, appearance: .light).0
        let dark = try ImageSkinCatalog.load(url, scale: 1, appearance: .dark).0
        #expect(light.background != dark.background)
    }

    @Test func contentsJSONRoundTripsAndCarriesPixelCapInsets() throws {
        let export = try ImageSkinExporter.export(style: .orange)
        let path = "orangePopoverBackground.imageset/Contents.json"
        let data = try #require(export.files[path])
        let contents = try JSONDecoder().decode(AssetCatalogContents.ImageSet.self, from: data)
        #expect(try AssetCatalogContents.encode(contents) == data)
        #expect(contents.images.count == 6)   // 1x, 2x, 3x, light and dark
        let twoX = try #require(contents.images.first { $0.scale == "2x" && $0.appearances == nil })
        #expect(twoX.resizing?.capInsets == AssetCatalogContents.Insets(bottom: 26, left: 26, right: 26, top: 26))
        #expect(twoX.resizing?.mode == "9-part")
        #expect(String(decoding: data, as: UTF8.self).contains(#""cap-insets" : {"#))
        let dark = try #require(contents.images.first { $0.appearances == [.dark] && $0.scale == "3x" })
        #expect(dark.filename == "orangePopoverBackground-dark@3x.png")
        let png = try #require(export.files["orangePopoverBackground.imageset/orangePopoverBackground@3x.png"])
        let image = try PNGCodec.decode(png)
        #expect(image.width == 81 && image.height == 81)
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: try #require(export.files["orangePopoverSkin.dataset/skin.json"]))
        #expect(manifest == export.manifest)
    }

    @Test func exportedSkinsPassTheirOwnChecks() throws {
        for style in PopoverStyle.builtIn {
            let (skin, _) = try ImageSkinCatalog.load(try #require(Self.catalogs[style.name]), scale: 2, appearance: .light)
            #expect(ImageSkinCheck.warnings(for: skin.geometry, popoverSize: CGSize(width: 320, height: 200), direction: .up).isEmpty, "\(style.name)")
        }
    }

    /// The stretchable background against a full 400 × 300 pt popover at 3x: as bitmaps in
    /// memory (what the app holds once decoded) and as PNG files.
    @Test func stretchableBackgroundIsFarSmallerThanAFullBitmap() throws {
        var flat = PopoverStyle.system
        flat.shadow = nil
        let export = try ImageSkinExporter.export(style: .system)
        let backgroundPNG = try #require(export.backgroundBytes[3])
        let background = try PNGCodec.decode(try #require(export.files["systemPopoverBackground.imageset/systemPopoverBackground@3x.png"]))
        let fullRequest = SkinRenderRequest(style: flat, size: CGSize(width: 400, height: 300), direction: .unknown, scale: 3)
        let full = try PopoverRenderer.image(fullRequest)
        let fullPNG = try PopoverRenderer.data(fullRequest, format: .png).count
        print("system at 3x: background \(background.bytes.count) bytes decoded, \(backgroundPNG) PNG; full 400×300 pt: \(full.bytes.count) decoded, \(fullPNG) PNG")
        #expect(full.bytes.count / background.bytes.count >= 25)
        #expect(full.bytes.count / backgroundPNG >= 25)
    }

    @Test func catalogIsWrittenWholeOrNotAtAll() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = try ImageSkinExporter.export(style: .noir)
        let target = directory.appendingPathComponent("Noir.xcassets")
        try export.write(to: target)
        try export.write(to: target)   // replacing works
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("noirPopoverSkin.dataset/skin.json").path))
        #expect(throws: RenderError.self) { try export.write(to: directory.appendingPathComponent("missing/Noir.xcassets")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Noir.xcassets"])
    }

    @Test func tiledMiddleRepeatsWhereStretchedMiddleScales() throws {
        // A 6×1 px background at 1x: 2 px caps, a 2 px middle of red then blue.
        let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255], grey: [UInt8] = [128, 128, 128, 255]
        let background = RenderedImage(width: 6, height: 1, bytes: grey + grey + red + blue + grey + grey)
        var skin = ImageSkinImages(
            background: background, capInsets: PopoverInsets(top: 0, left: 2, bottom: 0, right: 2),
            arrows: .rotated(up: RenderedImage(width: 1, height: 1, bytes: clearPixel)), metrics: SkinMetrics(arrowBase: 1, arrowHeight: 1, cornerRadius: 0), imageScale: 1
        )
        skin.arrangement.resizingMode = .tile
        let tiled = try SkinCompositor.compose(skin, size: CGSize(width: 10, height: 1), direction: .unknown, arrowOffset: 0, scale: 1)
        #expect((2..<8).map { tiled.pixel(x: $0, y: 0).r } == [255, 0, 255, 0, 255, 0])
        skin.arrangement.resizingMode = .stretch
        let stretched = try SkinCompositor.compose(skin, size: CGSize(width: 10, height: 1), direction: .unknown, arrowOffset: 0, scale: 1)
        #expect(stretched.pixel(x: 2, y: 0).r == 255 && stretched.pixel(x: 7, y: 0).b == 255)
        #expect(stretched.pixel(x: 2, y: 0) != stretched.pixel(x: 7, y: 0))
        #expect(tiled.pixel(x: 0, y: 0).r == 128 && stretched.pixel(x: 9, y: 0).r == 128)
    }

    @Test func composingRefusesSizesItCannotDraw() throws {
        let (skin, _) = try ImageSkinCatalog.load(try #require(Self.catalogs["orange"]), scale: 1, appearance: .light)
        for (size, scale) in [(CGSize(width: 1e9, height: 10), 1), (CGSize(width: CGFloat.nan, height: 10), 2), (CGSize(width: 0.2, height: 10), 2), (CGSize(width: 10, height: 10), 4)] {
            #expect(throws: PopoverInputError.self) { try SkinCompositor.compose(skin, size: size, direction: .up, arrowOffset: 0, scale: scale) }
        }
    }

    @Test func pngCodecRoundTrips() throws {
        let image = try PopoverRenderer.image(SkinRenderRequest(style: .tooltip, size: CGSize(width: 60, height: 40), direction: .down, scale: 2))
        #expect(try PNGCodec.decode(try PNGCodec.encode(image)) == image)
        #expect(throws: (any Error).self) { try PNGCodec.decode(Data("not a png".utf8)) }
    }
}
