import Foundation
import PopoverCore
import PopoverImageSkin

/// Exports an image skin as an Xcode asset catalog: a drawn style as the smallest
/// stretchable background with its cap insets and the arrow image(s), light and dark, at
/// 1x, 2x and 3x; or a skin given as its manifest and PNG files (either family, the arrow
/// drawn into the backgrounds too), written back as they are. A data set holds the
/// manifest the app reads.
///
/// ```swift
/// let export = try ImageSkinExporter.export(style: .orange)
/// try export.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("Orange.xcassets"))
/// ```
public struct ImageSkinExporter: Sendable {
    /// The catalog's files: path inside the catalog → bytes.
    public let files: [String: Data]
    /// The manifest written as `<name>PopoverSkin.dataset/skin.json`.
    public let manifest: ImageSkinManifest
    /// The plan the images follow, for a drawn style (`nil` for a skin exported from its files).
    public let plan: ImageSkinPlan?
    /// Plain-word problems, each with its fix, that do not stop a skin exported from its
    /// files from drawing: the checks' findings (``/PopoverImageSkin/ImageSkinCheck``) and art
    /// whose size in points differs between scales. Empty for a drawn style.
    public var warnings: [String] = []

    /// The scales exported.
    public static let scales = [1, 2, 3]

    /// Renders and lays out every file (nothing is written yet).
    ///
    /// ```swift
    /// let export = try ImageSkinExporter.export(style: .orange)
    /// export.files.keys.sorted().first  // "Contents.json"; then the image sets and the data set
    /// ```
    public static func export(style: PopoverStyle) throws -> ImageSkinExporter {
        try style.metrics.validate()
        try CatalogImageBudget.check(style)
        let plan = ImageSkinPlan(style: style)
        var flat = style
        flat.shadow = nil   // the system popover draws no shadow under a custom background
        let name = style.name.filter { $0.isLetter || $0.isNumber }.ifEmpty("custom")
        var files: [String: Data] = ["Contents.json": try AssetCatalogContents.encode(AssetCatalogContents.Catalog(info: .popoverkit))]

        let background = "\(name)PopoverBackground"
        try addImageSet(background, into: &files, resizing: plan.capInsets) { scale, appearance in
            try PopoverRenderer.image(SkinRenderRequest(style: flat, size: plan.backgroundSize, direction: .unknown, scale: scale, appearance: appearance))
        }

        let directions: [ArrowDirection] = plan.arrowImagesPerDirection ? ArrowDirection.arrowed : [.up]
        var names: [ArrowDirection: String] = [:]
        for direction in directions {
            let setName = "\(name)PopoverArrow" + (plan.arrowImagesPerDirection ? direction.name.capitalized : "")
            names[direction] = setName
            try addImageSet(setName, into: &files, resizing: nil) { scale, appearance in
                try ArrowArtwork.render(style: flat, plan: plan, direction: direction, scale: scale, appearance: appearance)
            }
        }
        let arrows: ArrowImages<String> = plan.arrowImagesPerDirection
            ? .perDirection(up: names[.up]!, down: names[.down]!, left: names[.left]!, right: names[.right]!)
            : .rotated(up: names[.up]!)

        let manifest = ImageSkinManifest(name: style.name, background: background, capInsets: plan.capInsets, arrows: arrows, metrics: style.metrics)
        try addManifest(manifest, named: name, into: &files)
        try checkFileNames(files, setNames: [])
        return ImageSkinExporter(files: files, manifest: manifest, plan: plan)
    }

