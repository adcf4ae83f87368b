import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

@Suite struct ImageSkinCommandTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    @Test func assetsThenComposeMakesThePreviewTheLibraryMakes() throws {
        let catalog = path("Orange.xcassets")
        let assets = try CommandRunner.run(["assets", "--style", "orange", "-o", "Orange.xcassets"], in: directory.url)
        #expect(assets.status == 0, "\(assets.stderr)")
        #expect(assets.stdout.hasPrefix("wrote Orange.xcassets: 17 files\n"))
        #expect(assets.stdout.contains("in memory at 3x: 26244 bytes, against 4320000 for a full 400×300 pt bitmap (164× smaller)"))
        assertSnapshot(of: assets.stdout, named: "assets-orange")

        let preview = path("preview.png")
        let compose = try CommandRunner.run(["compose", "--assets", catalog, "--direction", "left", "--size", "240,140", "--offset=-30", "--scale", "3", "-o", preview])
        #expect(compose.status == 0, "\(compose.stderr)")
        #expect(compose.stderr.isEmpty)   // an exported skin passes its checks
        let (skin, _) = try ImageSkinCatalog.load(URL(fileURLWithPath: catalog), scale: 3, appearance: .light)
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 240, height: 140), direction: .left, arrowOffset: -30, scale: 3, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: preview))) == expected)
    }

    @Test func looseImagesAreCheckedInPlainWords() throws {
        // A designer's skin: a 20 pt background with 12 pt caps, a white block for an arrow on a dark body.
        var flat = PopoverStyle.noir
        flat.shadow = nil
        let background = try PopoverRenderer.image(SkinRenderRequest(style: flat, size: CGSize(width: 20, height: 20), direction: .unknown, scale: 2))
        let arrow = RenderedImage(width: 56, height: 24, bytes: [UInt8](repeating: 255, count: 56 * 24 * 4))
        try PNGCodec.encode(background).write(to: URL(fileURLWithPath: path("bg@2x.png")))
        try PNGCodec.encode(arrow).write(to: URL(fileURLWithPath: path("arrow@2x.png")))
        let result = try CommandRunner.run([
            "compose", "--background", path("bg@2x.png"), "--cap-insets", "12,12,12,12", "--arrow", path("arrow@2x.png"),
            "--arrow-base", "28", "--arrow-height", "12", "--corner-radius", "10", "--direction", "up", "--size", "80,60", "-o", path("p.png"),
        ])
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(warnings == [
            "warning: cap insets leave nothing to stretch across: left 12 + right 12 ≥ width 20 pt: the caps keep their size and the column at their boundary stretches, as UIKit does",
            "warning: cap insets leave nothing to stretch down: top 12 + bottom 12 ≥ height 20 pt: the caps keep their size and the row at their boundary stretches, as UIKit does",
            "warning: where the up arrow meets the body the colour jumps from #FFFFFF (the arrow's base) to #000000 (the body): a seam shows; draw the arrow's base in the body's edge colour",
        ])
        assertSnapshot(of: result.stderr, named: "compose-loose-warnings.stderr")
        #expect(FileManager.default.fileExists(atPath: path("p.png")))
    }

    @Test(arguments: [
        (["--assets", "/nonexistent.xcassets"], "error: --assets: assets must hold a skin data set (NAME.dataset/skin.json), got /nonexistent.xcassets"),
        ([String](), "error: --assets: or --skin, or --background with --cap-insets and --arrow, is required, got neither"),
    ])
    func badComposeInputWritesNothing(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["compose"] + arguments + ["-o", path("p.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: path("p.png")))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealSkins")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    /// MBPopoverBackgroundView's red skin, loose, with its project's numbers.
    static let mbSkin = [
        "compose", "--background", fixture("MBPopoverBackgroundView/popover-background-red.png"), "--cap-insets", "12,12,12,12",
        "--arrow", fixture("MBPopoverBackgroundView/popover-arrow-red.png"), "--image-scale", "1", "--arrow-base", "44", "--arrow-height", "16",
        "--flip", "vertical", "--corner-radius", "12", "--content-insets", "10,10,10,10", "--size", "200,140",
    ]

    @Test(arguments: [
        (["--image-scale", "4"], "error: --image-scale: must be 1, 2 or 3 (pixels per point of the images), got 4"),
        (["--image-scale", "0"], "error: --image-scale: must be 1, 2 or 3 (pixels per point of the images), got 0"),
        (["--offset", "nan"], "error: --offset: must be a finite number of points, at most 1000000000 either way, got nan"),
        (["--offset=-inf"], "error: --offset: must be a finite number of points, at most 1000000000 either way, got -inf"),
        (["--body-overlap=-2"], "error: --body-overlap: must be >= 0, got -2"),
        (["--body-overlap", "nan"], "error: --body-overlap: must be a finite number, got nan"),
        (["--body-overlap", "1e308"], "error: --body-overlap: must be at most 10000, got 1e+308"),
        (["--background-insets", "nan,0,0,0"], "error: --background-insets: must be a finite number, got nan"),
        (["--background-insets", "1e308,0,0,0"], "error: --background-insets: must be at most 10000, got 1e+308"),
        (["--background-insets", "64,0,64,0"],
         "error: --background-insets: placement.backgroundInsets must leave a visible body inside the 128×128 pt background image, got 64,0,64,0"),
        (["--flip", "diagonal"], "error: --flip: must be none, vertical, horizontal or both, got \"diagonal\""),
        (["--arrow-drawn", "none"], "error: --arrow-drawn: must be up, down, left or right, got \"none\""),
    ])
    func badSkinNumbersAreRefusedNamingTheirOption(extra: [String], message: String) throws {
        let result = try CommandRunner.run(Self.mbSkin + extra + ["-o", path("p.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: path("p.png")))
    }

    @Test func aJPEGBackgroundSaysItIsNotAPNG() throws {
        let jpeg = path("bg.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1]).write(to: URL(fileURLWithPath: jpeg))
        var arguments = Self.mbSkin
        arguments[2] = jpeg
        let result = try CommandRunner.run(arguments + ["-o", path("p.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --background: must be a PNG file, got a JPEG file\n")
        #expect(!FileManager.default.fileExists(atPath: path("p.png")))
    }

    @Test func aRealFlippedSkinComposesAsTheLibraryDrawsIt() throws {
        let result = try CommandRunner.run(Self.mbSkin + ["--direction", "down", "--offset=60", "--scale", "1", "-o", path("mb.png")])
        #expect(result.status == 0, "\(result.stderr)")
        var skin = try ImageSkinImages.loose(
            background: Data(contentsOf: URL(fileURLWithPath: Self.fixture("MBPopoverBackgroundView/popover-background-red.png"))),
            capInsets: .uniform(12), arrows: [Data(contentsOf: URL(fileURLWithPath: Self.fixture("MBPopoverBackgroundView/popover-arrow-red.png")))],
            metrics: SkinMetrics(arrowBase: 44, arrowHeight: 16, contentInsets: .uniform(10), cornerRadius: 12), imageScale: 1
        )
        skin.arrangement = ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .up, vertical: .flip))
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 200, height: 140), direction: .down, arrowOffset: 60, scale: 1, showsContent: true)
        let written = try PNGCodec.decode(try #require(FileManager.default.contents(atPath: path("mb.png"))))
        #expect(written == expected)
        // The content area is dashed: dark and light pixels alternate along its top edge, 10 pt in.
        let top = (10..<60).map { written.pixel(x: $0, y: 10).r }
        #expect(Set(top.map { $0 > 128 }).count == 2)
    }

    @Test func assetsNeedsAnXcassetsFolder() throws {
        let result = try CommandRunner.run(["assets", "--style", "noir", "-o", path("Noir.zip")])
        #expect(result.status == 64)
        #expect(result.stderr == #"error: -o: must end in .xcassets, got ""# + path("Noir.zip") + "\"\n")
    }
}

@Suite struct SkinInspectCommandTests {
    let directory = TemporaryDirectory()

    func fixture(_ path: String) -> String { ImageSkinCommandTests.fixture(path) }

    @Test func inspectPrintsASkinJSONWithTheProjectsNumbers() throws {
        let result = try CommandRunner.run(["skin", "inspect", fixture("YLFPopoverBackgroundView/background@2x.png"), fixture("YLFPopoverBackgroundView/arrow@2x.png")])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(result.stdout.utf8))
        guard case let .separateArrow(background, _, arrows, arrangement) = manifest.artwork else { Issue.record("\(manifest.artwork)"); return }
        #expect(background == "background" && arrows == .rotated(up: "arrow"))
        #expect(manifest.metrics.arrowBase == 25 && manifest.metrics.arrowHeight == 12 && manifest.metrics.cornerRadius == 15)
        #expect(arrangement.arrowOrientation.drawn == .down)
        assertSnapshot(of: result.stdout, named: "inspect-ylf-skin.json")
        #expect(result.stderr == """
            read at 2x: background 100×100 pt, visible edge 0,0,0,0 pt inside it, corners 15 pt round, cap insets 14,14,14,14
            read: arrow base 25 pt, height 12 pt, drawn pointing down, body overlap 0 pt

            """)
    }

    @Test func inspectWritesTheFileWholeAndReportsWhatTheChecksFind() throws {
        let out = directory.path("skin.json")
        let arrows = ["Up", "Down", "Left", "Right"].map { fixture("WEPopover/popoverArrow\($0)@2x.png") }
        let result = try CommandRunner.run(["skin", "inspect", fixture("WEPopover/popoverBg@2x.png")] + arrows + ["-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(out)\n")
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: URL(fileURLWithPath: out)))
        guard case let .separateArrow(_, _, arrows, arrangement) = manifest.artwork else { Issue.record("\(manifest.artwork)"); return }
        #expect(arrows == .perDirection(up: "popoverArrowUp", down: "popoverArrowDown", left: "popoverArrowLeft", right: "popoverArrowRight"))
        #expect(arrangement.backgroundInsets == PopoverInsets(top: 12, left: 13, bottom: 13, right: 12))
        #expect(result.stderr.contains("warning: the up arrow, down arrow, left arrow, right arrow images are 36×27 px at 2x, 18×13.5 pt"))
        assertSnapshot(of: result.stderr, named: "inspect-we.stderr")
        assertSnapshot(of: String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self), named: "inspect-we-skin.json")
    }

    @Test(arguments: [
        (["BG"], "error: <background>: must have an arrow drawn into it (a narrow shape sticking out of one side of the body), or give the arrow image(s) too, got none found"),
        (["a.png", "b.png", "c.png"], "error: <arrow>: must be 1 image (turned to each direction), 4 (up, down, left, right) or none (the arrow drawn into the background), got 2"),
        (["/nonexistent/bg.png", "/nonexistent/arrow.png"], "error: <background>: must be a readable PNG file, got \"/nonexistent/bg.png\""),
        (["BG", "/nonexistent/arrow.png"], "error: <arrow>: must be a readable PNG file, got \"/nonexistent/arrow.png\""),
        (["BG", "ARROW", "--image-scale", "4"], "error: --image-scale: must be 1, 2 or 3 (pixels per point of the images), got 4"),
        (["BG", "ARROW", "-o", "skin.txt"], "error: -o: must end in .json, got \"skin.txt\""),
    ])
    func badInputIsRefusedNamingTheArgument(arguments: [String], message: String) throws {
        let real = arguments.map {
            $0 == "BG" ? fixture("MBPopoverBackgroundView/popover-background-red.png") : $0 == "ARROW" ? fixture("MBPopoverBackgroundView/popover-arrow-red.png") : $0
        }
        let result = try CommandRunner.run(["skin", "inspect"] + real)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aJPEGArrowSaysItIsNotAPNG() throws {
        let jpeg = directory.path("arrow.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1]).write(to: URL(fileURLWithPath: jpeg))
        let result = try CommandRunner.run(["skin", "inspect", fixture("MBPopoverBackgroundView/popover-background-red.png"), jpeg, "-o", directory.path("s.json")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: <arrow>: must be a PNG file, got a JPEG file\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("s.json")))
    }
}

@Suite struct XcodeCatalogComposeTests {
    let directory = TemporaryDirectory()

    /// The orange export with its skin.json removed: image sets sliced as Xcode slices them.
    func xcodeCatalog() throws -> String {
        let catalog = directory.path("Plain.xcassets")
        try ImageSkinExporter.export(style: .orange).write(to: URL(fileURLWithPath: catalog))
        try FileManager.default.removeItem(atPath: catalog + "/orangePopoverSkin.dataset")
        return catalog
    }

    @Test func aCatalogSlicedInXcodeComposesWithMetricsFromFlags() throws {
        let catalog = try xcodeCatalog()
        let metrics = PopoverStyle.orange.metrics
        let result = try CommandRunner.run([
            "compose", "--assets", catalog, "--background-set", "orangePopoverBackground", "--arrow-set", "orangePopoverArrow",
            "--arrow-base", NumberText.format(metrics.arrowBase), "--arrow-height", NumberText.format(metrics.arrowHeight),
            "--corner-radius", NumberText.format(metrics.cornerRadius), "--direction", "left", "--size", "240,140", "--scale", "3", "-o", directory.path("p.png"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let skin = try ImageSkinCatalog.load(URL(fileURLWithPath: catalog), background: "orangePopoverBackground", arrows: .rotated(up: "orangePopoverArrow"),
                                             metrics: SkinMetrics(arrowBase: metrics.arrowBase, arrowHeight: metrics.arrowHeight, cornerRadius: metrics.cornerRadius),
                                             scale: 3, appearance: .light)
        #expect(skin.capInsets == ImageSkinPlan(style: .orange).capInsets)
        let expected = try SkinCompositor.compose(skin, size: CGSize(width: 240, height: 140), direction: .left, arrowOffset: 0, scale: 3, showsContent: true)
        #expect(try PNGCodec.decode(try #require(FileManager.default.contents(atPath: directory.path("p.png")))) == expected)
    }

    @Test(arguments: [
        (["--arrow-set", "a", "b"], "error: --arrow-set: must name 1 image set (up, turned) or 4 (up, down, left, right), got 2"),
        (["--arrow-set", "orangePopoverArrow"], "error: --arrow-base: and --arrow-height are required with --background-set, got nothing"),
        (["--arrow-set", "missing", "--arrow-base", "30", "--arrow-height", "14"],
         #"error: --assets: missing.imageset/Contents.json must be a readable file, got "missing.imageset/Contents.json""#),
    ])
    func badXcodeCatalogInputNamesItsOption(extra: [String], message: String) throws {
        let catalog = try xcodeCatalog()
        let result = try CommandRunner.run(["compose", "--assets", catalog, "--background-set", "orangePopoverBackground"] + extra + ["-o", directory.path("p.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("p.png")))
    }
}
