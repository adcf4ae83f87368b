import Foundation
import PopoverCore
import PopoverTips
import PopoverRender
import Testing

/// Issue 35: `popoverkit tip` draws a styled tip (fonts, colour, alignment, image, right
/// to left) as the library lays it out, and refuses every bad value by its option.
@Suite struct TipStyleCommandTests {
    static let red = RenderedImage(width: 8, height: 8, bytes: (0..<256).map { $0 % 4 == 2 || $0 % 4 == 3 ? 255 : 0 })

    /// Each option reaches the request: the bytes are the library's for the same request.
    @Test func theOptionsAreTheLibrarysTextStyle() throws {
        let folder = TemporaryDirectory()
        try PNGCodec.encode(Self.red).write(to: URL(fileURLWithPath: folder.path("icon.png")))
        let result = try CommandRunner.run([
            "tip", "Drag to reorder your lists.", "--title", "Reorder", "--action", "OK", "--title-font", "20,bold",
            "--message-font", "body", "--action-font", "callout,medium", "--text-color", "#1C1C1E,#F2F2F7", "--text-align", "center",
            "--width", "180", "--image", folder.path("icon.png"), "--right-to-left", "--appearance", "dark", "--scale", "1", "-o", folder.path("tip.png"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let style = TipTextStyle(
            titleFont: TipFont(size: 20, weight: .bold), messageFont: .textStyle(.body), actionFont: .textStyle(.callout, weight: .medium),
            textColor: DynamicColor(light: try RGBAColor(hex: "#1C1C1E"), dark: try RGBAColor(hex: "#F2F2F7")), alignment: .center, maximumWidth: 180
        )
        let request = TipRenderRequest(
            content: TipContent(title: "Reorder", message: "Drag to reorder your lists.", actions: [TipAction(id: "action0", title: "OK")]),
            style: .system, scale: 1, appearance: .dark, textStyle: style, image: Self.red, layoutDirection: .rightToLeft
        )
        let written = try Data(contentsOf: URL(fileURLWithPath: folder.path("tip.png")))
        #expect(written == (try TipRenderer.data(request, format: .png)))
    }

    /// The image is drawn where the layout puts it: at the right edge, right to left.
    @Test func theImageIsDrawnAtTheLeadingEdge() throws {
        func picture(_ direction: PopoverLayoutDirection) throws -> RenderedImage {
            try TipRenderer.image(TipRenderRequest(
                content: TipContent(message: "Hi there"), style: .system, scale: 1, image: Self.red, layoutDirection: direction, direction: .unknown
            ))
        }
        let ltr = try picture(.leftToRight), rtl = try picture(.rightToLeft)
        #expect(ltr.width == rtl.width)
        func isRed(_ p: (b: UInt8, g: UInt8, r: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255 }
        let reds = { (image: RenderedImage) in (0..<image.width).filter { x in (0..<image.height).contains { isRed(image.pixel(x: x, y: $0)) } } }
        let left = reds(ltr), right = reds(rtl)
        #expect(left.count == 8 && right.count == 8)
        #expect(left.first! < ltr.width / 2 && right.first! > rtl.width / 2)
        // Mirrored: as far from the right edge as the other is from the left.
        #expect(left.first! == rtl.width - 1 - right.last!)
    }

    @Test(arguments: [
        (["tip", "Hi", "--title-font", "0", "-o", "t.png"], "--title-font"),
        (["tip", "Hi", "--message-font", "huge", "-o", "t.png"], "--message-font"),
        (["tip", "Hi", "--action-font", "body,heavy", "-o", "t.png"], "--action-font"),
        (["tip", "Hi", "--message-font", "12,bold,italic", "-o", "t.png"], "--message-font"),
        (["tip", "Hi", "--text-color", "red", "-o", "t.png"], "--text-color"),
        (["tip", "Hi", "--text-color", "#000000,#FFFFFF,#FF0000", "-o", "t.png"], "--text-color"),
        (["tip", "Hi", "--text-align", "justified", "-o", "t.png"], "--text-align"),
        (["tip", "Hi", "--system-image", "star", "-o", "t.png"], "--system-image"),
        (["tip", "Hi", "--image", "missing.png", "-o", "t.png"], "--image"),
    ])
    func badStyleExits64NamingTheOption(arguments: [String], option: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(arguments, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: \(option): "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("t.png")))
    }

    @Test func aSymbolIsRefusedPlainly() throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["tip", "Hi", "--system-image", "star.fill", "-o", "t.png"], in: folder.url)
        #expect(result.stderr == #"error: --system-image: cannot be drawn: the renderer has no SF Symbols (export the symbol as a PNG and give --image), got "star.fill""# + "\n")
    }
}
