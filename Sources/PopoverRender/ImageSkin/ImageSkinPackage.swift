import Foundation
import PopoverCore

/// A designer's own image skin as an Xcode asset catalog: their PNGs copied byte for byte
/// into image sets (the background sliced with its cap insets, as Xcode's slicing editor
/// would), and the skin's `skin.json` (metrics and placement) in a data set, so that
/// `ImagePopoverSkin(assetCatalogSkin:)` and `popoverkit compose --assets` read the skin
/// exactly as described. `popoverkit skin pack` makes one.
///
/// Every scale given is checked as the device would load it (the images decode as PNG,
/// the caps fit the background, the placement leaves a visible body); problems throw
/// ``/PopoverCore/PopoverInputError`` naming the file, and nothing is written. What the
/// checks find that still draws (``/PopoverCore/ImageSkinCheck``, and art whose size in
/// points differs between scales) comes back as ``warnings``.
///
/// ```swift
/// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: catalogURL.appendingPathComponent("orangePopoverSkin.dataset/skin.json")))
/// let package = try ImageSkinPackage.pack(manifest, images: ["orangePopoverBackground": [2: backgroundPNG], "orangePopoverArrow": [2: arrowPNG]])
/// package.warnings.isEmpty  // true
/// try package.write(to: exampleFiles.appendingPathComponent("Packed.xcassets"))
/// ```
public struct ImageSkinPackage: Sendable {
    /// The catalog's files: relative path → bytes.
    public let files: [String: Data]
    /// Plain-word problems that do not stop the skin from drawing, each with its fix.
    public let warnings: [String]

    /// Packs `manifest` with the PNG bytes of each image set it names, by scale (1, 2, 3).
    ///
    /// ```swift
    /// try ImageSkinPackage.pack(export.manifest, images: [:])  // throws: images: must include the image set "orangePopoverBackground" named in skin.json, got none
    /// ```
    public static func pack(_ manifest: ImageSkinManifest, images: [String: [Int: Data]]) throws -> ImageSkinPackage {
        // In the manifest's order (background first), each once: errors come out the same every run.
        let setNames = ([manifest.background] + manifest.arrows.all).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var decoded: [String: [Int: RenderedImage]] = [:]
        for name in setNames {
            try ImageSkinManifest.checkSetName(name, "image set")
            guard let byScale = images[name], !byScale.isEmpty else {
                throw PopoverInputError(field: "images", rule: "must include the image set \"\(name)\" named in skin.json", value: "none")
            }
            for (scale, data) in byScale.sorted(by: { $0.key < $1.key }) {
                guard (1...3).contains(scale) else { throw PopoverInputError(field: "\(name)", rule: "scales must be 1, 2 or 3", value: "\(scale)") }
                decoded[name, default: [:]][scale] = try PNGCodec.decode(data, field: "\(name)@\(scale)x.png")
            }
        }
        let shared = (1...3).filter { scale in setNames.allSatisfy { decoded[$0]?[scale] != nil } }
        guard let best = shared.last else {
            throw PopoverInputError(field: "images", rule: "must have one scale (1x, 2x or 3x) at which every image set has art", value: "none in common")
        }
        var checked: ImageSkinImages?
        for scale in shared {
            func art(_ name: String) -> RenderedImage { decoded[name]![scale]! }
            var skin = ImageSkinImages(
                background: art(manifest.background), capInsets: manifest.capInsets, arrows: manifest.arrows.map(art),
                metrics: manifest.metrics, imageScale: scale
            )
            skin.placement = manifest.placement
            do {
                try skin.validate()
            } catch let error as PopoverInputError {
                throw PopoverInputError(field: "\(scale)x art: \(error.field)", rule: error.rule, value: error.value)
            }
            if scale == best { checked = skin }
        }
        var warnings = Self.sizeMismatches(decoded)
        if let checked { warnings += ImageSkinCheck.warnings(for: checked.geometry).map { "\(best)x art: \($0)" } }

        var files = try AssetCatalogContents.skinFiles(manifest, setPrefix: AssetCatalogContents.setPrefix(manifest.name))
        for name in setNames {
            let scales = images[name]!.keys.sorted()
            let entries = scales.map { scale in
                AssetCatalogContents.Image(
                    appearances: nil, filename: "\(name)@\(scale)x.png", idiom: "universal",
                    resizing: name == manifest.background ? .ninePart(manifest.capInsets, scale: scale) : nil, scale: "\(scale)x"
                )
            }
            for scale in scales { files["\(name).imageset/\(name)@\(scale)x.png"] = images[name]![scale]! }
            files["\(name).imageset/Contents.json"] = try AssetCatalogContents.encode(AssetCatalogContents.ImageSet(images: entries, info: .popoverkit))
        }
        return ImageSkinPackage(files: files, warnings: warnings)
    }

    /// Writes the catalog whole or not at all (``AtomicFile``), replacing one already there.
    ///
    /// ```swift
    /// let package = try ImageSkinPackage.pack(export.manifest, images: ["orangePopoverBackground": [2: backgroundPNG], "orangePopoverArrow": [2: arrowPNG]])
    /// try package.write(to: exampleFiles.appendingPathComponent("Orange2x.xcassets"))
    /// ```
    public func write(to url: URL) throws {
        try AtomicFile.writeDirectory(files, to: url)
    }

    /// Art whose size in points differs between its scales (beyond a pixel): UIKit draws
    /// each scale at its own size, so the skin changes from screen to screen.
    private static func sizeMismatches(_ decoded: [String: [Int: RenderedImage]]) -> [String] {
        decoded.keys.sorted().compactMap { name in
            let sizes = decoded[name]!.sorted { $0.key < $1.key }.map { scale, image in
                (scale, CGFloat(image.width) / CGFloat(scale), CGFloat(image.height) / CGFloat(scale))
            }
            guard let largest = sizes.last,
                  let odd = sizes.first(where: { abs($0.1 - largest.1) * CGFloat(largest.0) > 1 || abs($0.2 - largest.2) * CGFloat(largest.0) > 1 })
            else { return nil }
            func n(_ v: CGFloat) -> String { NumberText.format(v, decimals: 1) }
            return "\(name)@\(largest.0)x.png is \(n(largest.1)) × \(n(largest.2)) pt but \(name)@\(odd.0)x.png is \(n(odd.1)) × \(n(odd.2)) pt: "
                + "UIKit draws each at its own size, so the skin differs between screens; make every scale the same size in points"
        }
    }
}