    /// A skin given as its manifest and PNG files, as a catalog: each image set named in
    /// the manifest with its PNGs (`pngs[name][scale]`, scale 1, 2 or 3; at least one each)
    /// written byte for byte, the background's with Xcode's slicing from its cap insets.
    /// An image set without files, a scale outside 1...3 or a file that is not a PNG
    /// (within ``PNGCodec``'s budget) throws ``/PopoverCore/PopoverInputError`` naming it.
    /// A skin with separate arrows is also checked at every scale all its art has, as the
    /// device loads it (caps inside the background, a visible body left), a fault naming
    /// the scale; ``warnings`` says what still draws but is wrong.
    ///
    /// ```swift
    /// let (manifest, pngs) = try ImageSkinFolder.read(gikFolder.appendingPathComponent("skin.json"))
    /// let gikExport = try ImageSkinExporter.export(manifest, pngs: pngs)
    /// gikExport.files.keys.contains("PopoverBackgroundArrowUp.imageset/PopoverBackgroundArrowUp@2x.png")  // true
    /// ```
    public static func export(_ manifest: ImageSkinManifest, pngs: [String: [Int: Data]]) throws -> ImageSkinExporter {
        var files: [String: Data] = ["Contents.json": try AssetCatalogContents.encode(AssetCatalogContents.Catalog(info: .popoverkit))]
        var decoded: [String: [Int: RenderedImage]] = [:]
        var budget = PNGDecodingBudget()
        for name in manifest.artwork.imageNames where files["\(name).imageset/Contents.json"] == nil {
            try ImageSkinManifest.checkSetName(name, "images")
            let scales = (pngs[name] ?? [:]).keys.sorted()
            guard !scales.isEmpty else { throw PopoverInputError(field: "images.\(name)", rule: "must have a PNG at 1x, 2x or 3x", value: "none") }
            var entries: [AssetCatalogContents.Image] = []
            for scale in scales {
                guard RenderScale.supported.contains(scale) else { throw PopoverInputError(field: "images.\(name)", rule: "must be at 1x, 2x or 3x", value: "\(scale)x") }
                let png = pngs[name]![scale]!, file = "\(name)@\(scale)x.png"
                let image = try budget.decode(png, field: "images.\(name).\(scale)x")
                decoded[name, default: [:]][scale] = image
                files["\(name).imageset/\(file)"] = png
                let resizing: AssetCatalogContents.Resizing? = switch manifest.artwork {
                case let .separateArrow(background, capInsets, _, arrangement) where background == name:
                    .ninePart(capInsets, scale: scale, width: image.width, height: image.height, mode: arrangement.resizingMode)
                default: nil
                }
                entries.append(AssetCatalogContents.Image(appearances: nil, filename: file, idiom: "universal", resizing: resizing, scale: "\(scale)x"))
            }
            files["\(name).imageset/Contents.json"] = try AssetCatalogContents.encode(AssetCatalogContents.ImageSet(images: entries, info: .popoverkit))
        }
        try addManifest(manifest, named: manifest.name.filter { $0.isLetter || $0.isNumber }.ifEmpty("custom"), into: &files)
        try checkFileNames(files, setNames: manifest.artwork.imageNames)
        let warnings = try ExportedArtCheck.warnings(manifest, images: decoded)
        return ImageSkinExporter(files: files, manifest: manifest, plan: nil, warnings: warnings)
    }

    /// The most bytes a file system takes in one file or folder name (NAME_MAX on Linux
    /// and macOS).
    static let maximumFileNameBytes = 255

    /// Throws ``/PopoverCore/PopoverInputError`` when a file or folder of the catalog would
    /// have a name longer than ``maximumFileNameBytes``: on `images` when it is named after
    /// one of `setNames` (a skin's image sets), else on `name` (the style's or skin's name,
    /// which names the rest), before anything is written.
    private static func checkFileNames(_ files: [String: Data], setNames: [String]) throws {
        // Counted in place (the export's allocations are a benchmark threshold); the names
        // are gathered only to say which one is too long.
        guard files.keys.contains(where: hasLongName) else { return }
        let components = Set(files.keys.flatMap { $0.split(separator: "/").map(String.init) })
        guard let long = components.sorted().first(where: { $0.utf8.count > maximumFileNameBytes }) else { return }
        let ownSet = setNames.contains { long.hasPrefix($0 + ".") || long.hasPrefix($0 + "@") || long.hasPrefix($0 + "-") }
        throw PopoverInputError(
            field: ownSet ? "images" : "name",
            rule: "must be short enough to name the catalog's files (at most \(maximumFileNameBytes) bytes a name)",
            value: "\(long.utf8.count) bytes in \"\(long)\""
        )
    }

    /// Whether a file or folder name in `path` is longer than ``maximumFileNameBytes``.
    private static func hasLongName(_ path: String) -> Bool {
        var run = 0
        for byte in path.utf8 {
            run = byte == UInt8(ascii: "/") ? 0 : run + 1
            if run > maximumFileNameBytes { return true }
        }
        return false
    }

    /// The data set `<name>PopoverSkin.dataset` holding the manifest as `skin.json`.
    private static func addManifest(_ manifest: ImageSkinManifest, named name: String, into files: inout [String: Data]) throws {
        let dataset = "\(name)PopoverSkin.dataset"
        files["\(dataset)/skin.json"] = try AssetCatalogContents.encode(manifest)
        files["\(dataset)/Contents.json"] = try AssetCatalogContents.encode(AssetCatalogContents.DataSet(
            data: [AssetCatalogContents.DataEntry(filename: "skin.json", idiom: "universal", universalTypeIdentifier: "public.json")],
            info: .popoverkit
        ))
    }

