import ArgumentParser
import Foundation
import PopoverCore
import PopoverRender

/// A style (`--style`): a built-in style's name or the path of a style JSON file.
///
/// Help lists the built-in names; shell completion offers files, for the JSON ones.
struct StyleArgument: CheckedArgument {
    let text: String

    static var allValueStrings: [String] { PopoverStyle.builtIn.map(\.name) }

    /// The built-in style named, or the style the JSON file holds, read and checked.
    ///
    /// - Throws: ``CommandLineError`` naming `option` for an unknown name, an unreadable file,
    ///   or a file whose style breaks a rule (the message names the file and the field).
    func style(option: String = "--style") throws -> PopoverStyle {
        if let style = PopoverStyle.named(text) { return style }
        guard text.lowercased().hasSuffix(".json") else {
            let names = Self.allValueStrings.joined(separator: ", ")
            throw CommandLineError(option: option, rule: "must be one of \(names) or a .json file", value: "\"\(text)\"")
        }
        let data = try InputFile.read(text, as: .json, option: option)
        do {
            return try PopoverStyle(json: data)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: option, rule: "\(text): \(error.field) \(error.rule)", value: error.value)
        }
    }
}
