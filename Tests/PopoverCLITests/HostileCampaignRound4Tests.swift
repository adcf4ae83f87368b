import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 45's hostile inputs on the command line: each was refused where it should have
/// been drawn, or blamed the wrong thing.
@Suite struct HostileCampaignRound4Tests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    func write(_ text: String, _ name: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// A menu of `count` items, JSON.
    func menu(_ count: Int) throws -> String {
        let items = (0..<count).map { #"{"title":"Item \#($0)"}"# }.joined(separator: ",")
        return try write(#"{"sections":[{"items":[\#(items)]}]}"#, "menu\(count).json")
    }

    /// A PNG's width and height from its header.
    static func pixelSize(_ file: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        func int(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// A menu over about 185 touch rows was refused without --container, --json included,
    /// and the documented 10,000 items failed at every scale, blaming `--scale`. Alone, a
    /// menu is now at most ``MenuRenderRequest/tallestAlone`` tall and scrolls (10,000 is
    /// `PopoverMenu.maximumItemCount`).
    @Test(arguments: [1, 2, 3])
    func theLargestMenuDrawsAloneAtEveryScale(scale: Int) throws {
        let file = try menu(10_000)
        let result = try CommandRunner.run(["menu", file, "--scale", "\(scale)", "--highlight", "9999", "-o", path("m.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let (width, height) = try Self.pixelSize(path("m.png"))
        #expect(width <= 400 * scale)
        #expect(height <= Int(MenuRenderRequest.tallestAlone + 60) * scale && height > 1_300 * scale)
    }

    @Test func theLargestMenusLayoutPrintsAlone() throws {
        let result = try CommandRunner.run(["menu", try menu(10_000), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""title""#) || result.stdout.contains(#""rows""#))
        let short = try CommandRunner.run(["menu", try menu(3), "--json"])
        #expect(!short.stdout.isEmpty && short.status == 0)
    }

    /// An empty menu blamed `--size`, an option `menu` does not have.
    @Test func anEmptyMenuIsBlamedOnTheMenu() throws {
        let result = try CommandRunner.run(["menu", try write(#"{"sections":[]}"#, "empty.json"), "-o", path("m.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: <menu.json>: sections must hold at least one item or header to draw, got none\n")
        #expect(directory.files == ["empty.json"])
    }

    /// A container too small for any popover blamed `--style` ("arrow must leave room").
    @Test(arguments: ["system", "noir", "tooltip"])
    func aContainerTooSmallIsBlamedOnTheContainer(style: String) throws {
        let result = try CommandRunner.run(["menu", try menu(1), "--style", style, "--container", "30,30", "--anchor", "0,0,10,10", "-o", path("m.png")])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --container: must leave room for the content with the style's arrow, corners and content insets"))
        #expect(result.stderr.hasSuffix("got 30,30\n"))
    }

    /// A style whose shadow is pushed 9,000 pt down blamed `shadow.blur`.
    @Test func aShadowOffsetTooLargeIsBlamedOnTheOffset() throws {
        var style = PopoverStyle.noir
        style.shadow?.offsetY = 9_000
        try style.jsonData().write(to: URL(fileURLWithPath: path("low.json")))
        let result = try CommandRunner.run(["render", "--style", path("low.json"), "-o", path("a.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: shadow.offset.y with the blur must fit a canvas of at most 16384 pixels a side "
            + "and 20000000 in all at 2x for this size, got 9000\n")
        style.shadow?.offsetY = 6
        style.shadow?.blur = 9_000
        try style.jsonData().write(to: URL(fileURLWithPath: path("wide.json")))
        let blur = try CommandRunner.run(["render", "--style", path("wide.json"), "-o", path("a.png")])
        #expect(blur.stderr.hasPrefix("error: --style: shadow.blur with its offset must fit"))
    }

    /// A text file among `--images`, or as `--image`, was refused without naming the file.
    @Test func aFileThatIsNotAPNGIsNamed() throws {
        try FileManager.default.createDirectory(atPath: path("icons"), withIntermediateDirectories: true)
        _ = try write("not a picture", "icons/doc.png")
        let menu = try write(#"{"sections":[{"items":[{"title":"Copy","image":"doc"}]}]}"#, "menu.json")
        let images = try CommandRunner.run(["menu", menu, "--images", path("icons"), "-o", path("m.png")])
        #expect(images.status == 64)
        #expect(images.stderr == "error: --images: must be a PNG file, got \"\(path("icons/doc.png"))\", a text file\n")
        let image = try CommandRunner.run(["tip", "Hi", "--image", path("icons/doc.png"), "-o", path("t.png")])
        #expect(image.stderr == "error: --image: must be a PNG file, got \"\(path("icons/doc.png"))\", a text file\n")
        #expect(!directory.files.contains("m.png") && !directory.files.contains("t.png"))
    }

    /// Numbers a Double cannot hold were called invalid JSON, with no field.
    @Test(arguments: ["1e999", "-1e999", "1e-400"])
    func aNumberOutOfRangeIsBlamedOnItsField(number: String) throws {
        let noir = String(decoding: try PopoverStyle.noir.jsonData(), as: UTF8.self)
        let text = noir.replacingOccurrences(of: #""cornerRadius" : 10"#, with: #""cornerRadius" : \#(number)"#)
        #expect(text != noir)
        let result = try CommandRunner.run(["render", "--style", try write(text, "s.json"), "-o", path("a.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: \(path("s.json")): cornerRadius must be a number a Double holds "
            + "(at most 1.8e308 in size, and 0 or at least 2.2e-308), got \(number)\n")
    }

    /// `--page -1` and `--highlight -1` said "Missing value".
    @Test func negativeIndicesAreRefusedAsNumbers() throws {
        let file = try menu(2)
        let page = try CommandRunner.run(["menu", file, "--horizontal", "--page", "-1", "-o", path("m.png")])
        #expect(page.status == 64)
        #expect(page.stderr == "error: --page: must be 0 or more, got -1\n")
        let highlight = try CommandRunner.run(["menu", file, "--highlight", "-1", "-o", path("m.png")])
        #expect(highlight.status == 64)
        #expect(highlight.stderr == "error: --highlight: must be 0 or more (a row index of --json's rows), got -1\n")
    }
}
