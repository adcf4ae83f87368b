import Foundation
import Testing

/// What a newcomer types first: the version, help, negative numbers with a space,
/// shell completions.
@Suite struct ForgivingCommandLineTests {
    let directory = TemporaryDirectory()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func versionIsTheNewestReleaseInTheChangelog() throws {
        let changelog = try String(contentsOf: Self.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n")
            .first { $0.hasPrefix("## ") && $0.first(where: \.isNumber) != nil }
            .map { String($0.dropFirst(3).prefix { $0 != " " }) }
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(released != nil)
        #expect(result.stdout == "\(released ?? "?")\n")
    }

    @Test(arguments: [
        (["render", "--style", "orange", "--size", "240,160"], "--offset", "-60"),
        (["compose", "--assets", "CATALOG", "--size", "240,160"], "--offset", "-40"),
    ])
    func negativeNumbersWorkWithASpace(command: [String], option: String, value: String) throws {
        var arguments = command
        if let index = arguments.firstIndex(of: "CATALOG") {
            let catalog = directory.path("Orange.xcassets")
            let export = try CommandRunner.run(["assets", "--style", "orange", "-o", catalog])
            #expect(export.status == 0, "\(export.stderr)")
            arguments[index] = catalog
        }
        let spaced = try CommandRunner.run(arguments + [option, value, "-o", directory.path("spaced.png")])
        let joined = try CommandRunner.run(arguments + ["\(option)=\(value)", "-o", directory.path("joined.png")])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(joined.status == 0, "\(joined.stderr)")
        let spacedBytes = FileManager.default.contents(atPath: directory.path("spaced.png"))
        #expect(spacedBytes != nil)
        #expect(spacedBytes == FileManager.default.contents(atPath: directory.path("joined.png")))
        let centred = try CommandRunner.run(arguments + ["-o", directory.path("centred.png")])
        #expect(centred.status == 0)
        #expect(spacedBytes != FileManager.default.contents(atPath: directory.path("centred.png")))
    }

    @Test func negativeAnchorCoordinatesWorkWithASpace() throws {
        let result = try CommandRunner.run(["place", "--anchor", "-10,5,44,44", "--content", "100,100", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"direction\" : \"up\""))
        assertSnapshot(of: result.stdout, named: "place-negative-anchor")
    }

    @Test(arguments: ["gallery", "render", "place", "tip", "menu", "assets", "compose", "styles", "style"])
    func everySubcommandsHelpHasExamples(subcommand: String) throws {
        let result = try CommandRunner.run(["help", subcommand], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("popoverkit \(subcommand)"))
        assertSnapshot(of: result.stdout, named: "help-\(subcommand)")
    }

    /// Argument-parser wraps help at the terminal's width: an example longer than 80
    /// columns would break into a ragged fragment no one can paste. Every line of every
    /// Examples block starts a command or continues one that ends in a backslash.
    @Test(arguments: [["gallery"], ["render"], ["place"], ["tip"], ["assets"], ["compose"], ["styles"], ["style"], ["skin", "inspect"]])
    func everyExampleLineIsWholeAt80Columns(command: [String]) throws {
        let result = try CommandRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
        let lines = result.stdout.components(separatedBy: "\n")
        let examples = lines.drop { $0 != "Examples:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(!examples.isEmpty)
        var continues = false
        for line in examples {
            #expect(continues ? line.hasPrefix("    ") : line.hasPrefix("  popoverkit "), "\(command): \"\(line)\"")
            continues = line.hasSuffix("\\")
        }
        #expect(!continues, "\(command): the last example ends in a backslash")
    }

    /// The help of the commands that group others, and of `skin inspect`, read whole; with
    /// the subcommands' above, every command's help, and the choices it lists, is checked.
    @Test(arguments: [[], ["skin"], ["skin", "inspect"]])
    func theOtherHelpTextsMatchTheirReferences(command: [String]) throws {
        let result = try CommandRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        assertSnapshot(of: result.stdout, named: (["help"] + command).joined(separator: "-"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func shellCompletionsNameEverySubcommand(shell: String) throws {
        let result = try CommandRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for subcommand in ["gallery", "render", "place", "tip", "menu", "assets", "compose", "styles", "style"] {
            #expect(result.stdout.contains(subcommand))
        }
    }
}
