import ArgumentParser
import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender

/// `popoverkit compose`: an image skin put together as UIKit would, with plain-word checks.
struct ComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Preview an image skin as UIKit draws it, and check it.",
        discussion: """
            Give a skin.json with its PNGs (--skin), an exported catalog (--assets; its skin.json may describe a skin whose arrow \
            is drawn into per-direction backgrounds: see `assets --skin`), a catalog sliced in Xcode (--assets with \
            --background-set and --arrow-set, the metrics as for loose images), or loose images: a background PNG with its cap \
            insets and one arrow PNG (turned to each direction; say which way it is drawn with \
            --arrow-drawn and whether the opposite side is flipped with --flip) or four (up, \
            down, left, right). A background with a shadow margin takes --background-insets; a \
            body reaching under the arrow, --body-overlap. The content area is drawn dashed. \
            Problems print as warnings on stderr; the preview is written anyway.

            Examples:
              popoverkit compose --assets Orange.xcassets --direction down \\
                --size 300,180 -o preview.png
              popoverkit compose --skin GIK/skin.json --direction right \\
                --size 180,110 --offset 20 -o preview.png
              popoverkit compose --assets App.xcassets --background-set popoverBg \\
                --arrow-set popoverArrow --arrow-base 30 --arrow-height 14 \\
                --corner-radius 12 --direction up --size 300,180 -o preview.png
              popoverkit compose --background bg@2x.png --cap-insets 14,14,14,14 \\
                --arrow arrow@2x.png --arrow-base 30 --arrow-height 14 \\
                --corner-radius 12 --direction up --size 300,180 -o preview.png
              popoverkit compose --background popoverBg@2x.png \\
                --cap-insets 31,31,31,31 --background-insets 13,13,13,13 \\
                --arrow up@2x.png down@2x.png left@2x.png right@2x.png \\
                --arrow-base 18 --arrow-height 14 --arrow-under --corner-radius 4 \\
                --content-insets 17,17,17,16 --direction down --size 300,180 \\
                -o preview.png
            """
    )

    @Option(help: ArgumentHelp("An asset catalog written by `popoverkit assets`.", valueName: "folder"))
    var assets: String?

    @Option(help: ArgumentHelp("A skin.json with its PNGs beside it (as `assets --skin` and `skin inspect` take and write): previewed as the catalog `assets --skin` would write.", valueName: "file"))
    var skin: String?

    @Option(help: ArgumentHelp("With --assets, an image set sliced in Xcode (no skin.json): the background.", valueName: "name"))
    var backgroundSet: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("With --background-set, the arrow image set(s): one up-pointing, or up, down, left, right.", valueName: "name"))
    var arrowSet: [String] = []

    @Option(help: ArgumentHelp("The stretchable background PNG.", valueName: "file"))
    var background: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The background's cap insets in points.", valueName: "t,l,b,r"))
    var capInsets: InsetsArgument?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("One up-pointing arrow PNG, or four: up, down, left, right.", valueName: "file"))
    var arrow: [String] = []

    @Option(help: ArgumentHelp("Arrow base in points (loose images).", valueName: "points"))
    var arrowBase: Double?

    @Option(help: ArgumentHelp("Arrow height in points (loose images).", valueName: "points"))
    var arrowHeight: Double?

    @Option(help: ArgumentHelp("The corner radius the arrow keeps clear of (loose images; default: 0).", valueName: "points"))
    var cornerRadius: Double?

    @Option(help: ArgumentHelp("Pixels per point of the loose images (default: from @2x or @3x in the background's name, else 1).", valueName: "scale"))
    var imageScale: Int?

    @Flag(help: "Tile the background's middle instead of stretching it (loose images).")
    var tile = false

    @OptionGroup var arrangement: SkinArrangementOptions

    @OptionGroup var view: BackgroundViewOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The preview PNG.", valueName: "file"))
    var output: String

    /// Refuses a bad value before any image is read, naming its option. The arrangement
    /// options and cap insets count only for loose images and sliced sets: an exported
    /// catalog brings its own, and they are not read then.
    func validate() throws {
        guard output.lowercased().hasSuffix(".png") else {
            throw CommandLineError(option: "-o", rule: "must end in .png", value: "\"\(output)\"")
        }
        if let skin, assets != nil || background != nil {
            throw CommandLineError(option: "--skin", rule: "stands instead of --assets and --background (one skin a preview)", value: "\"\(skin)\"")
        }
        try refuseIgnoredOptions()
        _ = try view.pixelScale()
        _ = try view.viewAppearance()
        _ = try view.viewSize()
        _ = try view.arrowDirection()
        _ = try view.arrowOffset()
        if (assets == nil && skin == nil) || backgroundSet != nil {
            _ = try arrangement.insets()
            _ = try arrangement.arrangement()
            _ = try capInsets?.insets(option: "--cap-insets")
        }
    }

    /// Options the chosen source would not read are refused, naming them: a skin.json or an
    /// exported catalog brings its own images, cap insets, metrics and arrangement; a set
    /// sliced in Xcode its own images, cap insets, scale and resizing.
    private func refuseIgnoredOptions() throws {
        let loose = [
            background.map { _ in "--background" }, capInsets.map { _ in "--cap-insets" }, arrow.isEmpty ? nil : "--arrow",
            imageScale.map { _ in "--image-scale" }, tile ? "--tile" : nil,
        ].compactMap { $0 }
        let metrics = [arrowBase.map { _ in "--arrow-base" }, arrowHeight.map { _ in "--arrow-height" }, cornerRadius.map { _ in "--corner-radius" }]
            .compactMap { $0 } + arrangement.given
        let (source, ignored): (String?, [String]) = if skin != nil {
            ("--skin", loose + metrics)
        } else if assets != nil, backgroundSet == nil {
            ("--assets", loose + metrics)
        } else if assets != nil {
            ("--background-set", loose)
        } else {
            (nil, [])
        }
        guard let source, let first = ignored.first else { return }
        throw CommandLineError(
            option: first, rule: "is not read with \(source), which brings its own (drop it, or give loose images instead)",
            value: ignored.joined(separator: " ")
        )
    }

    func run() throws {
        let scale = try view.pixelScale(), appearance = try view.viewAppearance()
        let size = try view.viewSize()
        let direction = try view.arrowDirection()
        let offset = try view.arrowOffset()
        let preview: RenderedImage, warnings: [ImageSkinWarning]
        let catalog = try self.catalog()
        defer { if skin != nil, let catalog { try? FileManager.default.removeItem(at: catalog.url) } }
        if let drawnIn = try arrowInBackgroundSkin(catalog, scale: scale, appearance: appearance) {
            preview = try Self.blamingOptions {
                try SkinCompositor.compose(drawnIn, size: size, direction: direction, arrowOffset: offset, scale: scale, showsContent: true)
            }
            warnings = ImageSkinCheck.warnings(for: drawnIn.skin, direction: direction)
        } else {
            let skin = try loadSkin(catalog, scale: scale, appearance: appearance)
            preview = try Self.blamingOptions {
                try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: offset, scale: scale, showsContent: true)
            }
            let checked = ImageSkinCheck.warnings(for: skin.geometry, popoverSize: size, direction: direction)
            let manifest = catalog.flatMap { try? ImageSkinCatalog.manifest($0.url) }
            warnings = manifest.map { ImageSkinCheck.scoped(checked, to: $0) } ?? checked
        }
        // Warnings only once the preview is written: an error stands alone.
        try OutputFile(output).write { _ in try PNGCodec.encode(preview) }
        for warning in warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        print("wrote \(output)")
    }

    /// A composition's errors, each blamed on the option that carried the bad value.
    private static func blamingOptions(_ compose: () throws -> RenderedImage) throws -> RenderedImage {
        do {
            return try compose()
        } catch let error as PopoverInputError {
            let options = [
                "capInsets": "--cap-insets", "imageScale": "--image-scale",
                "placement.backgroundInsets": "--background-insets", "placement.bodyOverlap": "--body-overlap",
            ]
            guard let option = options.first(where: { error.field.hasPrefix($0.key) })?.value else { throw CommandLineError(error) }
            throw CommandLineError(option: option, rule: "\(error.field) \(error.rule)", value: error.value)
        }
    }

    /// The catalog to read and the option that named it: `--assets`, or the one `--skin`'s
    /// folder makes, written whole or not at all to the temporary folder exactly as
    /// `assets --skin` writes it (`run()` removes it once read).
    private func catalog() throws -> (url: URL, option: String)? {
        if let assets { return (URL(fileURLWithPath: assets), "--assets") }
        guard let skin else { return nil }
        let export: ImageSkinExporter
        do {
            let (manifest, pngs) = try ImageSkinFolder.read(URL(fileURLWithPath: skin))
            export = try ImageSkinExporter.export(manifest, pngs: pngs)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "--skin", rule: "\(error.field) \(error.rule)", value: error.value)
        }
        let temporary = FileManager.default.temporaryDirectory
        let url = temporary.appendingPathComponent("popoverkit-compose-\(UUID().uuidString).xcassets")
        do {
            try export.write(to: url)
        } catch let RenderError.write(_, reason) {
            throw CommandLineError(
                option: "--skin", rule: "needs a writable temporary folder (TMPDIR) to build its catalog in: cannot write \(temporary.path) (\(reason))",
                value: "\"\(skin)\""
            )
        }
        return (url, "--skin")
    }

    /// The catalog's skin when its manifest says its arrow is drawn into its backgrounds; `nil` otherwise.
    private func arrowInBackgroundSkin(_ catalog: (url: URL, option: String)?, scale: Int, appearance: Appearance) throws -> ArrowInBackgroundImages? {
        guard let catalog, backgroundSet == nil else { return nil }
        do {
            guard case .arrowInBackground = try ImageSkinCatalog.manifest(catalog.url).artwork else { return nil }
            return try ImageSkinCatalog.loadArrowInBackground(catalog.url, scale: scale, appearance: appearance).0
        } catch let error as PopoverInputError {
            throw CommandLineError(option: catalog.option, rule: "\(error.field) \(error.rule)", value: error.value)
        }
    }

    private func loadSkin(_ catalog: (url: URL, option: String)?, scale: Int, appearance: Appearance) throws -> ImageSkinImages {
        if let assets, let backgroundSet {
            guard arrowSet.count == 1 || arrowSet.count == 4 else {
                throw CommandLineError(option: "--arrow-set", rule: "must name 1 image set (up, turned) or 4 (up, down, left, right)", value: "\(arrowSet.count)")
            }
            let arrows: ArrowImages<String> = arrowSet.count == 1
                ? .rotated(up: arrowSet[0]) : .perDirection(up: arrowSet[0], down: arrowSet[1], left: arrowSet[2], right: arrowSet[3])
            let metrics = try self.metrics(), arrangement = try self.arrangement.arrangement()
            do {
                return try ImageSkinCatalog.load(
                    URL(fileURLWithPath: assets), background: backgroundSet, arrows: arrows, metrics: metrics, arrangement: arrangement,
                    scale: scale, appearance: appearance
                )
            } catch let error as PopoverInputError {
                throw CommandLineError(option: "--assets", rule: "\(error.field) \(error.rule)", value: error.value)
            }
        }
        if let catalog {
            do {
                return try ImageSkinCatalog.load(catalog.url, scale: scale, appearance: appearance).0
            } catch let error as PopoverInputError {
                throw CommandLineError(option: catalog.option, rule: "\(error.field) \(error.rule)", value: error.value)
            }
        }
        guard let background else {
            throw CommandLineError(option: "--assets", rule: "or --skin, or --background with --cap-insets and --arrow, is required", value: "neither")
        }
        guard let capInsets else { throw CommandLineError(option: "--cap-insets", rule: "is required with --background", value: "nothing") }
        if arrow.isEmpty, try view.arrowDirection() != .unknown {
            throw CommandLineError(option: "--arrow", rule: "is required with --background unless --direction none", value: "nothing")
        }
        let imageScale = self.imageScale ?? SkinInspectCommand.scale(inName: background)
        guard RenderScale.supported.contains(imageScale) else {
            throw CommandLineError(option: "--image-scale", rule: "must be 1, 2 or 3 (pixels per point of the images)", value: "\(imageScale)")
        }
        // A preview without an arrow (--direction none) needs no arrow options: a
        // transparent one-pixel image and one-point metrics stand in for those not given,
        // and nothing draws them.
        let drawsNoArrow = try view.arrowDirection() == .unknown
        let metrics = drawsNoArrow && arrowBase == nil && arrowHeight == nil
            ? SkinMetrics(arrowBase: 1, arrowHeight: 1, contentInsets: try arrangement.insets(), cornerRadius: CGFloat(cornerRadius ?? 0))
            : try self.metrics()
        let arrangement = try self.arrangement.arrangement()
        let arrowFiles = drawsNoArrow && arrow.isEmpty ? [Self.transparentPixel] : try arrow.map { try InputFile.read($0, as: .png, option: "--arrow") }
        do {
            var skin = try ImageSkinImages.loose(
                background: try InputFile.read(background, as: .png, option: "--background"), capInsets: try capInsets.insets(option: "--cap-insets"),
                arrows: arrowFiles, metrics: metrics, imageScale: imageScale
            )
            skin.arrangement = arrangement
            if tile { skin.arrangement.resizingMode = .tile }
            return skin
        } catch let error as PopoverInputError {
            throw CommandLineError(option: error.field == "arrows" ? "--arrow" : "--background", rule: error.rule, value: error.value)
        } catch let error as RenderError {
            throw CommandLineError(error, option: "--background")
        }
    }

    /// A one-pixel transparent PNG: the arrow of a preview that draws none.
    private static let transparentPixel = (try? PNGCodec.encode(RenderedImage(width: 1, height: 1, bytes: [0, 0, 0, 0]))) ?? Data()

    /// The metrics from --arrow-base, --arrow-height, --corner-radius and --content-insets, checked.
    private func metrics() throws -> SkinMetrics {
        let source = backgroundSet == nil ? "--background" : "--background-set"
        guard let arrowBase, let arrowHeight else {
            throw CommandLineError(option: "--arrow-base", rule: "and --arrow-height are required with \(source)", value: "nothing")
        }
        let metrics = SkinMetrics(
            arrowBase: CGFloat(arrowBase), arrowHeight: CGFloat(arrowHeight), contentInsets: try arrangement.insets(),
            cornerRadius: CGFloat(cornerRadius ?? 0)
        )
        do {
            try metrics.validate()
        } catch let error as PopoverInputError {
            let options = ["arrow.base": "--arrow-base", "arrow.height": "--arrow-height", "cornerRadius": "--corner-radius"]
            throw CommandLineError(option: options[error.field] ?? "--content-insets", rule: error.rule, value: error.value)
        }
        return metrics
    }
}
