import Foundation

/// The file formats the renderer writes.
///
/// ```swift
/// try OutputFormat(path: "gallery.png")  // .png
/// ```
public enum OutputFormat: String, Sendable, CaseIterable {
    /// A PNG bitmap at the request's scale.
    case png
    /// A one-page vector PDF (shadows embedded as images).
    case pdf
    /// An SVG document.
    case svg

    /// The format a file name's extension names (any case).
    ///
    /// ```swift
    /// try OutputFormat(path: "skin.SVG")  // .svg
    /// ```
    public init(path: String) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = OutputFormat(rawValue: ext) else { throw RenderError.unknownFormat(ext.isEmpty ? path : "." + ext) }
        self = format
    }
}
