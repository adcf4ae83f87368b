import Foundation
import PopoverCore
import PopoverRender
import Testing

@Suite struct RenderCommandTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    func files() -> [String] { directory.files }

    @Test(arguments: OutputFormat.allCases)
    func renderWritesTheSameBytesAsTheLibrary(format: OutputFormat) throws {
        let output = path("skin.\(format.rawValue)")
        let result = try CommandRunner.run(["render", "--style", "orange", "--direction", "left", "--size", "200,120",
                                            "--offset=-25", "--scale", "3", "--appearance", "dark", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try PopoverRenderer.data(
            SkinRenderRequest(style: .orange, size: CGSize(width: 200, height: 120), direction: .left, arrowOffset: -25, scale: 3, appearance: .dark),
            format: format
        )
        #expect(FileManager.default.contents(atPath: output) == expected)
    }

    @Test(arguments: [
        (["--style", "aqua"], #"error: --style: must be one of system, classic, orange, noir, tooltip, glass or a .json file, got "aqua""#),
        (["--size", "20,10"], "error: --size: must be at least 62,39 for an up arrow in system, got 20,10"),
        (["--scale", "4"], "error: --scale: must be 1, 2 or 3, got 4"),
        (["--direction", "north"], #"error: --direction: must be up, down, left, right or none, got "north""#),
        (["--appearance", "sepia"], #"error: --appearance: must be light or dark, got "sepia""#),
        // Refused in validate(), through the parser's wrapper: still our line, whole, and 64.
        (["--direction", "no\nrth"], #"error: --direction: must be up, down, left, right or none, got "no\u{A}rth""#),
    ])
    func badInputWritesNoFile(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["render", "-o", path("skin.png")] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
        #expect(files().isEmpty)
    }

    /// Issue 22: `render` refused offsets beyond ±100000 with a rule of its own while
    /// `compose` allowed ±1e9; both go through one check now, and a large offset that
    /// passes it puts the arrow against the corner, as UIKit would.
    @Test(arguments: ["render", "compose"])
    func renderAndComposeCheckTheArrowOffsetAlike(command: String) throws {
        let skin = command == "render" ? ["render", "--style", "orange"] : ImageSkinCommandTests.mbSkin
        let refused = try CommandRunner.run(skin + ["--offset", "2e9", "-o", path("far.png")])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: --offset: must be a finite number of points, at most 1000000000 either way, got 2000000000\n")
        #expect(files().isEmpty)
        let far = try CommandRunner.run(skin + ["--offset", "200000", "-o", path("far.png")])
        #expect(far.status == 0, "\(far.stderr)")
        #expect(files() == ["far.png"])
    }

    @Test func unknownExtensionAndUnwritablePathWriteNothing() throws {
        let jpg = try CommandRunner.run(["render", "-o", path("skin.jpg")])
        #expect(jpg.status == 64)
        #expect(jpg.stderr == #"error: -o: must end in .png, .pdf or .svg, got ".jpg""# + "\n")
        let missing = path("no/such/dir/skin.png")
        let unwritable = try CommandRunner.run(["render", "-o", missing])
        #expect(unwritable.status == 64)
        #expect(unwritable.stderr.hasPrefix("error: -o: cannot write \(missing)"))
        #expect(files().isEmpty)
    }

    @Test func malformedStyleJSONNamesLineAndColumn() throws {
        let style = path("broken.json")
        try Data("{\n  \"name\": \"x\",\n  \"arrow\": {\"base\": 20 \"height\": 3}\n}\n".utf8).write(to: URL(fileURLWithPath: style))
        let result = try CommandRunner.run(["render", "--style", style, "-o", path("skin.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: \(style): line 3, column 24 must be valid JSON, got Invalid value\n")
        #expect(files() == ["broken.json"])
    }

    @Test func galleryWritesAPictureOfEveryStyle() throws {
        let output = path("gallery.png")
        let result = try CommandRunner.run(["gallery", "-o", output, "--scale", "1"])
        #expect(result.status == 0)
        #expect(result.stdout == "wrote \(output)\n")
        #expect(FileManager.default.contents(atPath: output) == (try GallerySheet(scale: 1).data(.png)))
    }

    @Test func placeDrawsADiagram() throws {
        let output = path("diagram.svg")
        let result = try CommandRunner.run(["place", "--anchor", "980,700,44,44", "--content", "320,200", "--style", "noir", "--diagram", output])
        #expect(result.status == 0)
        let svg = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        #expect(svg.contains("direction down · frame 694,488,320,212"))
        let bad = try CommandRunner.run(["place", "--anchor", "980,700,44,44", "--content", "320,200", "--diagram", path("d.gif")])
        #expect(bad.status == 64)
        #expect(bad.stderr == #"error: --diagram: must end in .png, .pdf or .svg, got ".gif""# + "\n")
    }

    @Test func stylesListsAndStylePrintsJSONThatReadsBack() throws {
        let list = try CommandRunner.run(["styles"])
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == PopoverStyle.builtIn.map(\.name))
        assertSnapshot(of: list.stdout, named: "styles")
        let json = try CommandRunner.run(["style", "tooltip"])
        #expect(json.status == 0)
        #expect(try PopoverStyle(json: Data(json.stdout.utf8)) == .tooltip)
        assertSnapshot(of: json.stdout, named: "style-tooltip")
        let unknown = try CommandRunner.run(["style", "aqua"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr == #"error: <name>: must be one of system, classic, orange, noir, tooltip, glass, got "aqua""# + "\n")
    }
}
