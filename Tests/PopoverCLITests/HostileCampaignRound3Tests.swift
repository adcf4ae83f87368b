import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 32's hostile-input campaign: each case once crashed, took gigabytes or seconds
/// before a refusal, wrote a file that does not parse, or blamed the wrong thing.
@Suite struct HostileCampaignRound3Tests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    /// A glass style drew its built-in backdrop at the canvas's size before the size was
    /// checked: 200000,200000 aborted allocating 640 GB (exit 134), where classic was
    /// refused at once. Glass is now refused as classic is, with nothing written.
    @Test(arguments: ["classic", "glass"])
    func aCanvasTooLargeIsRefusedBeforeTheBackdropIsMade(style: String) throws {
        let result = try CommandRunner.run(["render", "--style", style, "--size", "200000,200000", "-o", path("a.png")])
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
        let result = try CommandRunner.run(["render", "--style", path("wide.json"), "--scale", "\(scale)", "-o", path("a.png")])
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
}
