import Foundation
import PopoverCore

/// Reads files of an asset catalog without ever leaving it: a name must be a plain file
/// name (no `/`, no `..`), and the file, once symlinks are resolved, must still lie in
/// its folder, which must still lie in the catalog.
enum CatalogFolder {
    /// The largest file the reader takes (64 MB): far above any skin image or manifest.
    static let maximumFileBytes = 64 << 20

    /// The bytes of `name` inside `folder` (itself inside `catalog`), or a
    /// ``/PopoverCore/PopoverInputError`` naming `field`.
    static func read(_ name: String, in folder: URL, catalog: URL, field: String) throws -> Data {
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
        let attributes = try? FileManager.default.attributesOfItem(atPath: filePath)
        if let size = attributes?[.size] as? Int, size > maximumFileBytes {
            throw PopoverInputError(field: field, rule: "must be at most \(maximumFileBytes) bytes", value: "\(size) bytes")
        }
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw PopoverInputError(field: field, rule: "must be a readable file", value: "\"\(folder.lastPathComponent)/\(name)\"")
        }
        // Foundation on Linux leaks 4 KB on every read of an empty file (found by libFuzzer
        // with LeakSanitizer): an empty file is known empty without reading it.
        if attributes?[.size] as? Int == 0 { return Data() }
        guard let data = FileManager.default.contents(atPath: filePath) else {
            throw PopoverInputError(field: field, rule: "must be a readable file", value: "\"\(folder.lastPathComponent)/\(name)\"")
        }
        return data
    }
}
