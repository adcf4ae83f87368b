import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 24's hostile-input campaign: each case once misreported, overran a bound or
/// wrote what it should not have.
@Suite struct HostileCampaignTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    /// The anchor in the container's right margin with only `left` permitted: there is no
    /// room right of it. This printed a 13 pt frame with a 0 pt body, "overlaps anchor
    /// yes" and a popover on the wrong side; now nothing fits, and the command says so.
    @Test func placeSaysNothingFitsInsteadOfAnEmptyBody() throws {
        let result = try CommandRunner.run(["place", "--anchor=1018,300,4,44", "--content", "320,200", "--permitted", "left"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --anchor: must leave room for the content beside it in a permitted direction (left) "
            + "inside the container less its insets 10,10,1004,748, got 1018,300,4,44\n")
        let withUp = try CommandRunner.run(["place", "--anchor=1018,300,4,44", "--content", "320,200", "--permitted", "left,up"])
        #expect(withUp.status == 0, "\(withUp.stderr)")
        #expect(withUp.stdout.contains("direction                       up (popover below the anchor)\n"))
        #expect(withUp.stdout.contains("overlaps anchor                 no\n"))
        assertSnapshot(of: withUp.stdout, named: "place-left-or-up")
    }

    /// A style `render` accepts exports, or is refused naming its field: a corner radius of
    /// 740 stopped with "error: size: …" (no such option) and exit 1. The largest radius
    /// the message names exports; one more does not.
    @Test func assetsRefusesARadiusTooLargeToExportNamingTheStyleField() throws {
        func style(radius: Int) throws -> String {
            var style = PopoverStyle.orange
            style.metrics.cornerRadius = CGFloat(radius)
            let file = path("radius-\(radius).json")
            try style.jsonData().write(to: URL(fileURLWithPath: file))
            return file
        }
        let big = try style(radius: 740)
        let refused = try CommandRunner.run(["assets", "--style", big, "-o", path("Big.xcassets")])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: --style: cornerRadius must be small enough for the catalog's images to fit a canvas of at most "
            + "16384 pixels a side and 20000000 in all at 3x (at most 728 with this style), got 740\n")
        #expect(!FileManager.default.fileExists(atPath: path("Big.xcassets")))
        _ = try style(radius: 728)
        let largest = try CommandRunner.run(["assets", "--style", "radius-728.json", "-o", "Largest.xcassets"], in: directory.url)
        #expect(largest.status == 0, "\(largest.stderr)")
        // Its background is bigger than a full 400×300 pt bitmap, and the summary says so.
        #expect(largest.stdout.contains("in memory at 3x: 76632516 bytes, against 4320000 for a full 400×300 pt bitmap (17× larger)\n"))
        assertSnapshot(of: largest.stdout, named: "assets-largest-radius")
        let oneMore = try CommandRunner.run(["assets", "--style", try style(radius: 729), "-o", path("OneMore.xcassets")])
        #expect(oneMore.status == 64)
        #expect(oneMore.stderr.hasPrefix("error: --style: cornerRadius must be small enough"))
    }

    @Test func assetsSummaryOfAnOrdinaryStyleSaysHowMuchSmaller() throws {
        let result = try CommandRunner.run(["assets", "--style", "orange", "-o", "Orange.xcassets"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("against 4320000 for a full 400×300 pt bitmap (164× smaller)\n"))
        assertSnapshot(of: result.stdout, named: "assets-orange")
    }

    /// `-o .xcassets` wrote a hidden catalog with an empty name.
    @Test func assetsRefusesACatalogWithoutAName() throws {
        let result = try CommandRunner.run(["assets", "--style", "orange", "-o", path(".xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: -o: must name the catalog before .xcassets (Skin.xcassets), got \"\(path(".xcassets"))\"\n")
        #expect(directory.files.isEmpty)
    }

    /// `gallery -o X.svg` had no bound on its styles (8,000 took 41 s, 760 MB and wrote
    /// 185 MB); SVG now counts as 1 pixel per point, as PNG at 1x. (70 styles fit since the
    /// sheet is laid out tighter when it would not fit; 80 do not.)
    @Test func gallerySVGOfTooManyStylesIsRefused() throws {
        let result = try CommandRunner.run(["gallery", "-o", path("g.svg"), "--style"] + Array(repeating: "noir", count: 80))
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: styles must fit a canvas of at most 16384 pixels a side and 20000000 in all at 1x, got 80 styles\n")
        #expect(directory.files.isEmpty)
    }

    /// Several images at the per-image limit together took 650–800 MB in `skin inspect`
    /// and `compose`: one budget now covers all the images of a skin.
    @Test func skinInspectRefusesImagesOverTheBudgetTogether() throws {
        func blank(_ width: Int, _ height: Int, _ name: String) throws -> String {
            let png = try PNGCodec.encode(RenderedImage(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4)))
            try png.write(to: URL(fileURLWithPath: path(name)))
            return path(name)
        }
        let background = try blank(4000, 4000, "background.png"), arrow = try blank(2100, 2000, "arrow.png")
        let result = try CommandRunner.run(["skin", "inspect", background, arrow, "-o", path("skin.json")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: <arrow>: must fit, with the images read before it, in 20000000 pixels in all (4000000 left), got 2100×2000 pixels\n")
        #expect(!FileManager.default.fileExists(atPath: path("skin.json")))
    }

    /// A skin.json of another format was read as if it were format 1.
    @Test func aSkinOfAnotherFormatIsRefused() throws {
        let folder = directory.url.appendingPathComponent("skin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/RealSkins/GIKPopoverBackgroundView")
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where file.hasSuffix(".png") || file == "skin.json" {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let manifest = folder.appendingPathComponent("skin.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains(#""format" : 1"#) || text.contains(#""format": 1"#))
        try text.replacingOccurrences(of: #""format" : 1"#, with: #""format" : 2"#)
            .replacingOccurrences(of: #""format": 1"#, with: #""format": 2"#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["assets", "--skin", manifest.path, "-o", path("GIK.xcassets")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --skin: skin.json: format must be 1, the format this version of PopoverKit reads, got 2\n")
    }

    /// Tuple options took a no-break or zero-width space that single numbers refuse, and
    /// the message shows such a character, where it would be invisible.
    @Test(arguments: ["\u{200B}", "\u{A0}", "\u{2003}"])
    func tupleOptionsRefuseInvisibleBlanks(blank: String) throws {
        let result = try CommandRunner.run(["place", "--anchor", "10,10\(blank),44,44", "--content", "320,200"])
        #expect(result.status == 64)
        let shown = blank.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
        #expect(result.stderr == "error: --anchor: must be X,Y,W,H (4 numbers separated by commas), got \"10,10\(shown),44,44\"\n")
        let spaced = try CommandRunner.run(["place", "--anchor", "10, 10 ,44,\t44", "--content", "320,200"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
    }

    /// An unknown arrow shape showed Swift's decoder text.
    @Test func anUnknownArrowShapeListsTheChoices() throws {
        let json = String(decoding: try PopoverStyle.orange.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""sides" : "straight""#, with: #""sides" : "wavy""#)
        #expect(json.contains("wavy"))
        try Data(json.utf8).write(to: URL(fileURLWithPath: path("wavy.json")))
        let result = try CommandRunner.run(["render", "--style", path("wavy.json"), "-o", path("w.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --style: \(path("wavy.json")): arrow.sides must be one of straight, curved, got \"wavy\"\n")
    }

    /// At the size limit with an ordinary shadow, the size is too big, not the shadow.
    @Test func aSizeAtTheLimitIsBlamedRatherThanAnOrdinaryShadow() throws {
        let result = try CommandRunner.run(["render", "--style", "system", "--size", "5461,100", "--scale", "3", "-o", path("x.png")])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --size: must fit a canvas of at most 16384 pixels a side and 20000000 in all at 3x "
            + "with the shadow's margins, got 5461,100\n")
        var wide = PopoverStyle.system
        wide.shadow?.blur = 3000
        try wide.jsonData().write(to: URL(fileURLWithPath: path("wide.json")))
        let blur = try CommandRunner.run(["render", "--style", path("wide.json"), "--size", "2000,100", "--scale", "3", "-o", path("y.png")])
        #expect(blur.status == 64)
        #expect(blur.stderr.hasPrefix("error: --style: shadow.blur with its offset must fit a canvas"))
    }
}
