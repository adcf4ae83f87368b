import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// Issue 21, fault 4, from the command line: a skin.json with Rockpack's numbers on
/// KSCustomUIPopover's art (the same template), previewed, exported and read back.
@Suite struct AppArrangementCommandTests {
    static let placement = #"""
        "placement": { "bodyOverlap": 2, "fixedArrowOffset": { "up": -80, "down": 0, "left": 0, "right": 0 },
                       "backgroundCornerRadius": 15, "arrowImageSize": { "width": 17.5, "height": 19 }, "directions": ["up", "down"] }
        """#

    /// A skin folder: KS's 2x PNGs and a skin.json whose placement object is `placement`.
    static func folder(placement: String = placement) throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let names = ["bcg", "top-arrow", "bottom-arrow", "left-arrow", "right-arrow"].map { "popover-black-\($0)-image" }
        for name in names {
            try FileManager.default.copyItem(
                atPath: ImageSkinCommandTests.fixture("KSCustomUIPopover/\(name)@2x.png"), toPath: folder.path("\(name)@2x.png")
            )
        }
        let json = """
            {
              "format": 1, "name": "Rockpack", "background": "\(names[0])",
              "capInsets": { "top": 49, "left": 46, "bottom": 49, "right": 45 },
              "arrows": { "up": "\(names[1])", "down": "\(names[2])", "left": "\(names[3])", "right": "\(names[4])" },
              "metrics": { "arrow": { "base": 35, "height": 19 }, "contentInsets": { "top": 8, "left": 8, "bottom": 8, "right": 8 },
                           "cornerRadius": 9 },
              \(placement)
            }
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("skin.json")))
        return folder
    }

    static func png(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// The fixed offset holds whatever `--offset` says; the catalog `assets --skin` writes
    /// keeps every new key and draws the same picture.
    @Test func aSkinWithTheNewKeysPreviewsAndRoundTripsThroughTheCatalog() throws {
        let folder = try Self.folder()
        let base = ["compose", "--skin", folder.path("skin.json"), "--direction", "up", "--size", "300,200"]
        let a = try CommandRunner.run(base + ["--offset", "50", "-o", folder.path("a.png")])
        let b = try CommandRunner.run(base + ["--offset", "-30", "-o", folder.path("b.png")])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)")
        #expect(try Self.png(folder.path("a.png")) == (try Self.png(folder.path("b.png"))))

        let assets = try CommandRunner.run(["assets", "--skin", folder.path("skin.json"), "-o", folder.path("Skin.xcassets")])
        #expect(assets.status == 0, "\(assets.stderr)")
        let written = try JSONDecoder().decode(
            ImageSkinManifest.self, from: Self.png(folder.path("Skin.xcassets/RockpackPopoverSkin.dataset/skin.json"))
        )
        let expected = ImageSkinArrangement(
            bodyOverlap: 2, directions: [.up, .down], fixedArrowOffsets: [.up: -80, .down: 0, .left: 0, .right: 0],
            arrowImageSize: CGSize(width: 17.5, height: 19), backgroundCornerRadius: 15
        )
        guard case let .separateArrow(_, _, _, arrangement) = written.artwork else { Issue.record("separate arrows"); return }
        #expect(arrangement == expected)
        let fromCatalog = try CommandRunner.run([
            "compose", "--assets", folder.path("Skin.xcassets"), "--direction", "up", "--size", "300,200", "--offset", "7",
            "-o", folder.path("c.png"),
        ])
        #expect(fromCatalog.status == 0, "\(fromCatalog.stderr)")
        #expect(try Self.png(folder.path("c.png")) == (try Self.png(folder.path("a.png"))))
    }

    /// A direction the skin does not draw previews as the body alone, and says so.
    @Test func aDirectionTheSkinDoesNotDrawIsSaid() throws {
        let folder = try Self.folder()
        let result = try CommandRunner.run([
            "compose", "--skin", folder.path("skin.json"), "--direction", "left", "--size", "300,200", "-o", folder.path("left.png"),
        ])
        #expect(result.status == 0)
        #expect(result.stderr.contains(
            "warning: the skin draws its arrow only up, down (placement.directions): a left popover shows the body without an arrow, and presentAsPopover permits only up, down"
        ), "\(result.stderr)")
    }

    /// A bad value or an unknown key exits 64 naming it.
    @Test(arguments: [
        (#""placement": { "fixedArrowOffset": { "upp": -80 } }"#, #"placement.fixedArrowOffset.upp is not a key here (known: up, down, left, right; did you mean "up"?)"#),
        (#""placement": { "directions": ["up", "up"] }"#, "placement.directions must list up, down, left or right, each at most once, at least one"),
        (#""placement": { "backgroundCornerRadius": -2 }"#, "placement.backgroundCornerRadius must be >= 0"),
        (#""placement": { "arrowImageSize": { "width": 14 } }"#, "placement.arrowImageSize"),
    ])
    func aBadKeyExits64NamingIt(placement: String, message: String) throws {
        let folder = try Self.folder(placement: placement)
        let result = try CommandRunner.run([
            "compose", "--skin", folder.path("skin.json"), "--direction", "up", "--size", "300,200", "-o", folder.path("x.png"),
        ])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --skin: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
    }
}
