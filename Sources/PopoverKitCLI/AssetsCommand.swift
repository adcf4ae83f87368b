import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// `popoverkit assets`: a style exported as an image skin in an asset catalog.
struct AssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Export a style as an image skin: an Xcode asset catalog with a stretchable background, arrow images and the skin's metrics.",
        discussion: """
            The catalog opens in Xcode as is. Load it in the app with \
            ImagePopoverSkin(assetCatalogSkin: "NAMEPopoverSkin"). With --skin, a skin.json \
            and the PNGs beside it (NAME.png, NAME@2x.png, NAME@3x.png) are written as a \
            catalog instead, PNGs byte for byte: either family, the arrow drawn into the \
            backgrounds too.

            Examples:
              popoverkit assets --style orange -o Orange.xcassets
              popoverkit assets --style orange -o Orange.xcassets --force   # replace it
              popoverkit assets --skin GIK/skin.json -o GIK.xcassets
              popoverkit compose --assets Orange.xcassets --direction left \\
                --size 320,200 -o preview.png
            """
    )

    @Option(help: ArgumentHelp("A built-in style or a style JSON file (default: system).", valueName: "name|file"))
    var style: StyleArgument?

    @Option(help: ArgumentHelp("A skin.json with its PNGs beside it, to write as a catalog instead of a style.", valueName: "file"))
    var skin: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The catalog folder to write, ending in .xcassets.", valueName: "folder"))
    var output: String

    @Flag(help: "Replace an existing catalog folder at -o, the whole folder with everything in it (refused without).")
    var force = false

    /// Refuses a bad catalog path, an existing catalog without --force, a bad style or
    /// --skin with --style, before anything is read or written.
    func validate() throws {
        guard output.hasSuffix(".xcassets") else {
            throw CommandLineError(option: "-o", rule: "must end in .xcassets", value: "\"\(output)\"")
        }
        // ".xcassets" alone, "..xcassets" or an invisible name would be a hidden folder, or a
        // catalog that Xcode shows with no name.
        let name = URL(fileURLWithPath: output).lastPathComponent.dropLast(".xcassets".count)
        let visible = name.unicodeScalars.contains { !$0.properties.isWhitespace && ![.format, .control].contains($0.properties.generalCategory) }
        guard visible, !name.hasPrefix(".") else {
            throw CommandLineError(option: "-o", rule: "must name the catalog before .xcassets (Skin.xcassets)", value: "\"\(ArgumentValues.visible(output))\"")
        }
        guard force || !FileManager.default.fileExists(atPath: output) else {
            throw CommandLineError(
                option: "-o", rule: "already exists; pass --force to replace the whole folder (other image sets in it are lost)",
                value: "\"\(output)\""
            )
        }
        if let skin {
            guard style == nil else { throw CommandLineError(option: "--skin", rule: "cannot be given with --style", value: "\"\(skin)\"") }
        } else {
            _ = try (style ?? "system").style()
        }
    }

    func run() throws {
        let export = try makeExport()
        do {
            try export.write(to: URL(fileURLWithPath: output))
        } catch let error as RenderError {
            throw CommandLineError(error)
        }
        print("wrote \(output): \(export.files.count) files")
        for warning in export.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        guard let plan = export.plan else { return }
        let bytes = export.backgroundBytes
        let decoded = Int(plan.backgroundSize.width * 3) * Int(plan.backgroundSize.height * 3) * 4
        let full = 400 * 300 * 9 * 4
        print("background \(NumberText.format(plan.backgroundSize)) pt, cap insets \(NumberText.format(plan.capInsets.top)) pt; PNG bytes 1x \(bytes[1] ?? 0), 2x \(bytes[2] ?? 0), 3x \(bytes[3] ?? 0)")
        print("in memory at 3x: \(decoded) bytes, against \(full) for a full 400×300 pt bitmap (\(Self.ratio(decoded, against: full)))")
        print("arrow \(NumberText.format(plan.arrowImageSize)) pt (\(NumberText.format(plan.arrowOverlap)) pt into the body), \(plan.arrowImagesPerDirection ? "one image per direction" : "one image, rotated")")
    }

    /// How many times smaller (or larger) `bytes` are than `reference`: "164× smaller",
    /// "1.5× larger", "the same size".
    static func ratio(_ bytes: Int, against reference: Int) -> String {
        guard bytes != reference else { return "the same size" }
        let (big, small) = (Double(max(bytes, reference)), Double(max(1, min(bytes, reference))))
        let times = big / small
        let text = times >= 10 ? String(Int(times.rounded(.down))) : NumberText.format(CGFloat((times * 10).rounded(.down) / 10))
        return "\(text)× " + (bytes < reference ? "smaller" : "larger")
    }

    /// The style's export, or the skin folder's (`validate()` has refused both at once).
    private func makeExport() throws -> ImageSkinExporter {
        guard let skin else {
            let style = try (style ?? "system").style()
            do {
                return try ImageSkinExporter.export(style: style)
            } catch let error as PopoverInputError {
                throw CommandLineError(error)
            }
        }
        do {
            let (manifest, pngs) = try ImageSkinFolder.read(URL(fileURLWithPath: skin))
            return try ImageSkinExporter.export(manifest, pngs: pngs)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "--skin", rule: "\(error.field) \(error.rule)", value: error.value)
        }
    }
}
