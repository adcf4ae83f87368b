import ArgumentParser
import Foundation

/// The `popoverkit` command: PopoverCore from the shell.
@main
struct Popoverkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popoverkit",
        abstract: "Lay out, check and render popovers with a pointing arrow.",
        discussion: """
            Lengths are in points; a style is a built-in name or a JSON file. Files are written \
            whole or not at all. Bad input gets one line on stderr and exit status 64.

            Start with:
              popoverkit gallery                 # every style, direction and appearance
              popoverkit style system > mine.json
              popoverkit help render             # any command's options and examples

            Shell completions: popoverkit --generate-completion-script bash|zsh|fish
            """,
        version: Version.current,
        subcommands: [GalleryCommand.self, RenderCommand.self, PlaceCommand.self, TipCommand.self, MenuCommand.self, AssetsCommand.self, ComposeCommand.self, SkinCommand.self, StylesCommand.self, StyleCommand.self, CheckCommand.self]
    )

    /// Runs the command; every error is one line on stderr.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // From run(), or from a validate() through the parser's wrapper: the same line.
            if let error = CommandLineError(foundIn: error) {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(CommandLineError.exitCode)
            }
            // A command's own verdict (`check` finding a failure): its code, nothing printed.
            if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
            if exitCode(for: error) == .success || error is CleanExit {
                exit(withError: error)
            }
            let message = self.message(for: error)
                .split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
