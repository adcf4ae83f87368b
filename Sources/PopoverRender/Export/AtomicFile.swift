import Foundation

/// Writes a file whole or not at all: to a temporary file beside it, then renamed into place.
///
/// ```swift
/// let png = try PopoverRenderer.data(request, format: .png)
/// try AtomicFile.write(png, to: FileManager.default.temporaryDirectory.appendingPathComponent("orange-up.png"))
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

    /// Writes a folder of files (relative path → bytes) whole or not at all: built in a
    /// temporary folder beside `url`, then renamed into place; a folder already at `url`
    /// is replaced only once the new one is complete.
    public static func writeDirectory(_ files: [String: Data], to url: URL) throws {
        let fm = FileManager.default
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError.write(path: url.path, reason: reason(for: directory))
        }
        let staging = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let file = staging.appendingPathComponent(path)
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw RenderError.write(path: url.path, reason: reason(for: directory))
        }
        let old = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).old")
        let replacing = fm.fileExists(atPath: url.path)
        if replacing, rename(url.path, old.path) != 0 {
            try? fm.removeItem(at: staging)
            throw RenderError.write(path: url.path, reason: String(cString: strerror(errno)))
        }
        guard rename(staging.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            if replacing { _ = rename(old.path, url.path) }
            try? fm.removeItem(at: staging)
            throw RenderError.write(path: url.path, reason: message)
        }
        if replacing { try? fm.removeItem(at: old) }
    }
}
