import Foundation
import PopoverCore
import PopoverRender

/// An output path given with `-o`: its format, and a whole-or-nothing write with errors
/// that name the option.
struct OutputFile {
    let path: String
    let option: String

    init(_ path: String, option: String = "-o") {
        self.path = path
        self.option = option
    }

    /// Throws the command-line error for an extension that names no format.
    func checkFormat() throws {
        do {
            _ = try OutputFormat(path: path)
        } catch let error as RenderError {
            throw CommandLineError(error, option: option)
        }
    }

    /// Checks the extension first, makes the bytes, then writes them atomically.
    func write(_ make: (OutputFormat) throws -> Data) throws {
        do {
            let format = try OutputFormat(path: path)
            try AtomicFile.write(try make(format), to: URL(fileURLWithPath: path))
        } catch let error as RenderError {
            throw CommandLineError(error, option: option)
        } catch let error as PopoverInputError {
            throw CommandLineError(error)
        }
    }
}
