import Foundation
import PopoverRender
import Testing

/// The gallery is the same bytes in every process, whatever that process drew before it
/// and whether or not fontconfig has a cache: Cairo's toy font API used to take its
/// hinting from the first surface that drew text, so a PNG drawn after a PDF differed.
@Suite struct DeterministicGalleryTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    @Test func aPNGDrawnAfterAPDFAndAnSVGIsTheSameAsOneDrawnFirst() throws {
        let afterOthers = try CommandRunner.run(["gallery", "-o", path("first.pdf"), "-o", path("first.svg"), "-o", path("after.png"), "--scale", "1"])
        #expect(afterOthers.status == 0, "\(afterOthers.stderr)")
        #expect(afterOthers.stdout == "wrote \(path("first.pdf"))\nwrote \(path("first.svg"))\nwrote \(path("after.png"))\n")
        let alone = try CommandRunner.run(["gallery", "-o", path("alone.png"), "--scale", "1"])
        #expect(alone.status == 0, "\(alone.stderr)")
        let bytes = FileManager.default.contents(atPath: path("alone.png"))
        #expect(bytes != nil)
        #expect(FileManager.default.contents(atPath: path("after.png")) == bytes)
        #expect(bytes == (try GallerySheet(scale: 1).data(.png)))
    }

    @Test func oneBadOutputAmongSeveralWritesNothing() throws {
        let result = try CommandRunner.run(["gallery", "-o", path("g.png"), "-o", path("g.gif")])
        #expect(result.status == 64)
        #expect(result.stderr == #"error: -o: must end in .png, .pdf or .svg, got ".gif""# + "\n")
        #expect(directory.files.isEmpty)
    }

    #if os(Linux)
    /// A fresh machine has no fontconfig cache: fontconfig then scans the fonts itself.
    @Test func aColdFontconfigCacheDrawsTheSameBytes() throws {
        let cache = path("fontconfig-cache")
        let config = path("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <dir>/usr/local/share/fonts</dir>
              <include ignore_missing="yes">/etc/fonts/conf.d</include>
              <cachedir>\(cache)</cachedir>
            </fontconfig>
            """.utf8).write(to: URL(fileURLWithPath: config))
        let cold = try CommandRunner.run(["gallery", "-o", path("cold.png"), "--scale", "1"], environment: ["FONTCONFIG_FILE": config])
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(FileManager.default.contents(atPath: path("cold.png")) == (try GallerySheet(scale: 1).data(.png)))
    }
    #endif
}
