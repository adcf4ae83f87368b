import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// `popoverkit skin pack`: a designer's PNGs and skin.json as an Xcode asset catalog.
struct SkinPackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Pack a skin.json and its PNGs into an Xcode asset catalog the app loads.",
        discussion: """
            Reads skin.json (as `skin inspect` prints it, edited to taste) and, for every
            image set it names, the PNGs NAME.png, NAME@2x.png and NAME@3x.png found beside it
            (or in --images). Writes an asset catalog: the PNGs unchanged, the background
            sliced with the cap insets, and the skin (metrics and placement) as a data set
            that ImagePopoverSkin(assetCatalogSkin: "NAMEPopoverSkin") and
            `popoverkit compose --assets` load. Every scale is checked as the device loads it;
            warnings print on stderr and the catalog is written anyway.

            Examples:
              popoverkit skin inspect popoverBg@2x.png popoverArrowUp@2x.png -o skin.json
              popoverkit skin pack skin.json -o Popover.xcassets
            """
    )

    @Argument(help: ArgumentHelp("The skin's skin.json.", valueName: "skin.json"))
    var skin: String

    @Option(help: ArgumentHelp("The folder holding the PNGs (default: skin.json's folder).", valueName: "folder"))
    var images: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The asset catalog to write.", valueName: "folder.xcassets"))
    var output: String

    func run() throws {
        guard output.lowercased().hasSuffix(".xcassets") else {
            throw CommandLineError(option: "-o", rule: "must end in .xcassets", value: "\"\(output)\"")
        }
        guard let json = FileManager.default.contents(atPath: skin) else {
            throw CommandLineError(option: "<skin.json>", rule: "must be a readable skin.json", value: "\"\(skin)\"")
        }
        let manifest: ImageSkinManifest
        do {
            manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: json)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "<skin.json>", rule: "\(error.field) \(error.rule)", value: error.value)
        } catch {
            throw CommandLineError(option: "<skin.json>", rule: "must be a skin manifest (JSON)", value: "\"\(skin)\"")
        }
        let folder = URL(fileURLWithPath: images ?? URL(fileURLWithPath: skin).deletingLastPathComponent().path)
        let package: ImageSkinPackage
        do {
            package = try ImageSkinPackage.pack(manifest, images: Self.art(for: manifest, in: folder))
        } catch let error as PopoverInputError {
            // The art's faults name the images; the numbers' faults name skin.json.
            let option = error.field.hasPrefix("images") || error.field.hasSuffix(".png") ? "--images" : "<skin.json>"
            throw CommandLineError(option: option, rule: "\(error.field) \(error.rule)", value: error.value)
        }
        do {
            try package.write(to: URL(fileURLWithPath: output))
        } catch let error as RenderError {
            throw CommandLineError(error, option: "-o")
        }
        for warning in package.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        print("wrote \(output)")
    }

    /// The PNG bytes of each image set the manifest names, by scale, from `folder`.
    static func art(for manifest: ImageSkinManifest, in folder: URL) -> [String: [Int: Data]] {
        var art: [String: [Int: Data]] = [:]
        for name in [manifest.background] + manifest.arrows.all {
            for (scale, suffix) in [(1, ""), (1, "@1x"), (2, "@2x"), (3, "@3x")] where art[name]?[scale] == nil {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent("\(name)\(suffix).png").path) {
                    art[name, default: [:]][scale] = data
                }
            }
        }
        return art
    }
}
