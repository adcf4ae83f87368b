import ArgumentParser
import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender

/// `popoverkit skin inspect`: the numbers of a skin read from its PNGs, as a `skin.json` to start from.
struct SkinInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Read a background and arrow PNGs (or art with the arrow drawn in) and print a skin.json to start from.",
        discussion: """
            Reads the pixels as a designer would measure them: the background's visible edge \
            (a transparent shadow margin), its corner radius and where it stops changing (the \
            cap insets); each arrow's base, height and the way it is drawn pointing; a \
            full-width band at the arrow's base (the body's overlap). One arrow image is \
            turned to each direction; four are up, down, left, right. Without an arrow \
            image, the arrow is read from the background, drawn into it (an \
            arrowInBackground skin with that one direction): its side, base, height and \
            centre line, and where the image can stretch, on each side of the arrow (the \
            arrow follows the offset) or on one side only (fixedArrow). What was read, and \
            any problem the checks find, prints on stderr; the skin.json on stdout or to \
            -o. The scale comes from an @2x or @3x in the background's name, or \
            --image-scale.

            Examples:
              popoverkit skin inspect popoverBg@2x.png popoverArrowUp@2x.png > skin.json
              popoverkit skin inspect background.png up.png down.png left.png right.png \\
                -o skin.json
              popoverkit skin inspect PopoverBackgroundArrowUp@2x.png -o skin.json
            """
    )

    @Argument(help: ArgumentHelp("The background PNG.", valueName: "background"))
    var background: String

    @Argument(help: ArgumentHelp("One arrow PNG (turned to each direction) or four: up, down, left, right; none for art with the arrow drawn in.", valueName: "arrow"))
    var arrows: [String] = []

    @Option(help: ArgumentHelp("Pixels per point of the images (default: from @2x/@3x in the name, else 1).", valueName: "scale"))
    var imageScale: Int?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the skin.json here instead of stdout.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The skin's name in the skin.json (default: what the images' names share, else their folder's name).", valueName: "name"))
    var name: String?

    /// Refuses a bad output name, arrow count or scale before any image is read.
    func validate() throws {
        if let output, !output.lowercased().hasSuffix(".json") {
            throw CommandLineError(option: "-o", rule: "must end in .json", value: "\"\(output)\"")
        }
        guard [0, 1, 4].contains(arrows.count) else {
            throw CommandLineError(
                option: "<arrow>", rule: "must be 1 image (turned to each direction), 4 (up, down, left, right) or none (the arrow drawn into the background)",
                value: "\(arrows.count)"
            )
        }
        _ = try scale()
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw CommandLineError(option: "--name", rule: "must not be empty", value: "\"\(name)\"")
        }
    }

    /// Pixels per point: `--image-scale`, or read from the background's name.
    private func scale() throws -> Int {
        let scale = imageScale ?? Self.scale(inName: background)
        guard RenderScale.supported.contains(scale) else {
            throw CommandLineError(option: "--image-scale", rule: "must be 1, 2 or 3 (pixels per point of the images)", value: "\(scale)")
        }
        return scale
    }

    func run() throws {
        let scale = try scale()
        var budget = PNGDecodingBudget()
        let backgroundImage = try Self.image(background, "<background>", budget: &budget)
        guard !arrows.isEmpty else { return try inspectArrowInBackground(backgroundImage, scale: scale) }
        let images = try arrows.map { try Self.image($0, "<arrow>", budget: &budget) }
        let artwork: ArrowImages<RenderedImage> = images.count == 1
            ? .rotated(up: images[0]) : .perDirection(up: images[0], down: images[1], left: images[2], right: images[3])
        let inspection = ImageSkinInspection(background: backgroundImage, arrows: artwork, imageScale: scale)
        let names = arrows.map(Self.setName)
        let manifest = ImageSkinManifest(
            name: name ?? Self.skinName(background: background, arrows: arrows), background: Self.setName(background), capInsets: inspection.capInsets,
            arrows: names.count == 1 ? .rotated(up: names[0]) : .perDirection(up: names[0], down: names[1], left: names[2], right: names[3]),
            metrics: inspection.metrics, arrangement: inspection.arrangement
        )
        try write(manifest)
        report(inspection, scale: scale, backgroundImage: backgroundImage, artwork: artwork)
        if let output { print("wrote \(output)") }
    }

    /// Art with the arrow drawn in: its one direction's numbers as an `arrowInBackground` skin.
    private func inspectArrowInBackground(_ image: RenderedImage, scale: Int) throws {
        let reading: ArrowInBackgroundInspection
        do {
            reading = try ArrowInBackgroundInspection(image, imageScale: scale)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "<background>", rule: error.rule, value: error.value)
        }
        var set = reading.set
        set.main.image = Self.setName(background)
        let manifest = ImageSkinManifest(
            name: name ?? Self.skinName(background: background, arrows: []),
            artwork: .arrowInBackground(ArrowInBackgroundInspection.skin(reading.direction, set)), metrics: reading.metrics
        )
        try write(manifest)
        func n(_ value: CGFloat) -> String { NumberText.format(value, decimals: 1) }
        let m = reading.metrics, c = set.main.capInsets
        let stretch = set.fixedArrow
            ? "stretched whole, the arrow fixed in the art (fixedArrow: no band to stretch on its other side)"
            : "stretched on each side of the arrow (second stretch \(n(set.secondStretchCap)) pt from the end), so it follows the offset"
        var lines = [
            "read at \(scale)x: the arrow drawn into the background, pointing \(reading.direction), base \(n(m.arrowBase)) pt, height \(n(m.arrowHeight)) pt, centre \(n(set.main.arrowCentre)) pt along its edge",
            "read: corners \(n(m.cornerRadius)) pt round, cap insets \(n(c.top)),\(n(c.left)),\(n(c.bottom)),\(n(c.right)), \(stretch)",
        ]
        if !reading.foundUniformLines {
            lines.append("warning: no band of matching lines to stretch across the arrow's edge (a gradient or texture all the way): those caps are only the arrow and the corner radius, so stretching will show; set them by eye")
        }
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        if let output { print("wrote \(output)") }
    }

    /// The skin.json, pretty and sorted, to `-o` or stdout.
    private func write(_ manifest: ImageSkinManifest) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(manifest) + Data("\n".utf8)
        guard let output else {
            FileHandle.standardOutput.write(json)
            return
        }
        do {
            try AtomicFile.write(json, to: URL(fileURLWithPath: output))
        } catch let error as RenderError {
            throw CommandLineError(error, option: "-o")
        }
    }

    /// What was read, then the checks' warnings, on stderr.
    private func report(_ inspection: ImageSkinInspection, scale: Int, backgroundImage: RenderedImage, artwork: ArrowImages<RenderedImage>) {
        func n(_ value: CGFloat) -> String { NumberText.format(value, decimals: 1) }
        func insets(_ i: PopoverInsets) -> String { "\(n(i.top)),\(n(i.left)),\(n(i.bottom)),\(n(i.right))" }
        let b = inspection.background, m = inspection.metrics, p = inspection.arrangement
        var lines = [
            "read at \(scale)x: background \(n(b.size.width))×\(n(b.size.height)) pt, visible edge \(insets(b.visibleInsets)) pt inside it, corners \(n(b.cornerRadius)) pt round, cap insets \(insets(inspection.capInsets))",
            "read: arrow base \(n(m.arrowBase)) pt, height \(n(m.arrowHeight)) pt, drawn pointing \(p.arrowOrientation.drawn), body overlap \(n(p.bodyOverlap)) pt",
        ]
        var skin = ImageSkinImages(background: backgroundImage, capInsets: inspection.capInsets, arrows: artwork, metrics: m, imageScale: scale)
        skin.arrangement = p
        lines += ImageSkinCheck.warnings(for: skin.geometry).map { "warning: \($0)" }
        for (found, axis, caps) in [(inspection.foundUniformRows, "rows", "top and bottom"), (inspection.foundUniformColumns, "columns", "left and right")] where !found {
            lines.append("warning: no band of matching \(axis) to stretch (a gradient or texture all the way): the \(caps) caps are only the edge and the corner radius, so stretching will show; set them by eye, or tile the middle (placement.resizingMode \"tile\")")
        }
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// 2 or 3 for a file named `…@2x.png` or `…@3x.png`, else 1.
    static func scale(inName path: String) -> Int {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    }

    /// An image set's name for a file: its name without `@2x`, `@3x` or the extension.
    static func setName(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let plain = name.hasSuffix("@2x") || name.hasSuffix("@3x") ? String(name.dropLast(3)) : name
        return plain.isEmpty || plain.hasPrefix(".") ? "image" : plain
    }

    /// A skin's name from its files: the start their image set names share, without a
    /// trailing separator, if it is at least three letters (`popover-black-bcg-image` and
    /// `popover-black-top-arrow-image` make `popover-black`); else the background's folder
    /// (`YLFPopoverBackgroundView/background@2x.png`); else `skin`.
    static func skinName(background: String, arrows: [String]) -> String {
        let names = ([background] + arrows).map(setName)
        let shared = names.dropFirst().reduce(names[0]) { prefix, name in String(zip(prefix, name).prefix { $0 == $1 }.map(\.0)) }
        let trimmed = String(shared.reversed().drop { "-_ .".contains($0) }.reversed())
        if trimmed.count >= 3, !arrows.isEmpty { return trimmed }
        let folder = URL(fileURLWithPath: background).standardizedFileURL.deletingLastPathComponent().lastPathComponent
        return folder.isEmpty || folder == "/" || folder == "." ? "skin" : folder
    }

    /// A PNG file decoded against the command's budget, with errors that name the argument,
    /// and the file too where `namingFile` (a folder's files under `--images`; `--image`,
    /// whose file the message would otherwise not show).
    static func image(_ path: String, _ argument: String, namingFile: Bool = false, budget: inout PNGDecodingBudget) throws -> RenderedImage {
        func named(_ error: CommandLineError) -> CommandLineError {
            let file = "\"\(ArgumentValues.visible(path))\""
            guard namingFile, !error.value.hasPrefix(file), !error.value.hasPrefix("\"\(path)\"") else { return error }
            return CommandLineError(option: error.option, rule: error.rule, value: "\(file), \(error.value)")
        }
        do {
            let data = try InputFile.read(path, as: .png, option: argument)
            return try budget.decode(data, field: argument)
        } catch let error as CommandLineError {
            throw named(error)
        } catch let error as PopoverInputError {
            throw named(CommandLineError(option: argument, rule: error.rule, value: error.value))
        }
    }
}
