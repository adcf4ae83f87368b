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
    /// Loads the catalog's (first) skin at a scale and appearance. A scale the catalog
    /// has no art for falls back as UIKit does: larger art first, then smaller (a 3x device
    /// with 2x art gets the 2x art, and the skin's `imageScale` says 2). Every file is read
    /// inside its own folder of the catalog (names with `/` or `..`, and symlinks that
    /// lead out, are refused), and images go through ``PNGCodec/decode(_:)``'s pixel
    /// budget; problems throw ``/PopoverCore/PopoverInputError`` naming the file.
    ///
    /// ```swift
    /// let (skin, manifest) = try ImageSkinCatalog.load(catalogURL, scale: 3, appearance: .light)
    /// ```
    public static func load(_ catalog: URL, scale: Int, appearance: Appearance) throws -> (ImageSkinImages, ImageSkinManifest) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        guard let dataset = files.sorted().first(where: { $0.hasSuffix(".dataset") }) else {
            throw PopoverInputError(field: "assets", rule: "must hold a skin data set (NAME.dataset/skin.json)", value: catalog.path)
        }
        let manifestData = try CatalogFolder.read(
            "skin.json", in: catalog.appendingPathComponent(dataset), catalog: catalog, field: "\(dataset)/skin.json"
        )
        let manifest: ImageSkinManifest
        do {
            manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: manifestData)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(dataset)/skin.json: \(error.field)", rule: error.rule, value: error.value)
        } catch let error as DecodingError {
            throw PopoverInputError(field: "\(dataset)/skin.json", rule: "must be a skin manifest", value: JSONProblem.describe(error))
        }
        func set(_ name: String) -> URL { catalog.appendingPathComponent("\(name).imageset") }
        let names: [String] = switch manifest.arrows {
        case let .rotated(up): [manifest.background, up]
        case let .perDirection(up, down, left, right): [manifest.background, up, down, left, right]
        }
        let sets = try names.map { try contents(of: set($0), catalog: catalog) }
        // As UIKit: the device's scale, else larger art scaled down, else smaller art scaled up.
        let artScale = fallbackScales(for: scale).first { s in sets.allSatisfy { entry(in: $0, scale: s, appearance: appearance) != nil } } ?? scale
        func image(_ name: String) throws -> RenderedImage {
            try loadImage(set: set(name), catalog: catalog, scale: artScale, appearance: appearance)
        }
        var skin = ImageSkinImages(
            background: try image(manifest.background), capInsets: manifest.capInsets,
            arrows: try manifest.arrows.map(image), metrics: manifest.metrics, imageScale: artScale
        )
        skin.placement = manifest.placement
        if sets[0].images.first(where: { $0.scale == "\(artScale)x" })?.resizing?.center.mode == "tile" {
            skin.centreMode = .tile
        }
        do {
            try skin.validate()
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(dataset)/skin.json: \(error.field)", rule: error.rule, value: error.value)
        }
        return (skin, manifest)
    }

    /// An image set's Contents.json, read inside the catalog.
    private static func contents(of set: URL, catalog: URL) throws -> AssetCatalogContents.ImageSet {
        let data = try CatalogFolder.read("Contents.json", in: set, catalog: catalog, field: "\(set.lastPathComponent)/Contents.json")
        do {
            return try JSONDecoder().decode(AssetCatalogContents.ImageSet.self, from: data)
        } catch let error as DecodingError {
            throw PopoverInputError(field: "\(set.lastPathComponent)/Contents.json", rule: "must be an image set's contents", value: JSONProblem.describe(error))
        }
    }

    /// The art scales to try for a device scale, best first, as UIKit picks from an asset
    /// catalog: the same scale, then larger ones (scaled down), then smaller ones (scaled up).
    static func fallbackScales(for scale: Int) -> [Int] {
        [scale] + (1...3).filter { $0 > scale } + (1...3).filter { $0 < scale }.reversed()
    }

    /// An image set's entry for a scale and appearance (dark falls back to the light one).
    private static func entry(in contents: AssetCatalogContents.ImageSet, scale: Int, appearance: Appearance) -> AssetCatalogContents.Image? {
        let wanted = contents.images.filter { $0.scale == "\(scale)x" && $0.filename != nil }
        let dark = wanted.first { $0.appearances?.contains(.dark) == true }
        let light = wanted.first { $0.appearances == nil }
        return appearance == .dark ? dark ?? light : light
    }

    /// The image set's file for a scale and appearance (dark falls back to the light one).
    private static func loadImage(set: URL, catalog: URL, scale: Int, appearance: Appearance) throws -> RenderedImage {
        let contents = try contents(of: set, catalog: catalog)
        guard let entry = entry(in: contents, scale: scale, appearance: appearance), let file = entry.filename else {
            throw PopoverInputError(field: "assets", rule: "must hold a \(scale)x image", value: set.lastPathComponent)
        }
        let png = try CatalogFolder.read(file, in: set, catalog: catalog, field: "\(set.lastPathComponent)/Contents.json")
        return try PNGCodec.decode(png, field: "\(set.lastPathComponent)/\(file)")
    }
}

/// A one-line account of a JSON decoding failure: the field path and what was wrong.
enum JSONProblem {
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "" : keys.joined(separator: ".") + ": "
        }
        switch error {
        case let .keyNotFound(key, context): return "\(path(context))\(key.stringValue) missing"
        case let .valueNotFound(_, context): return "\(path(context))null"
        case let .typeMismatch(_, context): return "\(path(context))a value of another type"
        case let .dataCorrupted(context): return "\(path(context))not valid JSON"
        @unknown default: return "not valid JSON"
        }
    }
}
