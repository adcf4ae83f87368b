import Foundation

/// Writes a file whole or not at all: to a temporary file beside it, then renamed into place.
///
/// ```swift
/// try AtomicFile.write(pngData, to: URL(fileURLWithPath: "docs/gallery.png"))
/// ```
public enum AtomicFile {
    /// Writes `data` to `url`; on failure no file (and no temporary file) is left behind.
    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw RenderError.write(path: url.path, reason: reason(for: directory))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.write(path: url.path, reason: message)
        }
    }

    private static func reason(for directory: URL) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "no such directory \(directory.path)"
        }
        return "permission denied"
    }
}
