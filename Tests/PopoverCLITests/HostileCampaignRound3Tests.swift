import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// Issue 32's hostile-input campaign: each case once crashed, took gigabytes or seconds
/// before a refusal, wrote a file that does not parse, or blamed the wrong thing.
@Suite struct HostileCampaignRound3Tests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    /// The most memory a refusal may take (the project's rule).
    static let refusalMemory = 200 << 20

    /// Runs the command under ``refusalMemory``.
    func refusal(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, memoryLimit: Self.refusalMemory)
    }

    /// A glass style drew its built-in backdrop at the canvas's size before the size was
    /// checked: 200000,200000 aborted allocating 640 GB (exit 134), where classic was
    /// refused at once. Glass is now refused as classic is, with nothing written.
    @Test(arguments: ["classic", "glass"])
    func aCanvasTooLargeIsRefusedBeforeTheBackdropIsMade(style: String) throws {
        let result = try refusal(["render", "--style", style, "--size", "200000,200000", "-o", path("a.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --size: must fit a canvas of at most 16384 pixels a side and 20000000 in all at 2x, got 200000,200000\n")
        #expect(directory.files.isEmpty)
    }

    /// A glass style whose shadow blur is 10000 took 1.6 GB at 1x and aborted allocating
    /// 14.4 GB at 3x; it is refused naming the style's field at every scale.
    @Test(arguments: [1, 2, 3])
    func aGlassShadowTooWideForTheCanvasIsRefusedNamingTheField(scale: Int) throws {
        var style = PopoverStyle.glass
        style.shadow?.blur = 10_000
        try style.jsonData().write(to: URL(fileURLWithPath: path("wide.json")))
        let result = try refusal(["render", "--style", path("wide.json"), "--scale", "\(scale)", "-o", path("a.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: shadow.blur with its offset must fit a canvas of at most 16384 pixels a side "
            + "and 20000000 in all at \(scale)x for this size, got 10000\n")
        #expect(directory.files == ["wide.json"])
    }

    /// The library makes no backdrop for a request it would refuse.
    @Test func theBuiltInBackdropIsRefusedForACanvasOverTheBudget() {
        let request = SkinRenderRequest(style: .glass, size: CGSize(width: 200_000, height: 200_000), direction: .up)
        #expect(throws: PopoverInputError.self) { try Backdrop.pattern(for: request) }
    }

    /// A sparse file of `size` bytes (no disk, no memory) that starts with `start`.
    func sparse(_ name: String, starting start: Data, size: UInt64 = 1 << 30) throws -> String {
        let file = path(name)
        try start.write(to: URL(fileURLWithPath: file))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: size)
        try handle.close()
        return file
    }

    /// A PNG's signature and header (4×4 pixels): what a reader checks first.
    static let pngHeader: Data = {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0]
        return Data(bytes)
    }()

    /// A 1 GB file that is not a PNG took about 1 GB and 1.5 s to be refused as a backdrop
    /// or a compose background: its first bytes are read, and it is refused from them.
    @Test func aHugeFileThatIsNotAPNGIsRefusedFromItsFirstBytes() throws {
        let text = try sparse("notes.png", starting: Data(String(repeating: "not a picture, ", count: 8).utf8))
        let backdrop = try refusal(["render", "--style", "glass", "--backdrop", text, "-o", path("a.png")])
        #expect(backdrop.status == 64)
        #expect(backdrop.stderr == "error: --backdrop: must be a PNG file, got a text file\n")
        let compose = try refusal(["compose", "--background", text, "--cap-insets", "1,1,1,1", "--direction", "none",
                                             "-o", path("b.png")])
        #expect(compose.status == 64)
        #expect(compose.stderr == "error: --background: must be a PNG file, got a text file\n")
        #expect(directory.files == ["notes.png"])
    }

    /// A PNG's header followed by a gigabyte is refused by its size before it is read.
    @Test func aHugePNGIsRefusedByItsSizeBeforeItIsRead() throws {
        let huge = try sparse("huge.png", starting: Self.pngHeader)
        let backdrop = try refusal(["render", "--style", "glass", "--backdrop", huge, "-o", path("a.png")])
        #expect(backdrop.status == 64)
        #expect(backdrop.stderr == "error: --backdrop: must be at most 67108864 bytes, got 1073741824 bytes\n")
        let inspect = try refusal(["skin", "inspect", huge])
        #expect(inspect.status == 64)
        #expect(inspect.stderr == "error: <background>: must be at most 67108864 bytes, got 1073741824 bytes\n")
    }

    /// A 1 GB style took 1.6 GB and 4.5 s to be called not JSON; a style is now read only
    /// if it starts as a JSON object does, and up to 1 MB.
    @Test func aHugeOrNonJSONStyleIsRefusedBeforeItIsRead() throws {
        let huge = try sparse("huge.json", starting: Data(#"{"name": ""#.utf8))
        let big = try refusal(["render", "--style", huge, "-o", path("a.png")])
        #expect(big.status == 64)
        #expect(big.stderr == "error: --style: must be at most 1048576 bytes, got 1073741824 bytes\n")
        let picture = try sparse("picture.json", starting: Self.pngHeader)
        let png = try refusal(["gallery", "--style", picture, "-o", path("g.png")])
        #expect(png.status == 64)
        #expect(png.stderr == "error: --style: must be a JSON file holding an object ({…}), got a PNG file\n")
        #expect(directory.files == ["huge.json", "picture.json"])
    }

    /// skin.json had a cap of 64 MB, and a 60 MB one took 1.5 GB to decode: it is a JSON
    /// file like a style, at most 1 MB.
    @Test func aSkinManifestOverTheJSONLimitIsRefused() throws {
        let folder = directory.url.appendingPathComponent("skin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = folder.appendingPathComponent("skin.json")
        try Data(("{\"x\": [" + String(repeating: "0,", count: 600_000) + "0]}").utf8).write(to: manifest)
        let result = try refusal(["assets", "--skin", manifest.path, "-o", path("Skin.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: skin.json must be at most 1048576 bytes, got 1200010 bytes\n")
        #expect(directory.files == ["skin"])
    }

    /// The README's own main job, `gallery --scale 3`, was refused ("got 6 styles") once
    /// glass joined the built-in styles: 4272 × 5016 pixels is over the budget (4272 × 5760
    /// with the menus' row). The sheet is laid out tighter when it would not fit (1x and 2x
    /// are unchanged: `./run docs`).
    @Test func theDefaultGalleryFitsAtEveryScale() throws {
        let result = try CommandRunner.run(["gallery", "--scale", "3", "-o", path("g.png")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(path("g.png"))\n")
        let header = try PNGHeader(try Data(contentsOf: URL(fileURLWithPath: path("g.png"))))
        #expect(header.width == 3768 && header.height == 4992)
        let seven = try CommandRunner.run(["gallery", "--scale", "3", "-o", path("seven.svg"), "-o", path("seven.png"), "--style"]
            + PopoverStyle.builtIn.map(\.name) + ["noir", "noir"])
        #expect(seven.status == 64)
        #expect(seven.stderr == "error: --style: styles must fit a canvas of at most 16384 pixels a side and 20000000 in all at 3x, got 8 styles\n")
    }

    /// Control characters and U+FFFE/U+FFFF in a tip's text or a style's name were written
    /// into the SVG as they were, and the file did not parse. XML 1.0 cannot carry them even
    /// escaped: each is written as U+FFFD, the replacement character. A vertical tab is a
    /// newline, and breaks the line as "\n" does (issue 35).
    @Test func hostileTextMakesSVGThatParses() throws {
        let hostile = "a\u{1}b\u{B}c\u{FFFE}d\u{FFFF}e\u{1F}<&>"
        let tip = try CommandRunner.run(["tip", hostile, "-o", path("tip.svg")])
        #expect(tip.status == 0, "\(tip.stderr)")
        #expect(try SVGText.read(path("tip.svg")) == ["a\u{FFFD}b", "c\u{FFFD}d\u{FFFD}e\u{FFFD}<&>"])
        var style = PopoverStyle.noir
        style.name = "noir\u{0}\u{7}\u{FFFE}"
        try style.jsonData().write(to: URL(fileURLWithPath: path("hostile.json")))
        let gallery = try CommandRunner.run(["gallery", "--style", path("hostile.json"), "-o", path("gallery.svg")])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        #expect(try SVGText.read(path("gallery.svg")).filter { $0.hasPrefix("noir") } == ["noir\u{FFFD}\u{FFFD}\u{FFFD}", "noir\u{FFFD}\u{FFFD}\u{FFFD}"])
    }
    /// A copy of a real skin's folder whose skin.json says `name`.
    func skinFolder(named name: String) throws -> URL {
        let folder = directory.url.appendingPathComponent("skin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/RealSkins/GIKPopoverBackgroundView")
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where file.hasSuffix(".png") {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        var manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: fixtures.appendingPathComponent("skin.json")))
        manifest.name = name
        try JSONEncoder().encode(manifest).write(to: folder.appendingPathComponent("skin.json"))
        return folder.appendingPathComponent("skin.json")
    }

    /// A skin whose name is too long for a file name stopped `compose --skin` with exit 1,
    /// naming a temporary path, and left the temporary folder behind; `assets` blamed -o.
    @Test func aSkinNameTooLongForAFileNameIsRefusedNamingIt() throws {
        let manifest = try skinFolder(named: String(repeating: "x", count: 300))
        let temporary = directory.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let expected = "error: --skin: name must be short enough to name the catalog's files (at most 255 bytes a name), got 319 bytes in \""
            + String(repeating: "x", count: 106) + "…\n"
        let compose = try CommandRunner.run(["compose", "--skin", manifest.path, "-o", path("c.png")], environment: ["TMPDIR": temporary.path])
        #expect(compose.status == 64)
        #expect(compose.stderr == expected)
        let assets = try CommandRunner.run(["assets", "--skin", manifest.path, "-o", path("Skin.xcassets")])
        #expect(assets.status == 64)
        #expect(assets.stderr == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(directory.files == ["skin", "tmp"])
    }

    /// A temporary folder that cannot be written printed Foundation's raw error (exit 1).
    @Test func composeSkinWithoutAWritableTemporaryFolderSaysSo() throws {
        let manifest = try skinFolder(named: "gik")
        let notAFolder = path("not-a-folder")
        try Data().write(to: URL(fileURLWithPath: notAFolder))
        let result = try CommandRunner.run(["compose", "--skin", manifest.path, "-o", path("c.png")], environment: ["TMPDIR": notAFolder])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: needs a writable temporary folder (TMPDIR) to build its catalog in: cannot write \(notAFolder) "
            + "(no such directory \(notAFolder)), got \"\(manifest.path)\"\n")
        #expect(directory.files == ["not-a-folder", "skin"])
        let written = try CommandRunner.run(["compose", "--skin", manifest.path, "-o", path("c.png")], environment: ["TMPDIR": directory.url.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(directory.files == ["c.png", "not-a-folder", "skin"])
    }

    /// `--align` and `--arrow-at` took a no-break or zero-width space that the tuple
    /// options refuse.
    @Test(arguments: ["\u{200B}", "\u{A0}", "\u{2003}"])
    func alignmentOptionsRefuseInvisibleBlanks(blank: String) throws {
        let shown = blank.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
        let align = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--align", "start\(blank)"])
        #expect(align.status == 64)
        #expect(align.stderr == "error: --align: must be start, center, end or a fraction from 0 to 1 (several separated by commas), got \"start\(shown)\"\n")
        let arrowAt = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--arrow-at", "\(blank)24pt"])
        #expect(arrowAt.status == 64)
        #expect(arrowAt.stderr == "error: --arrow-at: must be a fraction from 0 to 1, or a distance in points such as 24pt, got \"\(shown)24pt\"\n")
        let spaced = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--arrow-at", " 24 pt\t"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
    }

    /// `-o ..xcassets` and a catalog named only with a zero-width space were written: a
    /// hidden folder, and a catalog Xcode shows with no name.
    @Test(arguments: ["..xcassets", "\u{200B}.xcassets", " .xcassets"])
    func assetsRefusesACatalogWithAnInvisibleName(name: String) throws {
        let result = try CommandRunner.run(["assets", "--style", "orange", "-o", path(name)])
        #expect(result.status == 64)
        let shown = path(name).replacingOccurrences(of: "\u{200B}", with: "\\u{200B}")
        #expect(result.stderr == "error: -o: must name the catalog before .xcassets (Skin.xcassets), got \"\(shown)\"\n")
        #expect(directory.files.isEmpty)
    }

    /// A style whose name is too long for the catalog's file names blamed -o.
    @Test func assetsBlamesTheStylesNameWhenItIsTooLongForAFileName() throws {
        var style = PopoverStyle.orange
        style.name = String(repeating: "y", count: 300)
        try style.jsonData().write(to: URL(fileURLWithPath: path("long.json")))
        let result = try CommandRunner.run(["assets", "--style", path("long.json"), "-o", path("Long.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: name must be short enough to name the catalog's files (at most 255 bytes a name), got 324 bytes in \""
            + String(repeating: "y", count: 106) + "…\n")
        #expect(directory.files == ["long.json"])
    }

    /// `--gap 2e9` did not say the limit it broke; `--keyboard 768.0000000000001` echoed
    /// 768, the very limit it is over; a tip of line breaks was echoed over several lines.
    @Test func messagesStateTheLimitAndEchoWhatWasTyped() throws {
        let gap = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--gap", "2e9"])
        #expect(gap.status == 64)
        #expect(gap.stderr == "error: --gap: must be a finite distance from 0 to 1000000000 points, got 2000000000\n")
        let keyboard = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--keyboard", "768.0000000000001"])
        #expect(keyboard.status == 64)
        #expect(keyboard.stderr == "error: --keyboard: must be a height from 0 to the container's 768, got 768.0000000000001\n")
        let tip = try CommandRunner.run(["tip", "\n\n\t\r", "-o", path("t.png")])
        #expect(tip.status == 64)
        #expect(tip.stderr == "error: <text>: must not be empty (a tip needs a title or a message), got \"\\u{A}\\u{A}\\u{9}\\u{D}\"\n")
        #expect(directory.files.isEmpty)
    }

    /// skin.json's `"format": 1.5` was called "not valid JSON".
    @Test func aFractionalSkinFormatIsRefusedAsAFormat() throws {
        let manifest = try skinFolder(named: "gik")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains(#""format":1"#))
        try text.replacingOccurrences(of: #""format":1"#, with: #""format":1.5"#).write(to: manifest, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["assets", "--skin", manifest.path, "-o", path("Skin.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: skin.json: format must be 1, the format this version of PopoverKit reads, got 1.5\n")
    }

    /// A tip too tall for the canvas blamed `--size`, an option `tip` does not have, and then
    /// `--scale` (issue 45), where the text is what makes it tall.
    @Test func aTipTooLargeForTheCanvasIsNotBlamedOnSize() throws {
        let text = String(repeating: "W ", count: 990)
        let result = try CommandRunner.run(["tip", text, "--width", "40", "--scale", "3", "-o", path("t.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: <text>: makes a tip of 102,8488 pt, which must fit a canvas of at most 16384 pixels a side "
            + "and 20000000 in all at 3x (shorten the text or give a wider --width), got 1980 characters\n")
        #expect(directory.files.isEmpty)
    }

    /// `--align` with 20 values and `--diagram` blamed `--container` and echoed the list of
    /// 20 containers: the diagrams, one for each --align value, are too many side by side.
    @Test func tooManyAlignmentsForOneDiagramAreBlamedOnAlign() throws {
        let align = (0...19).map { NumberText.format(CGFloat($0) / 19, decimals: 2) }.joined(separator: ",")
        let result = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--align", align, "--diagram", path("d.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --align: with --diagram, the diagrams must fit a canvas of at most 16384 pixels a side and 20000000 in all "
            + "at 2x, got 20 side by side, 21440,872 points\n")
        #expect(directory.files.isEmpty)
    }

    /// A valid style with content insets of 5000 was refused blaming `--anchor`: no anchor
    /// could have helped. The style's field is named; an anchor with no room is still blamed.
    @Test func aStyleTooLargeForTheContainerIsBlamedNotTheAnchor() throws {
        var style = PopoverStyle.orange
        style.metrics.contentInsets = PopoverInsets(top: 5000, left: 5000, bottom: 5000, right: 5000)
        try style.jsonData().write(to: URL(fileURLWithPath: path("insets.json")))
        let insets = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--style", path("insets.json")])
        #expect(insets.status == 64)
        #expect(insets.stderr == "error: --style: contentInsets must leave room for the content in a permitted direction (up, down, left, right) "
            + "inside the container less its insets 10,10,1004,748, got 5000,5000,5000,5000\n")
        style.metrics.contentInsets = .uniform(5)
        style.metrics.arrowHeight = 5000
        try style.jsonData().write(to: URL(fileURLWithPath: path("arrow.json")))
        let arrow = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "320,200", "--style", path("arrow.json")])
        #expect(arrow.status == 64)
        #expect(arrow.stderr == "error: --style: arrow must leave room for the content, with the content insets, in a permitted direction "
            + "(up, down, left, right) inside the container less its insets 10,10,1004,748, got base 30, height 5000\n")
    }
}

/// The text of an SVG file's `<text>` elements, read by Foundation's XML parser: throws
/// when the file is not well-formed XML.
private final class SVGText: NSObject, XMLParserDelegate {
    private var texts: [String] = []
    private var current: String?

    static func read(_ path: String) throws -> [String] {
        let reader = SVGText()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return reader.texts
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current { texts.append(current) }
        current = nil
    }
}
