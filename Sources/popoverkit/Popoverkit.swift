import ArgumentParser
import Foundation

/// The `popoverkit` command: PopoverCore from the shell.
@main
struct Popoverkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popoverkit",
        abstract: "Lay out, check and render popovers with a pointing arrow.",
        discussion: """
            Every subcommand reads plain numbers in points and writes either a readable table \
            or JSON (--json). Bad input gets one line on stderr and exit status 64.
            """,
        subcommands: [PlaceCommand.self]
    )

    /// Runs the command; every error is one line on stderr.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CommandLineError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(CommandLineError.exitCode)
        } catch {
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
