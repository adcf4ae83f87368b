import ArgumentParser
import PopoverCore

/// `popoverkit styles`: the built-in styles, one a line.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract: "List the built-in styles.",
        discussion: """
            Print one as JSON with `popoverkit style NAME` to start a custom style.

            Examples:
              popoverkit styles
              popoverkit gallery --style orange noir -o two.png
            """
    )

    func run() {
        for style in PopoverStyle.builtIn {
            let m = style.metrics
            let details = "corner \(NumberText.format(m.cornerRadius)), arrow \(NumberText.format(m.arrowBase))×\(NumberText.format(m.arrowHeight)) \(m.arrowSides.rawValue)"
            print(style.name.padding(toLength: 10, withPad: " ", startingAt: 0) + details)
        }
    }
}

/// `popoverkit style NAME`: a built-in style as JSON.
struct StyleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "style",
        abstract: "Print a built-in style as JSON, to start a custom one.",
        discussion: """
            Examples:
              popoverkit style orange > mine.json        # edit it, then:
              popoverkit render --style mine.json --direction up --size 320,200 -o mine.png
            """
    )

    @Argument(help: ArgumentHelp("A built-in style.", valueName: "name"))
    var name: StyleNameArgument

    func validate() throws {
        _ = try name.style(option: "<name>")
    }

    func run() throws {
        let style = try name.style(option: "<name>")
        print(String(decoding: try style.jsonData(), as: UTF8.self), terminator: "")
    }
}
