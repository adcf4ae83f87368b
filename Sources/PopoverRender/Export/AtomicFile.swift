import Foundation

/// Writes a file whole or not at all: to a temporary file beside it, then renamed into place.
///
/// ```swift
/// let png = try PopoverRenderer.data(request, format: .png)
/// try AtomicFile.write(png, to: FileManager.default.temporaryDirectory.appendingPathComponent("orange-up.png"))
/// ```
public enum AtomicFile {
    /// Writes `data` to `url`; on failure no file (and no temporary file) is left behind.
    /// A path that ends in `/` names a folder and is refused. The temporary name is short
    /// (`.pk-XXXXXXXX.tmp`), so any name the file system takes can be written.
    public static func write(_ data: Data, to url: URL) throws {
        guard !url.hasDirectoryPath else {
            throw RenderError.write(path: url.path, reason: "it names a folder (or ends with /), not a file")
        }
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(temporaryName("tmp"))
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.write(path: url.path, reason: reason(for: directory, error: error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.write(path: url.path, reason: message)
        }
    }

    /// A short hidden name beside the target: `.pk-1a2b3c4d.tmp`.
    private static func temporaryName(_ suffix: String) -> String {
        ".pk-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).\(suffix)"
    }

    /// What went wrong, in the system's words (no space, permission denied, read-only file
    /// system, …).
    static func reason(for directory: URL, error: (any Error)? = nil) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "no such directory \(directory.path)"
        }
        if let error, let posix = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError), posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        // Foundation reports these without the system's error: its words stand for the system's.
        if let error = error as? CocoaError, error.code == .fileWriteOutOfSpace { return String(cString: strerror(ENOSPC)).lowercased() }
        if let error = error as? CocoaError, error.code == .fileWriteVolumeReadOnly { return String(cString: strerror(EROFS)).lowercased() }
        return access(directory.path, W_OK) == 0 ? "the file could not be written" : String(cString: strerror(errno)).lowercased()
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
        let staging = directory.appendingPathComponent(temporaryName("tmp"))
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let file = staging.appendingPathComponent(path)
                try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw RenderError.write(path: url.path, reason: reason(for: directory, error: error))
        }
        let old = directory.appendingPathComponent(temporaryName("old"))
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
