import Foundation
import PopoverCore
import PopoverRender

extension InputFile {
    /// The file an option or argument names, read as `kind`, its errors naming the option:
    /// every command reads its input files this way.
    static func read(_ path: String, as kind: Kind, option: String) throws -> Data {
        do {
            return try read(URL(fileURLWithPath: path), as: kind, field: option, shown: path)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: option, rule: error.rule, value: error.value)
        }
    }
}
