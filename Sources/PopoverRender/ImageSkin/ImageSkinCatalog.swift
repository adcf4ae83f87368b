import Foundation
import PopoverCore

/// Reads an image skin back from an asset catalog written by ``ImageSkinExporter`` (or
/// laid out the same way by hand): the manifest from its data set, the images for a
/// scale and appearance from their image sets.
///
/// ```swift
/// let skin = try ImageSkinCatalog.load(catalogURL, scale: 2, appearance: .dark)
/// ```
public enum ImageSkinCatalog {
    /// Loads the catalog's (first) skin at a scale and appearance.
    public static func load(_ catalog: URL, scale: Int, appearance: Appearance) throws -> (ImageSkinImages, ImageSkinManifest) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        guard let dataset = files.sorted().first(where: { $0.hasSuffix(".dataset") }),
              let manifestData = FileManager.default.contents(atPath: catalog.appendingPathComponent("\(dataset)/skin.json").path)
        else {
            throw PopoverInputError(field: "assets", rule: "must hold a skin data set (NAME.dataset/skin.json)", value: catalog.path)
        }
        let manifest: ImageSkinManifest
        do {
            manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: manifestData)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(dataset)/skin.json: \(error.field)", rule: error.rule, value: error.value)
        }
        func image(_ name: String) throws -> RenderedImage {
            try loadImage(set: catalog.appendingPathComponent("\(name).imageset"), scale: scale, appearance: appearance)
        }
        var skin = ImageSkinImages(
            background: try image(manifest.background), capInsets: manifest.capInsets,
            arrows: try manifest.arrows.map(image), metrics: manifest.metrics, imageScale: scale
        )
        if centreMode(set: catalog.appendingPathComponent("\(manifest.background).imageset"), scale: scale) == "tile" { skin.centreMode = .tile }
        return (skin, manifest)
    }

    /// The `resizing.center.mode` of the image set's entry for a scale, if any.
    private static func centreMode(set: URL, scale: Int) -> String? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
              let contents = try? JSONDecoder().decode(AssetCatalogContents.ImageSet.self, from: data)
        else { return nil }
        return contents.images.first { $0.scale == "\(scale)x" }?.resizing?.center.mode
    }

    /// The image set's file for a scale and appearance (dark falls back to the light one).
    private static func loadImage(set: URL, scale: Int, appearance: Appearance) throws -> RenderedImage {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
              let contents = try? JSONDecoder().decode(AssetCatalogContents.ImageSet.self, from: data)
        else { throw PopoverInputError(field: "assets", rule: "must hold the image set", value: set.lastPathComponent) }
        let wanted = contents.images.filter { $0.scale == "\(scale)x" && $0.filename != nil }
        let dark = wanted.first { $0.appearances?.contains(.dark) == true }
        let light = wanted.first { $0.appearances == nil }
        guard let entry = (appearance == .dark ? dark ?? light : light), let file = entry.filename,
              let png = FileManager.default.contents(atPath: set.appendingPathComponent(file).path)
        else { throw PopoverInputError(field: "assets", rule: "must hold a \(scale)x image", value: set.lastPathComponent) }
        return try PNGCodec.decode(png)
    }
}
