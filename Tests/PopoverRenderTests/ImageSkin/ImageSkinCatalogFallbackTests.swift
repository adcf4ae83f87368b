import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// A catalog without art for the device's scale falls back as UIKit does.
@Suite struct ImageSkinCatalogFallbackTests {
    /// The orange skin exported, then every image set's entries at `dropped` scales removed.
    static func catalog(dropping dropped: Set<String>) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString).xcassets")
        try ImageSkinExporter.export(style: .orange).write(to: url)
        for set in try FileManager.default.contentsOfDirectory(atPath: url.path) where set.hasSuffix(".imageset") {
            let contentsURL = url.appendingPathComponent("\(set)/Contents.json")
            var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: contentsURL)) as? [String: Any])
            let images = try #require(json["images"] as? [[String: Any]])
            json["images"] = images.filter { !dropped.contains($0["scale"] as? String ?? "") }
            try JSONSerialization.data(withJSONObject: json).write(to: contentsURL)
        }
        return url
    }

    @Test func aThreeXDeviceWithTwoXArtUsesTheTwoXArt() throws {
        let url = try Self.catalog(dropping: ["3x"])
        defer { try? FileManager.default.removeItem(at: url) }
        let (skin, _) = try ImageSkinCatalog.load(url, scale: 3, appearance: .light)
        let (twoX, _) = try ImageSkinCatalog.load(url, scale: 2, appearance: .light)
        #expect(skin.imageScale == 2)
        #expect(skin.background == twoX.background && skin.arrows == twoX.arrows)
        // Drawn at 3x from 2x art: the same layout in points, three pixels a point.
        let preview = try SkinCompositor.compose(skin, size: CGSize(width: 200, height: 120), direction: .up, arrowOffset: 0, scale: 3)
        #expect(preview.width == 600 && preview.height == 360)
        #expect(ImageSkinCheck.warnings(for: skin.geometry).isEmpty)
    }

    @Test func aOneXDevicePrefersLargerArtToSmaller() throws {
        let url = try Self.catalog(dropping: ["1x"])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try ImageSkinCatalog.load(url, scale: 1, appearance: .light).0.imageScale == 2)
        #expect(try ImageSkinCatalog.load(url, scale: 1, appearance: .dark).0.imageScale == 2)
    }

    @Test func noArtAtAnyScaleSaysWhichScaleWasWanted() throws {
        let url = try Self.catalog(dropping: ["1x", "2x", "3x"])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PopoverInputError(field: "assets", rule: "must hold a 2x image", value: "orangePopoverBackground.imageset")) {
            try ImageSkinCatalog.load(url, scale: 2, appearance: .light)
        }
    }
}
