import Foundation
import PopoverCore
import PopoverImageSkin

/// A skin as a folder: its `skin.json` (an ``/PopoverImageSkin/ImageSkinManifest``, as
/// `popoverkit skin inspect` writes one) with the PNG files beside it, each image set
/// `NAME` as `NAME.png` (1x), `NAME@2x.png` and `NAME@3x.png`, whichever there are. A
/// background colour (``/PopoverImageSkin/ImageSkinManifest/backgroundColour``) needs no file:
/// its image set is one pixel of the colour.
///
/// ```swift
/// let (manifest, pngs) = try ImageSkinFolder.read(gikFolder.appendingPathComponent("skin.json"))
/// pngs["PopoverBackgroundArrowUp"]?.keys.sorted()  // [1, 2]
/// ```
public enum ImageSkinFolder {
    /// The manifest and each image set's PNG bytes by scale. Files are read inside the
    /// folder (a symlink that leads out is refused); a manifest that does not read, or an
    /// image set with no file, throws ``/PopoverCore/PopoverInputError`` naming it.
    ///
    /// ```swift
    /// try ImageSkinFolder.read(exampleFiles.appendingPathComponent("missing/skin.json"))  // throws: skin.json: must be a readable file, got "missing/skin.json"
    /// ```
    public static func read(_ manifestFile: URL) throws -> (manifest: ImageSkinManifest, pngs: [String: [Int: Data]]) {
        let folder = manifestFile.deletingLastPathComponent(), parent = folder.deletingLastPathComponent()
        let file = manifestFile.lastPathComponent
        let data = try CatalogFolder.read(file, in: folder, catalog: parent, as: .json, field: file)
        let manifest: ImageSkinManifest
        do {
            manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: data)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: "\(file): \(error.field)", rule: error.rule, value: error.value)
        } catch let error as DecodingError {
            throw PopoverInputError(field: file, rule: "must be a skin manifest", value: JSONProblem.describe(error))
        }
        var pngs: [String: [Int: Data]] = [:]
        if let colour = manifest.backgroundColour {
            pngs[ImageSkinManifest.backgroundColourSetName] = [1: try PNGCodec.encode(RenderedImage(onePixelOf: colour))]
        }
        for name in manifest.artwork.imageNames where pngs[name] == nil {
            for scale in RenderScale.supported {
                let png = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(png).path) else { continue }
                pngs[name, default: [:]][scale] = try CatalogFolder.read(png, in: folder, catalog: parent, as: .catalogImage, field: png)
            }
            guard pngs[name] != nil else {
                throw PopoverInputError(field: "\(file): \(name)", rule: "must have \(name).png, \(name)@2x.png or \(name)@3x.png beside it", value: "none")
            }
        }
        return (manifest, pngs)
    }
}
