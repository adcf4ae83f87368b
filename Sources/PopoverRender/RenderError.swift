/// A failure inside a drawing backend or while writing a file.
///
/// ```swift
/// do {
///     try PopoverRenderer.write(request, to: URL(fileURLWithPath: "/no/such/folder/skin.png"))
/// } catch let error as RenderError {
///     print(error)  // cannot write /no/such/folder/skin.png (…)
/// }
/// ```
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The drawing library reported an error.
    case backend(String)
    /// The output could not be written.
    case write(path: String, reason: String)
    /// The file name's extension names no format we write.
    case unknownFormat(String)

    /// One line for people, worded as the command line's rule for the option that named the
    /// file: `cannot write PATH (reason)`.
    public var description: String {
        switch self {
        case let .backend(message): "drawing failed: \(message)"
        case let .write(path, reason): "cannot write \(path) (\(reason))"
        case let .unknownFormat(ext): "must end in .png, .pdf or .svg, got \"\(ext)\""
        }
    }
}
