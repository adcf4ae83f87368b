import Foundation
import PopoverCore

/// Reads files of an asset catalog without ever leaving it: a name must be a plain file
/// name (no `/`, no `..`), and the file, once symlinks are resolved, must still lie in
/// its folder, which must still lie in the catalog.
enum CatalogFolder {
    /// The bytes of `name` inside `folder` (itself inside `catalog`), read as `kind`
    /// (``InputFile``), or a ``/PopoverCore/PopoverInputError`` naming `field`.
    static func read(_ name: String, in folder: URL, catalog: URL, as kind: InputFile.Kind, field: String) throws -> Data {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..", !name.contains("\0") else {
            throw PopoverInputError(field: field, rule: "must name a file inside \(folder.lastPathComponent)", value: "\"\(name)\"")
        }
        let root = catalog.resolvingSymlinksInPath().standardizedFileURL.path
        let folderPath = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let filePath = folder.appendingPathComponent(name).resolvingSymlinksInPath().standardizedFileURL.path
        // A catalog (or a skin's folder's parent) may be the file system's root, "/".
        func inside(_ path: String, _ folder: String) -> Bool { path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        guard inside(folderPath, root), inside(filePath, folderPath) else {
            throw PopoverInputError(field: field, rule: "must stay inside the catalog (a symlink leads out)", value: "\"\(name)\"")
        }
        let shown = "\(folder.lastPathComponent)/\(name)"
        guard (try? FileManager.default.attributesOfItem(atPath: filePath))?[.type] as? FileAttributeType == .typeRegular else {
            throw PopoverInputError(field: field, rule: "must be a readable file", value: "\"\(shown)\"")
        }
        return try InputFile.read(URL(fileURLWithPath: filePath), as: kind, field: field, shown: shown)
    }
}
