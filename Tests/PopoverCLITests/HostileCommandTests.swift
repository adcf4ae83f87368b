import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 11's command-line cases: each once trapped, misreported or clobbered a file.
@Suite struct HostileCommandTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    @Test func assetsRefusesToReplaceACatalogWithoutForce() throws {
        let catalog = path("Assets.xcassets")
        try FileManager.default.createDirectory(atPath: catalog + "/Logo.imageset", withIntermediateDirectories: true)
        let refused = try CommandRunner.run(["assets", "--style", "orange", "-o", catalog])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("already exists; pass --force"))
        #expect(FileManager.default.fileExists(atPath: catalog + "/Logo.imageset"))
        let forced = try CommandRunner.run(["assets", "--style", "orange", "-o", catalog, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: catalog + "/Logo.imageset"))
    }

    @Test func negativeOffsetWorksWithASpace() throws {
        let spaced = try CommandRunner.run(["render", "--style", "noir", "--direction", "up", "--size", "200,100", "--offset", "-60", "-o", path("a.png")])
        let attached = try CommandRunner.run(["render", "--style", "noir", "--direction", "up", "--size", "200,100", "--offset=-60", "-o", path("b.png")])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(attached.status == 0)
        #expect(FileManager.default.contents(atPath: path("a.png")) == FileManager.default.contents(atPath: path("b.png")))
    }

    @Test func composeNamesTheOptionOfABadFileOrInset() throws {
        let text = path("notes.png")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        let arrow = path("arrow.png")
        try PopoverRenderer.write(SkinRenderRequest(style: .orange, size: CGSize(width: 60, height: 40), direction: .unknown, scale: 2),
                                  to: URL(fileURLWithPath: arrow))
        let badBackground = try CommandRunner.run(["compose", "--background", text, "--cap-insets", "1,1,1,1", "--arrow", arrow,
                                                   "--arrow-base", "10", "--arrow-height", "5", "-o", path("x.png")])
        #expect(badBackground.stderr == "error: --background: must be a PNG file, got a text file\n")
        let insets = try CommandRunner.run(["compose", "--background", arrow, "--cap-insets=-1e308,-1e308,-1e308,-1e308", "--arrow", arrow,
                                            "--arrow-base", "10", "--arrow-height", "5", "-o", path("x.png")])
        #expect(insets.status == 64)
        #expect(insets.stderr == "error: --cap-insets: capInsets.top must be >= 0, got -1e+308\n")
        #expect(!FileManager.default.fileExists(atPath: path("x.png")))
    }

    /// A 10 MB bad value was echoed whole on stderr.
    @Test func aHugeBadValueIsNotEchoedWhole() throws {
        let huge = String(repeating: "9,", count: 30_000)   // 60 kB: under the 128 kB a single argument may be
        let result = try CommandRunner.run(["place", "--anchor", huge, "--content", "10,10"])
        #expect(result.status == 64)
        #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
        #expect(result.stderr.hasPrefix("error: --anchor: "))
    }
}
