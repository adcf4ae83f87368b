import Foundation
import PopoverCore
@testable import PopoverRender
import Testing

/// Issue 21, fault 5: art with the arrow drawn in is inspected without an arrow file. Read
/// from GIKPopoverBackgroundView's PNGs, the numbers are GIK's own (its header and its
/// image-files example), and the skin they make draws what GIK's skin.json draws.
@Suite struct ArrowInBackgroundInspectionTests {
    static func art(_ name: String) throws -> RenderedImage {
        try PNGCodec.decode(try #require(FileManager.default.contents(atPath: RealSkin.folder.appendingPathComponent("GIKPopoverBackgroundView/\(name)@2x.png").path)))
    }

    /// Each image's side, arrow and stretches, against GIK's numbers (GIK.skin in the core's
    /// tests; the fixture's skin.json): the arrow's base and height (kPopoverArrowWidth 37,
    /// kPopoverArrowHeight 19), its centre line, and where it stretches along the edge.
    @Test(arguments: [
        ("PopoverBackgroundArrowUp", ArrowDirection.up, 28.5, 9.0, 47.0, 9.0 as CGFloat?),
        ("PopoverBackgroundArrowDown", .down, 28.5, 9, 47, 9),
        ("PopoverBackgroundArrowUpRight", .up, 28.5, 9, 42, nil),
        ("PopoverBackgroundArrowSideTop", .right, 23.75, 43, 9, nil),
    ])
    func gikArtReadsAsGIKsNumbers(name: String, direction: ArrowDirection, centre: CGFloat, lead: CGFloat, trail: CGFloat, secondStretch: CGFloat?) throws {
        let reading = try ArrowInBackgroundInspection(try Self.art(name), imageScale: 2)
        #expect(reading.direction == direction)
        // UpRight's arrow runs into the corner's curve at its right: its base reads a point short.
        #expect(abs(reading.metrics.arrowBase - 37) <= (name.hasSuffix("Right") ? 1 : 0) && reading.metrics.arrowHeight == 19)
        #expect(reading.set.main.arrowCentre == centre)
        let caps = reading.set.main.capInsets
        #expect((direction.isVertical ? [caps.left, caps.right] : [caps.top, caps.bottom]) == [lead, trail])
        // Both main images stretch twice around a moving arrow, as GIK's do; the corner art, at its end, once.
        #expect(reading.set.fixedArrow == (secondStretch == nil))
        if let secondStretch { #expect(reading.set.secondStretchCap == secondStretch) }
        #expect(abs(reading.metrics.cornerRadius - 7) <= 1)
    }

    /// The skin read from the up image draws what GIK's skin.json draws for an up arrow
    /// that the main image serves, at several offsets: the same pixels, give or take the
    /// 3/255 that "matching" lines may differ by.
    @Test func theReadSkinDrawsWhatGIKsSkinDraws() throws {
        let art = try Self.art("PopoverBackgroundArrowUp")
        let reading = try ArrowInBackgroundInspection(art, imageScale: 2)
        var set = reading.set.map { _ in art }
        set.main.image = art
        let read = ArrowInBackgroundImages(skin: ArrowInBackgroundInspection.skin(.up, set), metrics: reading.metrics, imageScale: 2)
        let gik = RealArrowInBackgroundSkin.gik2x
        for offset: CGFloat in [-60, -20, 0, 35, 70] {
            let size = CGSize(width: 260, height: 170)
            let ours = try SkinCompositor.compose(read, size: size, direction: .up, arrowOffset: offset, scale: 2)
            let theirs = try SkinCompositor.compose(gik, size: size, direction: .up, arrowOffset: offset, scale: 2)
            let off = zip(ours.bytes, theirs.bytes).filter { abs(Int($0) - Int($1)) > ImageSkinInspection.uniformTolerance }.count
            #expect(off == 0, "\(off) channels differ at offset \(offset)")
        }
    }

    /// GIK's up art with a texture laid over its body (every other row 6 levels darker, as
    /// a noisy leather does): no two rows match, so the caps across the edge fall back to
    /// the arrow and the corner radius, and the reading says so (`skin inspect` warns).
    @Test func aTextureAllTheWayIsSaid() throws {
        let art = try Self.art("PopoverBackgroundArrowUp")
        var bytes = art.bytes
        for y in stride(from: 38, to: art.height, by: 2) {
            for i in (y * art.width * 4)..<((y + 1) * art.width * 4) where i % 4 != 3 { bytes[i] = bytes[i] >= 6 ? bytes[i] - 6 : 0 }
        }
        let textured = RenderedImage(width: art.width, height: art.height, bytes: bytes)
        #expect(try ArrowInBackgroundInspection(art, imageScale: 2).foundUniformLines)
        let reading = try ArrowInBackgroundInspection(textured, imageScale: 2)
        #expect(!reading.foundUniformLines)
        #expect(reading.direction == .up && reading.metrics.arrowHeight == 19)
        #expect(reading.set.main.capInsets.top == 19 + reading.metrics.cornerRadius.rounded(.up))
    }

    @Test func artWithoutAnArrowIsRefusedByName() throws {
        let we = try PNGCodec.decode(try #require(FileManager.default.contents(atPath: RealSkin.folder.appendingPathComponent("WEPopover/popoverBg@2x.png").path)))
        #expect(throws: PopoverInputError(
            field: "background", rule: "must have an arrow drawn into it (a narrow shape sticking out of one side of the body), or give the arrow image(s) too", value: "none found"
        )) { try ArrowInBackgroundInspection(we, imageScale: 2) }
        // A transparent image, and one of a single pixel, read as no arrow too.
        for image in [RenderedImage(width: 40, height: 40, bytes: [UInt8](repeating: 0, count: 6400)), RenderedImage(width: 1, height: 1, bytes: [0, 0, 0, 255])] {
            #expect(throws: PopoverInputError.self) { try ArrowInBackgroundInspection(image, imageScale: 2) }
        }
    }
}
