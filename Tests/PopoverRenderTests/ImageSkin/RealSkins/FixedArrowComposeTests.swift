import Foundation
import PopoverCore
import PopoverImageSkin
@testable import PopoverRender
import Testing

/// Issue 21: Mumble's MUPopoverBackgroundView draws one resizable image over its view, the
/// caps (41, 47, 10, 10) covering the 57×51 pt image, the arrow fixed in the art. Apple's art
/// is not ours to commit; GIK's up image (MIT) is the same size and shape and stands in.
@Suite struct FixedArrowComposeTests {
    /// Mumble's skin: its numbers (skin.json as a designer writes it), GIK's up art at 2x.
    static func mumble(scale: Int = 2) throws -> ArrowInBackgroundImages {
        let png = try #require(FileManager.default.contents(atPath: RealSkin.folder.appendingPathComponent(
            "GIKPopoverBackgroundView/PopoverBackgroundArrowUp\(scale == 1 ? "" : "@\(scale)x").png").path))
        let skin = ArrowInBackgroundSkin(up: ArrowBackgroundSet(fixedArrow: ArrowBackgroundImage(
            image: png, size: CGSize(width: 57, height: 51), capInsets: PopoverInsets(top: 41, left: 47, bottom: 10, right: 10), arrowCentre: 28.5)))
        return try ArrowInBackgroundImages.loose(skin, metrics: SkinMetrics(arrowBase: 35, arrowHeight: 19, contentInsets: PopoverInsets(top: 8, left: 11, bottom: 11, right: 11),
                                                                       cornerRadius: 7), imageScale: scale)
    }

    /// UIKit's documented rule for caps that leave nothing between them: the caps keep their
    /// size and the pixel at their boundary (the first after the leading cap) fills the
    /// rest. Every pixel of the preview is the art's pixel that rule names, at every offset.
    @Test(arguments: [1, 2])
    func everyPixelIsTheOneUIKitsCapRuleNames(scale: Int) throws {
        let skin = try Self.mumble(scale: scale), art = try #require(skin.skin.up?.main.image)
        let width = 300 * scale, height = 200 * scale
        /// Where output coordinate `t` of `target` pixels reads in an image of `length` pixels with a leading cap of `cap`.
        func source(_ t: Int, target: Int, length: Int, cap: Int) -> Int {
            t < cap ? t : t >= target - (length - cap) ? length - (target - t) : cap
        }
        var previews: [RenderedImage] = []
        for offset: CGFloat in [-120, 0, 90] {
            let preview = try SkinCompositor.compose(skin, size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: offset, scale: scale)
            previews.append(preview)
        }
        #expect(previews.allSatisfy { $0 == previews[0] }, "the arrow moved with the offset")
        let preview = previews[0]
        var wrong = 0
        for y in 0..<height {
            let sy = source(y, target: height, length: art.height, cap: 41 * scale)
            for x in 0..<width {
                let sx = source(x, target: width, length: art.width, cap: 47 * scale)
                let a = preview.pixel(x: x, y: y), b = art.pixel(x: sx, y: sy)
                if max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a))) > 1 { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from UIKit's rule at \(scale)x")
        // The tip: the art's tip pixel column, 28.5 pt from the left, on the top edge.
        #expect(preview.pixel(x: 57 * scale / 2, y: 0).a > 0)
    }

    /// A down popover of the up-only skin: the body without an arrow, in UIKit's body (the
    /// arrow's 19 pt at the bottom left empty), closed on every side.
    @Test func aDirectionTheArtLacksShowsTheBodyWithoutAnArrow() throws {
        let skin = try Self.mumble()
        let preview = try SkinCompositor.compose(skin, size: CGSize(width: 300, height: 200), direction: .down, arrowOffset: 0, scale: 2)
        for x in stride(from: 0, to: 600, by: 7) { #expect(preview.pixel(x: x, y: 399).a == 0 && preview.pixel(x: x, y: 362).a == 0) }
        // Solid in the middle of the body, on both sides of the pieces' meeting.
        for x in [100, 299, 300, 500] { #expect(preview.pixel(x: x, y: 180).a == skin.skin.up?.main.image.pixel(x: 57, y: 60).a, "\(x)") }
        #expect(ImageSkinCheck.warnings(for: skin.skin, direction: .down).map(\.description)
            == ["the skin has images only for up (arrowInBackground): a down popover shows the body without an arrow, and presentAsPopover permits only up"])
        #expect(ImageSkinCheck.warnings(for: skin.skin, direction: .up).isEmpty)
    }
}
