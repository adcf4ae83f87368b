import ArgumentParser

/// `popoverkit skin`: tools for hand-made image skins.
struct SkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skin",
        abstract: "Tools for hand-made image skins.",
        subcommands: [SkinInspectCommand.self]
    )
}
