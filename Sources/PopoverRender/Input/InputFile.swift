import Foundation
import PopoverCore

/// The one reader of the files a user names (a backdrop, a style, a skin's images and
/// manifest): the first bytes are checked against the kind of file expected and the size
/// against the kind's limit before the rest is read, so a gigabyte of the wrong thing is
/// refused at once, and no read takes more than the limit. Errors are
/// ``/PopoverCore/PopoverInputError``s naming the field given.
///
/// ```swift
/// let png = try InputFile.read(backgroundURL, as: .png, field: "background")
/// png == backgroundPNG  // true
/// try InputFile.read(styleURL, as: .png, field: "--backdrop")  // throws: --backdrop: must be a PNG file, got a text file
/// ```
package enum InputFile {
    /// What a file must hold: the most bytes it may have, and what its first bytes must be.
    ///
    /// ```swift
    /// InputFile.Kind.json.maximumBytes  // 1048576
    /// ```
    package struct Kind: Sendable {
        /// The largest file of this kind that is read.
        package let maximumBytes: Int
        /// What an unreadable file is told it must be.
        let readable: String
        /// Throws, naming the field, when the first bytes are not of this kind.
        let checkStart: @Sendable (_ start: Data, _ field: String) throws -> Void

        /// A PNG: its signature and header read and its size checked
        /// (``PNGHeader/checkBudget(field:)``) before the rest; at most 64 MB.
        ///
        /// ```swift
        /// InputFile.Kind.png.maximumBytes  // 67108864
        /// ```
        package static let png = Kind(maximumBytes: 64 << 20, readable: "must be a readable PNG file") { start, field in
            let header: PNGHeader
            do {
                header = try PNGHeader(start)
            } catch let error as PopoverInputError {
                throw PopoverInputError(field: field, rule: error.rule, value: error.value)
            }
            try header.checkBudget(field: field)
        }

        /// A JSON object (a style, a skin.json): `{` first, after any blanks; at most 1 MB,
        /// a thousand times a real one (a 60 MB manifest once took 1.5 GB to decode).
        ///
        /// ```swift
        /// InputFile.Kind.json.maximumBytes  // 1048576
        /// ```
        package static let json = Kind(maximumBytes: 1 << 20, readable: "must be a readable file") { start, field in
            var bytes = start[...]
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            guard first == UInt8(ascii: "{") || (first == nil && start.count == InputFile.startBytes) else {
                throw PopoverInputError(field: field, rule: "must be a JSON file holding an object ({…})", value: InputFile.describe(start))
            }
        }

        /// A menu's JSON: as ``json`` but up to 8 MB, room for ``/PopoverMenu/PopoverMenu/maximumItemCount``
        /// items with short titles (100,000 of them take about 2.5 MB).
        ///
        /// ```swift
        /// InputFile.Kind.menuJSON.maximumBytes  // 8388608
        /// ```
        package static let menuJSON = Kind(maximumBytes: 8 << 20, readable: json.readable, checkStart: json.checkStart)

        /// An image of a catalog, its header checked by the decoder that reads it next
        /// (against its skin's budget); at most 64 MB.
        static let catalogImage = Kind(maximumBytes: Kind.png.maximumBytes, readable: "must be a readable file") { _, _ in }
    }

    /// How many bytes are read to check a file's kind: a PNG's signature and header.
    static let startBytes = 64

    /// The bytes of the file at `url`, read as `kind`: throws naming `field`, and showing
    /// `shown` (the path by default) for a file that cannot be read.
    ///
    /// ```swift
    /// let style = try PopoverStyle(json: InputFile.read(styleURL, as: .json, field: "--style"))
    /// ```
    package static func read(_ url: URL, as kind: Kind, field: String, shown: String? = nil) throws -> Data {
        let unreadable = PopoverInputError(field: field, rule: kind.readable, value: "\"\(shown ?? url.path)\"")
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw unreadable }
        defer { try? handle.close() }
        // A folder opens, and throws on reading.
        guard let start = try? handle.read(upToCount: startBytes) ?? Data() else { throw unreadable }
        try kind.checkStart(start, field)
        // Foundation on Linux leaks 4 KB on every read of an empty file (found by libFuzzer
        // with LeakSanitizer): an empty file is not read again.
        if start.isEmpty { return start }
        let tooLarge = { (size: String) in PopoverInputError(field: field, rule: "must be at most \(kind.maximumBytes) bytes", value: size) }
        if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size > kind.maximumBytes {
            throw tooLarge("\(size) bytes")
        }
        // A file that grows, or is not a regular file, is still read no further than the limit.
        guard let rest = try? handle.read(upToCount: kind.maximumBytes + 1 - start.count) ?? Data() else { throw unreadable }
        guard start.count + rest.count <= kind.maximumBytes else { throw tooLarge("more than \(kind.maximumBytes) bytes") }
        return start + rest
    }

    /// Plain words for what a file's first bytes look like: "a GIF file", "a text file".
    static func describe(_ start: Data) -> String {
        let bytes = [UInt8](start)
        if bytes.isEmpty { return "an empty file" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG file" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG file" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF file" }
        if bytes.starts(with: Array("RIFF".utf8)) { return "a RIFF (WebP?) file" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "a PDF file" }
        if bytes.starts(with: Array("<".utf8)) || bytes.starts(with: Array("{".utf8)) { return "a text file" }
        if bytes.allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || (32..<127).contains($0) }) { return "a text file" }
        return "a file of another kind"
    }
}
