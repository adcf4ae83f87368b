import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// Issue 21, fault 5: a preview asks only for what it draws, and warns only about that.
@Suite struct ComposeScopeTests {
    static let gikUp = ImageSkinCommandTests.fixture("GIKPopoverBackgroundView/PopoverBackgroundArrowUp@2x.png")
    static let we = ["Up", "Down", "Left", "Right"].map { ImageSkinCommandTests.fixture("WEPopover/popoverArrow\($0)@2x.png") }
    static let weSkin = [
        "compose", "--background", ImageSkinCommandTests.fixture("WEPopover/popoverBg@2x.png"), "--cap-insets", "31,31,31,31",
        "--arrow"] + we + ["--arrow-base", "18", "--arrow-height", "14", "--size", "200,100",
    ]

    /// GIK's art has its arrow drawn into the background: previewed with `--direction none`
    /// and no arrow options, it is the background alone, its caps (41,9,9,47, the arrow in
    /// the top-right one) copied pixel for pixel into the corners, as UIKit's rule keeps them.
    @Test func aBackgroundWithItsArrowDrawnInNeedsNoArrowOptions() throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run([
            "compose", "--background", Self.gikUp, "--cap-insets", "41,9,9,47", "--direction", "none",
            "--size", "200,100", "--scale", "2", "-o", folder.path("gik.png"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let preview = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: folder.path("gik.png"))))
        let art = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: Self.gikUp)))
        #expect(preview.width == 400 && preview.height == 200)
        // The top-right cap, 47×41 pt, less the dashed content frame's 2 px along the border.
        var differing = 0
        for y in 2..<82 {
            for x in 0..<(94 - 2) {
                let a = preview.pixel(x: 400 - 94 + x, y: y), b = art.pixel(x: art.width - 94 + x, y: y)
                if a != b { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// Without `--direction none` the arrow is still required, and said so by name.
    @Test func anArrowedPreviewStillNeedsItsArrow() throws {
        let result = try CommandRunner.run([
            "compose", "--background", Self.gikUp, "--cap-insets", "41,9,9,47", "--direction", "up",
            "--size", "200,100", "-o", TemporaryDirectory().path("gik.png"),
        ])
        #expect(result.status == 64)
        #expect(result.stderr == "error: --arrow: is required with --background unless --direction none, got nothing\n")
    }

    /// WEPopover's four arrows without its background insets float off the body on every
    /// side (12 pt up, 13 pt down): an up preview says so of the up arrow only, and a
    /// preview without an arrow of no arrow at all; `skin inspect` names all four images.
    @Test func warningsConcernWhatThePreviewDraws() throws {
        let folder = TemporaryDirectory()
        let up = try CommandRunner.run(Self.weSkin + ["--direction", "up", "-o", folder.path("up.png")])
        let none = try CommandRunner.run(Self.weSkin + ["--direction", "none", "-o", folder.path("none.png")])
        #expect(up.status == 0 && none.status == 0)
        #expect(up.stderr.contains("warning: the up arrow floats 12 pt off the visible body"))
        #expect(up.stderr.contains("warning: the up arrow image is 36×27 px at 2x"))
        for other in ["down", "left", "right"] { #expect(!up.stderr.contains("\(other) arrow"), "\(up.stderr)") }
        #expect(!none.stderr.contains("arrow"), "\(none.stderr)")
        #expect(none.stderr.contains("warning: cap insets leave nothing to stretch across"))
        let inspect = try CommandRunner.run(["skin", "inspect", ImageSkinCommandTests.fixture("WEPopover/popoverBg@2x.png")] + Self.we)
        #expect(inspect.stderr.contains("the up arrow, down arrow, left arrow, right arrow images are 36×27 px at 2x"))
    }

    /// A background with nothing solid in it (an empty export, a mask) draws no body: the
    /// preview says so, and so does `skin inspect`.
    @Test func aTransparentBackgroundIsWarnedAbout() throws {
        let folder = TemporaryDirectory()
        let empty = folder.path("empty@2x.png")
        try PNGCodec.encode(RenderedImage(width: 60, height: 60, bytes: [UInt8](repeating: 0, count: 60 * 60 * 4)))
            .write(to: URL(fileURLWithPath: empty))
        let message = "warning: the background image has no pixel at least three quarters opaque along its middle row and column: the popover's body will not show"
        let compose = try CommandRunner.run([
            "compose", "--background", empty, "--cap-insets", "10,10,10,10", "--direction", "none", "--size", "100,80",
            "-o", folder.path("preview.png"),
        ])
        #expect(compose.status == 0)
        #expect(compose.stderr.contains(message), "\(compose.stderr)")
        let inspect = try CommandRunner.run(["skin", "inspect", empty, Self.we[0]])
        #expect(inspect.stderr.contains(message), "\(inspect.stderr)")
    }

    /// `skin inspect` names the skin after what its images' names share, else their folder,
    /// or as `--name` says; an empty name exits 64.
    @Test(arguments: [
        (["KSCustomUIPopover/popover-black-bcg-image@2x.png", "KSCustomUIPopover/popover-black-top-arrow-image@2x.png"], [String](), "popover-black"),
        (["YLFPopoverBackgroundView/background@2x.png", "YLFPopoverBackgroundView/arrow@2x.png"], [], "YLFPopoverBackgroundView"),
        (["WEPopover/popoverBg@2x.png", "WEPopover/popoverArrowUp@2x.png"], ["--name", "WEPopover"], "WEPopover"),
    ])
    func inspectNamesTheSkin(files: [String], extra: [String], name: String) throws {
        let result = try CommandRunner.run(["skin", "inspect"] + files.map(ImageSkinCommandTests.fixture) + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(result.stdout.utf8))
        #expect(manifest.name == name)
    }

    @Test func anEmptyNameIsRefused() throws {
        let result = try CommandRunner.run([
            "skin", "inspect", ImageSkinCommandTests.fixture("WEPopover/popoverBg@2x.png"), Self.we[0], "--name", " ",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --name: must not be empty"), "\(result.stderr)")
    }
}
