import Foundation
import PopoverCore

/// Exports a drawn style as an image skin in an Xcode asset catalog: the smallest
/// stretchable background with its cap insets, the arrow image(s), light and dark, at
/// 1x, 2x and 3x, and a data set holding the manifest the app reads.
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
    /// The plan the images follow.
    public let plan: ImageSkinPlan

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
        let plan = ImageSkinPlan(style: style)
        var flat = style
        flat.shadow = nil   // the system popover draws no shadow under a custom background
        let name = AssetCatalogContents.setPrefix(style.name)
        var files: [String: Data] = [:]

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
        files.merge(try AssetCatalogContents.skinFiles(manifest, setPrefix: name)) { new, _ in new }
        return ImageSkinExporter(files: files, manifest: manifest, plan: plan)
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

    /// Bytes of the PNGs of the background at each scale, light appearance.
    ///
    /// ```swift
    /// export.backgroundBytes[3]!  // the 3x background's PNG size in bytes (about 2 kB)
    /// ```
    public var backgroundBytes: [Int: Int] {
        var result: [Int: Int] = [:]
        for scale in Self.scales {
            result[scale] = files["\(manifest.background).imageset/\(manifest.background)@\(scale)x.png"]?.count
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
                files["\(name).imageset/\(file)"] = try PNGCodec.encode(try render(scale, appearance))
                let resizing = capInsets.map { AssetCatalogContents.Resizing.ninePart($0, scale: scale) }
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
    /// The arrow for `direction` with `plan.arrowOverlap` points of body beyond its base.
    static func render(style: PopoverStyle, plan: ImageSkinPlan, direction: ArrowDirection, scale: Int, appearance: Appearance) throws -> RenderedImage {
        let m = style.metrics
        // A popover whose body is the background image's size (so a gradient has the same
        // colours next to the arrow as the background's caps), the arrow centred and clear
        // of the corners.
        let background = direction.isVertical ? plan.backgroundSize : CGSize(width: plan.backgroundSize.height, height: plan.backgroundSize.width)
        let along = max(background.width, m.arrowBase + 2 * (m.cornerRadius.rounded(.up) + 10))
        let across = m.arrowHeight + background.height
        let size = direction.isVertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
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
        let x0 = max(0, Int((rect.minX * scale).rounded())), y0 = max(0, Int((rect.minY * scale).rounded()))
        let x1 = min(width, Int((rect.maxX * scale).rounded())), y1 = min(height, Int((rect.maxY * scale).rounded()))
        let w = max(0, x1 - x0), h = max(0, y1 - y0)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let from = ((y0 + y) * width + x0) * 4
            out.replaceSubrange((y * w * 4)..<((y + 1) * w * 4), with: bytes[from..<(from + w * 4)])
        }
        return RenderedImage(width: w, height: h, bytes: out)
    }
}
