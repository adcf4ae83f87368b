import Foundation
import PopoverCore
import PopoverTips
import PopoverRender
import Testing

/// Issue 20, item 7: `popoverkit tip`, its pictures and its refusals.
@Suite struct TipCommandTests {
    /// Alone and in a scene, each format: the bytes are the library's for the same request.
    @Test(arguments: ["png", "pdf", "svg"])
    func aTipIsTheLibrarysPicture(format: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run([
            "tip", "Send this photo to a friend.", "--title", "Share", "--action", "Got it", "--container", "390,300",
            "--anchor", "330,40,44,44", "--spotlight", "--scale", "1", "-o", folder.path("step.\(format)"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(folder.path("step.\(format)"))\n")
        var request = TipRenderRequest(
            content: TipContent(title: "Share", message: "Send this photo to a friend.", actions: [TipAction(id: "action0", title: "Got it")]),
            style: .system, scale: 1
        )
        request.scene = TipRenderRequest.Scene(
            container: CGSize(width: 390, height: 300), anchor: CGRect(x: 330, y: 40, width: 44, height: 44), spotlight: Spotlight()
        )
        let written = try Data(contentsOf: URL(fileURLWithPath: folder.path("step.\(format)")))
        #expect(written == (try TipRenderer.data(request, format: try OutputFormat(path: "x.\(format)"))))
    }

    /// A backdrop shows through the hole and, dimmed, everywhere else.
    @Test func aBackdropShowsThroughTheHole() throws {
        let folder = TemporaryDirectory()
        let red = RenderedImage(width: 4, height: 4, bytes: [UInt8](repeating: 0, count: 64).enumerated().map { $0.offset % 4 == 2 || $0.offset % 4 == 3 ? 255 : 0 })
        try PNGCodec.encode(red).write(to: URL(fileURLWithPath: folder.path("red.png")))
        let result = try CommandRunner.run([
            "tip", "Here", "--container", "200,200", "--anchor", "20,20,40,40", "--spotlight", "--backdrop", folder.path("red.png"),
            "--scale", "1", "-o", folder.path("tip.png"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: folder.path("tip.png"))))
        #expect(image.pixel(x: 40, y: 40) == (0, 0, 255, 255))               // the anchor: the backdrop as it is
        let dimmed = image.pixel(x: 190, y: 190)
        #expect(dimmed.r == 153 && dimmed.g == 0 && dimmed.b == 0 && dimmed.a == 255)   // 60 % of red
    }

    @Test(arguments: [
        (["tip", " ", "-o", "t.png"], #"error: <text>: must not be empty (a tip needs a title or a message), got " ""#),
        (["tip", "Hi", "--action", "A", "--action", "B", "--action", "C", "-o", "t.png"], "error: --action: may be given at most 2 times, got 3"),
        (["tip", "Hi", "--width", "10", "-o", "t.png"], "error: --width: must be between 40 and 2000 points, got 10"),
        (["tip", "Hi", "--anchor", "1,1,4,4", "-o", "t.png"], "error: --anchor: needs --container, got given alone"),
        (["tip", "Hi", "--spotlight", "-o", "t.png"], "error: --spotlight: needs --container and --anchor, got given alone"),
        (["tip", "Hi", "--backdrop", "b.png", "-o", "t.png"], #"error: --backdrop: needs --container and --anchor or --pointer (a tip alone has no scene), got "b.png""#),
        (["tip", "Hi", "--container", "100,100", "-o", "t.png"], "error: --container: needs --anchor or --pointer, got given alone"),
        (["tip", "Hi", "--pointer", "4,4", "-o", "t.png"], "error: --pointer: needs --container, got given alone"),
        (["tip", "Hi", "--pointer", "4,4", "--container", "100,100", "--anchor", "1,1,4,4", "-o", "t.png"],
         "error: --pointer: cannot be given with --anchor (a tooltip points at the pointer), got 4,4"),
        (["tip", "Hi", "--pointer", "4,4", "--container", "100,100", "--spotlight", "-o", "t.png"],
         "error: --spotlight: cannot be given with --pointer (a tooltip dims nothing), got given"),
        (["tip", "Hi", "--pointer", "4", "--container", "100,100", "-o", "t.png"], #"error: --pointer: must be X,Y (2 numbers separated by commas), got "4""#),
        (["tip", "Hi", "--pointer", "nan,1", "--container", "100,100", "-o", "t.png"], "error: --pointer: must be a finite number, got nan"),
        (["tip", "Hi", "--pointer", "1,-inf", "--container", "100,100", "-o", "t.png"], "error: --pointer: must be a finite number, got -inf"),
        (["tip", "Hi", "--pointer", "1e308,5", "--container", "100,100", "-o", "t.png"], "error: --pointer: must be at most 1000000000, got 1e+308"),
        (["tip", "Hi", "--pointer", "500,5", "--container", "100,100", "-o", "t.png"],
         "error: --pointer: must lie inside the container 0,0,100,100, got 500,5"),  // not the box under the cursor (issue 45)
        (["tip", "Hi", "--scale", "5", "-o", "t.png"], "error: --scale: must be 1, 2 or 3, got 5"),
        (["tip", "Hi", "-o", "t.gif"], #"error: -o: must end in .png, .pdf or .svg, got ".gif""#),
    ])
    func badInputExits64NamingTheOption(arguments: [String], message: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("t.png")))
    }

    /// Issue 38: a pointer tooltip, placed as the app places it (below the cursor, its
    /// leading end at the pointer, arrowless), with the cursor drawn on the hot spot; above
    /// the cursor near the bottom edge. The bytes are the library's.
    @Test func aPointerTooltipSitsBelowTheCursor() throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run([
            "tip", "Reorder by dragging", "--style", "tooltip", "--container", "360,160", "--pointer", "60,40", "--scale", "1",
            "-o", folder.path("tooltip.png"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        var request = TipRenderRequest(content: TipContent(message: "Reorder by dragging"), style: .tooltip, scale: 1)
        request.scene = TipRenderRequest.Scene(container: CGSize(width: 360, height: 160), pointer: CGPoint(x: 60, y: 40))
        let written = try Data(contentsOf: URL(fileURLWithPath: folder.path("tooltip.png")))
        #expect(written == (try TipRenderer.data(request, format: .png)))
        let image = try PNGCodec.decode(written)
        // The cursor: black just below and right of the hot spot.
        #expect(image.pixel(x: 61, y: 44) == (0, 0, 0, 255))
        // The tooltip's dark fill below the cursor (20 pt + 2 pt gap), none above it.
        let below = image.pixel(x: 80, y: 75)
        #expect(below.a == 255 && below.r < 60)
        #expect(image.pixel(x: 80, y: 20).a == 0)
    }
}
