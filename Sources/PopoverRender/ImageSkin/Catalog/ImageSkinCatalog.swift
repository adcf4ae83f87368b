import Foundation
import PopoverCore
import PopoverImageSkin

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
        let (manifest, source) = try readManifest(catalog)
        guard case let .separateArrow(background, capInsets, arrows, arrangement) = manifest.artwork else {
            throw PopoverInputError(
                field: source, rule: "holds a skin whose arrow is drawn into its backgrounds: load it with loadArrowInBackground", value: "arrowInBackground"
            )
        }
        let skin = try images(
            catalog, background: background, arrows: arrows, capInsets: capInsets, metrics: manifest.metrics,
            arrangement: arrangement, scale: scale, appearance: appearance, source: source
        )
        return (skin, manifest)
    }

    /// Loads the catalog's (first) skin when its arrow is drawn into its backgrounds (its
    /// manifest has `arrowInBackground`): every image at the best art scale for `scale`,
    /// as ``load(_:scale:appearance:)`` picks it, and checked by
    /// ``ArrowInBackgroundImages/validate()``; problems throw ``/PopoverCore/PopoverInputError``
    /// naming the file.
    ///
    /// ```swift
    /// let (gikSkin, manifest) = try ImageSkinCatalog.loadArrowInBackground(gikCatalogURL, scale: 2, appearance: .light)
    /// gikSkin.imageScale  // 2
    /// ```
    public static func loadArrowInBackground(_ catalog: URL, scale: Int, appearance: Appearance) throws -> (ArrowInBackgroundImages, ImageSkinManifest) {
        let (manifest, source) = try readManifest(catalog)
        guard case let .arrowInBackground(names) = manifest.artwork else {
            throw PopoverInputError(
                field: source, rule: "holds a background with separate arrow images: load it with load(_:scale:appearance:)", value: "background"
            )
        }
        let artScale = try self.artScale(catalog, names: manifest.artwork.imageNames, scale: scale, appearance: appearance).scale
        var budget = PNGDecodingBudget()
        let images = ArrowInBackgroundImages(
            skin: try names.map {
                try loadImage(set: imageSet($0, in: catalog), catalog: catalog, scale: artScale, appearance: appearance, budget: &budget)
            },
            metrics: manifest.metrics, imageScale: artScale
        )
        do {
            try images.validate()
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(source): \(error.field)", rule: error.rule, value: error.value)
        }
        return (images, manifest)
    }

    /// The catalog's (first) skin's manifest, read and checked (see ``/PopoverImageSkin/ImageSkinManifest``):
    /// which family it is, its images' names, its metrics.
    ///
    /// ```swift
    /// try ImageSkinCatalog.manifest(catalogURL).name  // "orange"
    /// ```
    public static func manifest(_ catalog: URL) throws -> ImageSkinManifest { try readManifest(catalog).manifest }

    /// The manifest and where it was read (`NAME.dataset/skin.json`), for errors.
    private static func readManifest(_ catalog: URL) throws -> (manifest: ImageSkinManifest, source: String) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        guard let dataset = files.sorted().first(where: { $0.hasSuffix(".dataset") }) else {
            throw PopoverInputError(field: "assets", rule: "must hold a skin data set (NAME.dataset/skin.json)", value: catalog.path)
        }
        let source = "\(dataset)/skin.json"
        let data = try CatalogFolder.read("skin.json", in: catalog.appendingPathComponent(dataset), catalog: catalog, as: .json, field: source)
        do {
            return (try JSONDecoder().decode(ImageSkinManifest.self, from: data), source)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(source): \(error.field)", rule: error.rule, value: error.value)
        } catch let error as DecodingError {
            throw PopoverInputError(field: source, rule: "must be a skin manifest", value: JSONProblem.describe(error))
        }
    }

    /// Loads a skin from an asset catalog as Xcode writes it, without a `skin.json`: the
    /// named image sets, with the cap insets from the background's own Xcode slicing
    /// (`resizing` in its `Contents.json`, in pixels of the art's scale) and the metrics
    /// and arrangement given. Scales fall back as in ``load(_:scale:appearance:)``; a
    /// background without slicing throws ``/PopoverCore/PopoverInputError`` naming its set.
    ///
    /// ```swift
    /// let skin = try ImageSkinCatalog.load(catalogURL, background: "orangePopoverBackground",
    ///                                      arrows: .rotated(up: "orangePopoverArrow"), metrics: PopoverStyle.orange.metrics,
    ///                                      scale: 2, appearance: .light)
    /// skin.capInsets  // read from the background's slicing
    /// ```
    public static func load(
        _ catalog: URL, background: String, arrows: ArrowImages<String>, metrics: SkinMetrics,
        arrangement: ImageSkinArrangement = ImageSkinArrangement(), scale: Int, appearance: Appearance
    ) throws -> ImageSkinImages {
        try ImageSkinManifest.checkSetName(background, "background")
        _ = try arrows.map { try ImageSkinManifest.checkSetName($0, "arrows") }
        return try images(
            catalog, background: background, arrows: arrows, capInsets: nil, metrics: metrics, arrangement: arrangement,
            scale: scale, appearance: appearance, source: "\(background).imageset"
        )
    }

    /// The skin from its image sets at the best art scale; cap insets given, or (`nil`)
    /// from the background's slicing. Errors of the values name `source`.
    private static func images(
        _ catalog: URL, background: String, arrows: ArrowImages<String>, capInsets: PopoverInsets?, metrics: SkinMetrics,
        arrangement: ImageSkinArrangement, scale: Int, appearance: Appearance, source: String
    ) throws -> ImageSkinImages {
        let (artScale, sets) = try self.artScale(catalog, names: [background] + arrows.images, scale: scale, appearance: appearance)
        var budget = PNGDecodingBudget()
        func image(_ name: String) throws -> RenderedImage {
            try loadImage(set: imageSet(name, in: catalog), catalog: catalog, scale: artScale, appearance: appearance, budget: &budget)
        }
        let slicing = entry(in: sets[0], scale: artScale, appearance: appearance)?.resizing
        let caps: PopoverInsets
        if let capInsets {
            caps = capInsets
        } else if let i = slicing?.capInsets {
            let s = CGFloat(artScale)
            func points(_ pixels: Int?) -> CGFloat { CGFloat(pixels ?? 0) / s }
            caps = PopoverInsets(top: points(i.top), left: points(i.left), bottom: points(i.bottom), right: points(i.right))
        } else {
            throw PopoverInputError(
                field: "\(background).imageset/Contents.json", rule: "must carry Xcode's slicing (resizing with cap-insets) for its \(artScale)x image",
                value: "none"
            )
        }
        var skin = ImageSkinImages(
            background: try image(background), capInsets: caps, arrows: try arrows.map(image), metrics: metrics, imageScale: artScale
        )
        skin.arrangement = arrangement
        if slicing?.center.mode == "tile" { skin.arrangement.resizingMode = .tile }
        do {
            try skin.validate()
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(source): \(error.field)", rule: error.rule, value: error.value)
        }
        return skin
    }

    /// The art scale UIKit would pick for `scale` (see ``fallbackScales(for:)``): the best
    /// one every named set has; with each set's Contents.json, in the names' order.
    private static func artScale(
        _ catalog: URL, names: [String], scale: Int, appearance: Appearance
    ) throws -> (scale: Int, sets: [AssetCatalogContents.ImageSet]) {
        let sets = try names.map { try contents(of: imageSet($0, in: catalog), catalog: catalog) }
        let best = fallbackScales(for: scale).first { s in sets.allSatisfy { entry(in: $0, scale: s, appearance: appearance) != nil } } ?? scale
        return (best, sets)
    }

    /// The folder of the image set `name`.
    private static func imageSet(_ name: String, in catalog: URL) -> URL { catalog.appendingPathComponent("\(name).imageset") }

    /// An image set's Contents.json, read inside the catalog.
    private static func contents(of set: URL, catalog: URL) throws -> AssetCatalogContents.ImageSet {
        let data = try CatalogFolder.read("Contents.json", in: set, catalog: catalog, as: .json, field: "\(set.lastPathComponent)/Contents.json")
        do {
            return try JSONDecoder().decode(AssetCatalogContents.ImageSet.self, from: data)
        } catch let error as DecodingError {
            throw PopoverInputError(field: "\(set.lastPathComponent)/Contents.json", rule: "must be an image set's contents", value: JSONProblem.describe(error))
        }
    }

    /// The art scales to try for a device scale, best first, as UIKit picks from an asset
    /// catalog: the same scale, then larger ones (scaled down), then smaller ones (scaled up).
    static func fallbackScales(for scale: Int) -> [Int] {
        [scale] + RenderScale.supported.filter { $0 > scale } + RenderScale.supported.filter { $0 < scale }.reversed()
    }

    /// An image set's entry for a scale and appearance (dark falls back to the light one).
    private static func entry(in contents: AssetCatalogContents.ImageSet, scale: Int, appearance: Appearance) -> AssetCatalogContents.Image? {
        let wanted = contents.images.filter { $0.scale == "\(scale)x" && $0.filename != nil }
        let dark = wanted.first { $0.appearances?.contains(.dark) == true }
        let light = wanted.first { $0.appearances == nil }
        return appearance == .dark ? dark ?? light : light
    }

    /// The image set's file for a scale and appearance (dark falls back to the light one).
    private static func loadImage(
        set: URL, catalog: URL, scale: Int, appearance: Appearance, budget: inout PNGDecodingBudget
    ) throws -> RenderedImage {
        let contents = try contents(of: set, catalog: catalog)
        guard let entry = entry(in: contents, scale: scale, appearance: appearance), let file = entry.filename else {
            throw PopoverInputError(field: "assets", rule: "must hold a \(scale)x image", value: set.lastPathComponent)
        }
        let png = try CatalogFolder.read(file, in: set, catalog: catalog, as: .catalogImage, field: "\(set.lastPathComponent)/Contents.json")
        return try budget.decode(png, field: "\(set.lastPathComponent)/\(file)")
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