    /// Writes the catalog as a folder, whole or not at all: built beside `url`, then
    /// renamed into place (an existing catalog there is replaced).
    ///
    /// ```swift
    /// try export.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("Orange.xcassets"))
    /// ```
    public func write(to url: URL) throws {
        try AtomicFile.writeDirectory(files, to: url)
    }

    /// Bytes of the PNGs of the background (the first image set) at each scale, light appearance.
    ///
    /// ```swift
    /// export.backgroundBytes[3]!  // the 3x background's PNG size in bytes (about 2 kB)
    /// ```
    public var backgroundBytes: [Int: Int] {
        var result: [Int: Int] = [:]
        guard let background = manifest.artwork.imageNames.first else { return result }
        for scale in Self.scales {
            result[scale] = files["\(background).imageset/\(background)@\(scale)x.png"]?.count
        }
        return result
    }

    private static func addImageSet(
        _ name: String, into files: inout [String: Data], resizing capInsets: PopoverInsets?,
        render: (Int, Appearance) throws -> RenderedImage
    ) throws {
        var entries: [AssetCatalogContents.Image] = []
        for appearance in Appearance.allCases {
            for scale in scales {
                let file = "\(name)\(appearance == .dark ? "-dark" : "")@\(scale)x.png"
                let image = try render(scale, appearance)
                files["\(name).imageset/\(file)"] = try PNGCodec.encode(image)
                let resizing = capInsets.map {
                    AssetCatalogContents.Resizing.ninePart($0, scale: scale, width: image.width, height: image.height, mode: .stretch)
                }
                entries.append(AssetCatalogContents.Image(
                    appearances: appearance == .dark ? [.dark] : nil, filename: file, idiom: "universal", resizing: resizing, scale: "\(scale)x"
                ))
            }
        }
        files["\(name).imageset/Contents.json"] = try AssetCatalogContents.encode(AssetCatalogContents.ImageSet(images: entries, info: .popoverkit))
    }
}

/// The arrow images: cut from a drawn popover of the style, so they match it exactly.
enum ArrowArtwork {
    /// The popover the arrow is cut from: its body is the background image's size (so a
    /// gradient has the same colours next to the arrow as the background's caps), the
    /// arrow centred and clear of the corners.
    static func canvasSize(style: PopoverStyle, plan: ImageSkinPlan, direction: ArrowDirection) -> CGSize {
        let m = style.metrics
        let background = direction.isVertical ? plan.backgroundSize : CGSize(width: plan.backgroundSize.height, height: plan.backgroundSize.width)
        let along = max(background.width, m.arrowBase + 2 * (m.cornerRadius.rounded(.up) + 10))
        let across = m.arrowHeight + background.height
        return direction.isVertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// The arrow for `direction` with `plan.arrowOverlap` points of body beyond its base.
    static func render(style: PopoverStyle, plan: ImageSkinPlan, direction: ArrowDirection, scale: Int, appearance: Appearance) throws -> RenderedImage {
        let m = style.metrics
        let size = canvasSize(style: style, plan: plan, direction: direction)
        let along = direction.isVertical ? size.width : size.height, across = direction.isVertical ? size.height : size.width
        let drawn = try PopoverRenderer.image(SkinRenderRequest(style: style, size: size, direction: direction, scale: scale, appearance: appearance))
        let depth = plan.arrowImageSize.height, half = m.arrowBase / 2
        let crop: CGRect
        switch direction {
        case .up: crop = CGRect(x: along / 2 - half, y: 0, width: m.arrowBase, height: depth)
        case .down: crop = CGRect(x: along / 2 - half, y: across - depth, width: m.arrowBase, height: depth)
        case .left: crop = CGRect(x: 0, y: along / 2 - half, width: depth, height: m.arrowBase)
        case .right, .unknown: crop = CGRect(x: across - depth, y: along / 2 - half, width: depth, height: m.arrowBase)
        }
        return drawn.cropped(to: crop, scale: CGFloat(scale))
    }
}

extension RenderedImage {
    /// The pixels under a rectangle given in points.
    func cropped(to rect: CGRect, scale: CGFloat) -> RenderedImage {
        let x0 = Int((rect.minX * scale).rounded()), y0 = Int((rect.minY * scale).rounded())
        return region(x: x0, y: y0, width: Int((rect.maxX * scale).rounded()) - x0, height: Int((rect.maxY * scale).rounded()) - y0)
    }
}

private extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
