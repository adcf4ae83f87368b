import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// Issue 21, fault 4, drawn: real apps' arrangements on real art. Rockpack's
/// SYNPopoverBackgroundView is the KSCustomUIPopover template (same layout code, art of
/// the same design), so KS's committed art stands for Rockpack's, with Rockpack's numbers.
@Suite struct AppArrangementRenderTests {
    static let size = CGSize(width: 300, height: 200)

    static func ks(_ change: (inout ImageSkinArrangement) -> Void) -> ImageSkinImages {
        var skin = RealSkin.ksCustomUIPopover.skin
        change(&skin.arrangement)
        return skin
    }

    static func compose(_ skin: ImageSkinImages, _ direction: ArrowDirection, offset: CGFloat = 0) throws -> RenderedImage {
        try SkinCompositor.compose(skin, size: size, direction: direction, arrowOffset: offset, scale: 2)
    }

    /// Rockpack's `_arrowOffset = -80.0`: the up preview is the same picture whatever
    /// offset UIKit asks, the one KS's skin draws at -80; down is KS's centred arrow.
    @Test func rockpacksFixedOffsetDrawsTheSamePictureForEveryOffset() throws {
        let rockpack = Self.ks { $0.fixedArrowOffsets = [.up: -80, .down: 0, .left: 0, .right: 0] }
        let up = try Self.compose(RealSkin.ksCustomUIPopover.skin, .up, offset: -80)
        let down = try Self.compose(RealSkin.ksCustomUIPopover.skin, .down, offset: 0)
        for offset: CGFloat in [-120, 0, 37, 90] {
            #expect(try Self.compose(rockpack, .up, offset: offset).bytes == up.bytes)
            #expect(try Self.compose(rockpack, .down, offset: offset).bytes == down.bytes)
        }
        #expect(up.bytes != (try Self.compose(RealSkin.ksCustomUIPopover.skin, .up, offset: 0)).bytes)
    }

    /// The opaque columns of the top `rows` pixel rows: where an up arrow shows.
    static func opaqueColumns(_ image: RenderedImage, rows: Range<Int>) -> ClosedRange<Int>? {
        let columns = (0..<image.width).filter { x in rows.contains { image.pixel(x: x, y: $0).a >= 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// KS's 35×19 pt arrow drawn into a frame half as wide (as OpenIM draws its 28 pt image
    /// into 14 pt): what shows of it above the body is half as wide, centred where it was,
    /// its tip still in the top rows.
    @Test func anArrowFrameOfAnotherSizeStretchesTheImage() throws {
        let narrow = Self.ks { $0.arrowImageSize = CGSize(width: 17.5, height: 19) }
        let plain = try Self.compose(RealSkin.ksCustomUIPopover.skin, .up)
        let squeezed = try Self.compose(narrow, .up)
        // Above the body (which starts 2 pt under the arrow's base): the arrow alone.
        let arrowRows = 0..<30
        let wide = try #require(Self.opaqueColumns(plain, rows: arrowRows))
        let thin = try #require(Self.opaqueColumns(squeezed, rows: arrowRows))
        #expect(wide.count >= 40, "\(wide)")
        #expect(abs(2 * thin.count - wide.count) <= 3, "\(thin) against \(wide)")
        #expect(abs((thin.lowerBound + thin.upperBound) - (wide.lowerBound + wide.upperBound)) <= 1)
        #expect(Self.opaqueColumns(squeezed, rows: 0..<2) != nil)
    }

    /// CustomPopoverSkinDemo's `cornerRadius = 15` with `masksToBounds` on the body image
    /// view, on KS's art (corners 9.5 pt round): outside a 30 px circle in each corner of the
    /// background's rectangle nothing is drawn, inside the picture is the unclipped one,
    /// and the arrow (not in that view) is whole.
    @Test func aBackgroundCornerRadiusClipsTheBodyNotTheArrow() throws {
        let rounded = Self.ks { $0.backgroundCornerRadius = 15 }
        let clipped = try Self.compose(rounded, .up), plain = try Self.compose(RealSkin.ksCustomUIPopover.skin, .up)
        let rect = RealSkin.ksCustomUIPopover.skin.layout(size: Self.size, direction: .up, arrowOffset: 0, scale: 2).backgroundImageRect
        let left = Int(rect.minX * 2), top = Int(rect.minY * 2), right = Int(rect.maxX * 2) - 1, bottom = Int(rect.maxY * 2) - 1
        // KS's own corners are 9.5 pt round: (6, 6) and (7, 7) px from a corner are inside
        // them, but 33.2 and 31.8 px from the 15 pt circle's centre: outside it.
        for d in [6, 7] {
            for (x, y) in [(left + d, bottom - d), (right - d, bottom - d), (right - d, top + d), (left + d, top + d)] {
                #expect(plain.pixel(x: x, y: y).a == 255)
                #expect(clipped.pixel(x: x, y: y).a == 0, "(\(x), \(y))")
            }
        }
        // (12, 12) is 24.7 px from it: inside, untouched; so is the middle of each edge.
        for (x, y) in [(left + 12, bottom - 12), (right - 12, top + 12), (150 * 2, bottom), (left, 100 * 2)] {
            #expect(clipped.pixel(x: x, y: y) == plain.pixel(x: x, y: y), "(\(x), \(y))")
        }
        // The arrow's rows above the body are the same pixels.
        for y in 0..<(top) { for x in 0..<clipped.width { #expect(clipped.pixel(x: x, y: y) == plain.pixel(x: x, y: y)) } }
    }

    /// An up-only skin (Mumble's) previewed down: the body as KS draws it down, no arrow in
    /// the strip UIKit leaves for it, and the check says why.
    @Test func aDirectionTheSkinDoesNotDrawShowsTheBodyAlone() throws {
        let upOnly = Self.ks { $0.directions = [.up] }
        let down = try Self.compose(upOnly, .down)
        let rect = upOnly.layout(size: Self.size, direction: .down, arrowOffset: 0, scale: 2).backgroundImageRect
        #expect(rect.maxY < 200 - 15)
        for y in Int(rect.maxY * 2)..<400 { for x in 0..<600 { #expect(down.pixel(x: x, y: y).a == 0) } }
        #expect(try Self.compose(upOnly, .up).bytes == (try Self.compose(RealSkin.ksCustomUIPopover.skin, .up)).bytes)
        let kinds = ImageSkinCheck.warnings(for: upOnly.geometry, popoverSize: Self.size, direction: .down).map(\.kind)
        #expect(kinds.contains(.directionNotDrawn))
        #expect(!ImageSkinCheck.warnings(for: upOnly.geometry, popoverSize: Self.size, direction: .up).map(\.kind).contains(.directionNotDrawn))
    }
}
