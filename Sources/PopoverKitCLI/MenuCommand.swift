import ArgumentParser
import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender

/// `popoverkit menu`: a menu file drawn in a popover, alone or placed beside its anchor,
/// or its layout printed as JSON.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Render a menu of actions in a popover, or print its layout.",
        discussion: """
            MENU.json holds {"sections": [{"header": …, "items": [{"title": …}]}]}; each item \
            may have a subtitle, an image (a symbol's name, or {"named": …}), a state (off, on, \
            mixed), a role (normal, destructive, cancel), "disabled", a shortcut \
            ({"key": "n", "modifiers": ["command"]}), a tint, keepsMenuPresented and children (a \
            submenu); a section may have a selection (none, single, multiple). The file's \
            "appearance" (width, rowHeight, titleFont, textColor, highlightColor, …) or the \
            options below change the menu's look; text that reads below 4.5:1 on its row (WCAG \
            1.4.3) is reported as a warning and in --json's contrastIssues. Rows are laid out \
            as the library lays them out on a device (touch: 17 pt titles in rows at least 44 pt \
            tall; --pointer: 13 pt in 24 pt rows), with the renderer's font. The renderer has no \
            SF Symbols: give --images, a folder of PNGs named after the images (trash.png); \
            symbols are drawn in the text's colour. With --container and --anchor the menu is \
            placed as `place` would place it, shrunk to scroll when the room is short; with \
            --pop-up it covers the anchor as a pop-up button's menu does, its checked item's \
            title on the button's title, and scrolls when it does not fit. --json \
            prints the layout: body, scrollable, contentHeight and every row's frames.

            Examples:
              popoverkit menu sort.json -o menu.png
              popoverkit menu sort.json --images icons --highlight 2 \\
                --appearance dark -o menu.png
              popoverkit menu long.json --container 390,500 \\
                --anchor 20,40,44,44 --highlight 30 -o long.png
              popoverkit menu sort.json --right-to-left --json
              popoverkit menu sizes.json --container 480,320 \\
                --anchor 40,150,140,22 --pointer --pop-up -o popup.png
            """
    )

    @Argument(help: ArgumentHelp("The menu, as JSON.", valueName: "menu.json"))
    var file: String

    @Option(help: ArgumentHelp("A built-in style or a style JSON file.", valueName: "name|file"))
    var style: StyleArgument = "system"

    @Option(help: ArgumentHelp("Alone, where the arrow points (none: no arrow).", valueName: "direction"))
    var direction: DirectionArgument = "up"

    @Option(parsing: .unconditional, help: ArgumentHelp("The widest the menu may grow before titles wrap, in points.", valueName: "points"))
    var width: Double?

    @Flag(help: "Compact rows for a pointer (as on the Mac) instead of 44 pt touch rows.")
    var pointer = false

    @Flag(help: "A row of buttons, like the edit menu, paging with chevrons when it does not fit.")
    var horizontal = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --horizontal, the page to draw (from 0).", valueName: "n"))
    var page: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("The row to draw highlighted (a row index of --json's rows); a long menu scrolls to it.", valueName: "n"))
    var highlight: Int?

    @Option(help: ArgumentHelp("A folder of PNGs named after the items' images (calendar.png).", valueName: "folder"))
    var images: String?

    @Flag(help: "Lay the menu out right to left (Arabic, Hebrew): mirrored.")
    var rightToLeft = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The container to place the menu in, with --anchor.", valueName: "w,h"))
    var container: SizeArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The rectangle the menu points at, in the container.", valueName: "x,y,w,h"))
    var anchor: RectArgument?

    @Flag(help: "With --container, the anchor is a pop-up button: the menu covers it, its checked item's title on the button's.")
    var popUp = false

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "scale"))
    var scale: Int = RenderScale.standard

    @Option(help: ArgumentHelp("The appearance the colours are for.", valueName: "appearance"))
    var appearance: AppearanceArgument = "light"

    @Flag(help: "Print the layout as JSON instead of drawing.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file: .png, .pdf or .svg.", valueName: "file"))
    var output: String?

    @OptionGroup(title: "Appearance (overrides the menu file's \"appearance\")")
    var look: MenuAppearanceOptions

    func validate() throws {
        if json, output != nil { throw CommandLineError(option: "-o", rule: "cannot be given with --json (it prints)", value: "\"\(output ?? "")\"") }
        if !json, output == nil { throw CommandLineError(option: "-o", rule: "is required (or --json)", value: "nothing") }
        if let output { try OutputFile(output).checkFormat() }
        guard RenderScale.supported.contains(scale) else { throw CommandLineError(option: "--scale", rule: "must be 1, 2 or 3", value: "\(scale)") }
        if let width, !(width.isFinite && width >= 40 && width <= 2_000) {
            throw CommandLineError(option: "--width", rule: "must be between 40 and 2000 points", value: NumberText.exact(CGFloat(width)))
        }
        guard page >= 0 else { throw CommandLineError(option: "--page", rule: "must be 0 or more", value: "\(page)") }
        if page != 0, !horizontal { throw CommandLineError(option: "--page", rule: "needs --horizontal", value: "\(page)") }
        if popUp, container == nil { throw CommandLineError(option: "--pop-up", rule: "needs --container and --anchor (the button)", value: "given alone") }
        if popUp, horizontal { throw CommandLineError(option: "--pop-up", rule: "cannot be given with --horizontal (a pop-up menu is a list)", value: "--horizontal") }
        if look.anchorWidth, anchor == nil { throw CommandLineError(option: "--anchor-width", rule: "needs --anchor", value: "given alone") }
        if look.anchorWidth, look.fixedWidth != nil {
            throw CommandLineError(option: "--fixed-width", rule: "cannot be given with --anchor-width", value: NumberText.exact(CGFloat(look.fixedWidth ?? 0)))
        }
        if let highlight, highlight < 0 { throw CommandLineError(option: "--highlight", rule: "must be 0 or more (a row index of --json's rows)", value: "\(highlight)") }
    }

    func run() throws {
        let request = try request()
        if json {
            let drawing = try blamed { try MenuRenderer.layout(request) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(drawing), as: UTF8.self))
            return
        }
        let output = output ?? ""
        let drawing = try blamed { try MenuRenderer.layout(request) }
        try OutputFile(output).write { format in try blamed { try MenuRenderer.data(request, format: format) } }
        let missing = Self.imageNames(request.menu).subtracting(request.images.keys).sorted()
        if !missing.isEmpty {
            let shown = missing.prefix(6).joined(separator: ", ") + (missing.count > 6 ? ", …" : "")
            FileHandle.standardError.write(Data("note: images not drawn (no PNG for them\(images == nil ? "; give --images" : " in --images")): \(shown)\n".utf8))
        }
        for issue in drawing.contrastIssues {
            FileHandle.standardError.write(Data("warning: contrast: \(issue)\n".utf8))
        }
        print("wrote \(output)")
    }

    /// The options read as a request, each checked and blamed on its option.
    private func request() throws -> MenuRenderRequest {
        let data = try InputFile.read(file, as: .menuJSON, option: "<menu.json>")
        var menu: PopoverMenu
        do {
            menu = try PopoverMenu(json: data)
        } catch let error as PopoverInputError {
            throw CommandLineError(option: "<menu.json>", rule: "\(error.field) \(error.rule)", value: error.value)
        }
        menu.appearance = try look.applied(to: menu.appearance)
        var metrics: MenuMetrics = pointer ? .pointer : .touch
        if let width { metrics.maximumWidth = CGFloat(width) }
        var request = MenuRenderRequest(
            menu: menu, style: try style.style(), metrics: metrics, axis: horizontal ? .horizontal : .vertical, page: page,
            highlightedRow: highlight, scale: scale, appearance: try appearance.appearance(option: "--appearance"),
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, direction: try direction.direction(option: "--direction")
        )
        switch (container, anchor) {
        case (nil, nil): break
        case let (container?, anchor?):
            request.scene = (try container.size(option: "--container"), try anchor.rect(option: "--anchor"))
            request.popUp = popUp
        case (nil, _?): throw CommandLineError(option: "--anchor", rule: "needs --container", value: "given alone")
        case (_?, nil): throw CommandLineError(option: "--container", rule: "needs --anchor", value: "given alone")
        }
        if let images { request.images = try Self.images(for: menu, in: images) }
        return request
    }

    /// Every image name the menu uses, submenus included.
    static func imageNames(_ menu: PopoverMenu) -> Set<String> {
        var names: Set<String> = []
        for section in menu.sections {
            for item in section.items {
                if let image = item.image { names.insert(image.name) }
                if let children = item.children { names.formUnion(imageNames(children)) }
            }
        }
        return names
    }

    /// The PNGs in `folder` named after the menu's images (those it has).
    private static func images(for menu: PopoverMenu, in folder: String) throws -> [String: RenderedImage] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandLineError(option: "--images", rule: "must be a folder", value: "\"\(ArgumentValues.visible(folder))\"")
        }
        var budget = PNGDecodingBudget()
        var result: [String: RenderedImage] = [:]
        for name in imageNames(menu).sorted() where !name.contains("/") {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name + ".png").path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            result[name] = try SkinInspectCommand.image(path, "--images", namingFile: true, budget: &budget)
        }
        return result
    }

    /// A library error with the option that carried the value.
    private func blamed<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PopoverInputError {
            let options = ["highlight": "--highlight", "container": "--container", "anchor": "--anchor", "scale": "--scale", "popUp": "--pop-up"]
            let head = String(error.field.split(separator: ".").first ?? "")
            if let option = options[head] { throw CommandLineError(option: option, rule: error.rule, value: error.value) }
            if head == "sections" || head.hasPrefix("sections[") {
                throw CommandLineError(option: "<menu.json>", rule: "\(error.field) \(error.rule)", value: error.value)
            }
            throw CommandLineError(error)
        }
    }
}
