import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// `skin inspect`'s inference on real skins, against each project's own numbers (see the
/// fixtures' README.md files): which agree exactly, which within what, and why.
@Suite struct RealSkinInspectionTests {
    func inspect(_ real: RealSkin) -> ImageSkinInspection {
        ImageSkinInspection(background: real.skin.background, arrows: real.skin.arrows, imageScale: real.skin.imageScale)
    }

    @Test(arguments: RealSkin.all + [RealSkin.wePopover2x])
    func arrowSizeAndDirectionAreTheProjectsOwn(real: RealSkin) {
        let found = inspect(real), own = real.skin
        #expect(found.metrics.arrowBase == own.metrics.arrowBase, "\(real)")
        // WEPopover's @2x arrows are 27 px: 13.5 pt against its 14 (the half-point fault).
        #expect(found.metrics.arrowHeight == (real.skin.imageScale == 2 && real.name == "WEPopover" ? 13.5 : own.metrics.arrowHeight), "\(real)")
        #expect(found.arrangement.arrowOrientation.drawn == own.arrangement.arrowOrientation.drawn, "\(real)")
    }

    @Test func overlapAndVisibleEdgeAreTheProjectsOwn() {
        // KSCustomUIPopover: a 2 pt full-width band at the arrow's base, `ARROW_HEIGHT - 2`.
        #expect(inspect(.ksCustomUIPopover).arrangement.bodyOverlap == 2)
        #expect(inspect(.mbPopoverBackgroundView).arrangement.bodyOverlap == 0)
        #expect(inspect(.ylfPopoverBackgroundView).arrangement.bodyOverlap == 0)
        // WEPopover: the body starts 12 pt in (a dark border line) where the project puts its
        // arrow's base 13 pt in, under the body: 1 pt of overlap, the same thing said our way.
        let we = inspect(.wePopover)
        #expect(we.arrangement.backgroundInsets == .uniform(12))
        #expect(we.arrangement.bodyOverlap == 1)
        for real in [RealSkin.ksCustomUIPopover, .mbPopoverBackgroundView, .ylfPopoverBackgroundView] {
            #expect(inspect(real).arrangement.backgroundInsets == .zero, "\(real)")
        }
    }

    /// Issue 21, fault 3: the same art at 1x and 2x reads the same overlap, in whole points
    /// (WEPopover's one-pixel base band read 1 pt at 1x and 0.5 pt at 2x).
    @Test(arguments: [
        ("WEPopover", "popoverBg", ["Up", "Down", "Left", "Right"].map { "popoverArrow\($0)" }, 1),
        ("KSCustomUIPopover", "popover-black-bcg-image", ["top", "bottom", "left", "right"].map { "popover-black-\($0)-arrow-image" }, 2),
    ] as [(String, String, [String], CGFloat)])
    func overlapIsTheSameAt1xAnd2x(project: String, background: String, arrows: [String], overlap: CGFloat) throws {
        for (suffix, scale) in [("", 1), ("@2x", 2)] {
            let images = try arrows.map { try PNGCodec.decode(RealSkin.png(project, "\($0)\(suffix).png")) }
            let found = ImageSkinInspection(
                background: try PNGCodec.decode(RealSkin.png(project, "\(background)\(suffix).png")),
                arrows: .perDirection(up: images[0], down: images[1], left: images[2], right: images[3]), imageScale: scale
            )
            #expect(found.arrangement.bodyOverlap == overlap, "\(project) at \(scale)x")
        }
    }

    @Test func cornerRadiiWithinHalfAPointWhereTheProjectMeasuredThem() {
        #expect(abs(inspect(.ksCustomUIPopover).metrics.cornerRadius - 9) <= 0.5)    // `cornerRadius = 9`
        #expect(inspect(.ylfPopoverBackgroundView).metrics.cornerRadius == 15)       // drawn with radius 15
        // MBPopoverBackgroundView keeps the arrow inside its 12 pt caps, not off a measured curve.
        #expect(abs(inspect(.mbPopoverBackgroundView).metrics.cornerRadius - 12) <= 2)
        // WEPopover lets the arrow 4 pt near its 6.5 pt corners; the checks find no overhang there.
        #expect(inspect(.wePopover).metrics.cornerRadius == 6.5)
    }

    /// Issue 21, fault 3: the stretch takes the longest band of rows (and columns) that all
    /// match within ``ImageSkinInspection/uniformTolerance`` (3/255): KS's and WE's subtle
    /// shading no longer pushes their caps to nearly half the image.
    @Test func capInsetsKeepEveryChangingRowOutOfTheStretch() {
        // MB and YLF cap their corners (12 and 15); KS's top keeps its header.
        #expect(inspect(.mbPopoverBackgroundView).capInsets == PopoverInsets(top: 10, left: 9, bottom: 10, right: 10))
        #expect(inspect(.ylfPopoverBackgroundView).capInsets == .uniform(14))
        #expect(inspect(.ksCustomUIPopover).capInsets == PopoverInsets(top: 46, left: 9, bottom: 9, right: 9))
        #expect(inspect(.wePopover).capInsets == PopoverInsets(top: 27, left: 27, bottom: 19, right: 20))
        let tolerance = ImageSkinInspection.uniformTolerance
        func same(_ a: (b: UInt8, g: UInt8, r: UInt8, a: UInt8), _ b: (b: UInt8, g: UInt8, r: UInt8, a: UInt8)) -> Bool {
            abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
                && abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
        }
        for real in RealSkin.all {
            let found = inspect(real), caps = found.capInsets, own = real.skin.capInsets, image = real.skin.background, s = real.skin.imageScale
            #expect(found.foundUniformRows && found.foundUniformColumns, "\(real)")
            #expect(caps.top <= own.top && caps.left <= own.left && caps.bottom <= own.bottom && caps.right <= own.right, "\(real)")
            // Stretching repeats rows (and columns) that all match the first within the tolerance.
            let rows = Int(caps.top) * s..<(image.height - Int(caps.bottom) * s)
            #expect(!rows.isEmpty && rows.allSatisfy { y in (0..<image.width).allSatisfy { same(image.pixel(x: $0, y: y), image.pixel(x: $0, y: rows.lowerBound)) } }, "\(real)")
            let columns = Int(caps.left) * s..<(image.width - Int(caps.right) * s)
            #expect(!columns.isEmpty && columns.allSatisfy { x in (0..<image.height).allSatisfy { same(image.pixel(x: x, y: $0), image.pixel(x: columns.lowerBound, y: $0)) } }, "\(real)")
        }
    }

    /// A texture's noise does not hide the band (KS's art with ±1 of noise in every colour
    /// channel still finds one, inside the project's own caps); a gradient all the way down
    /// has none, and says so.
    @Test func noiseIsToleratedAndAGradientIsReported() {
        let ks = RealSkin.ksCustomUIPopover
        var noise = ks.skin.background.bytes
        for i in noise.indices where noise[i] > 1 && noise[i] < 254 && i % 4 != 3 {
            noise[i] = noise[i] &+ UInt8(i * 7919 % 3) &- 1
        }
        let noisy = RenderedImage(width: ks.skin.background.width, height: ks.skin.background.height, bytes: noise)
        let arrows = ks.skin.arrows
        let textured = ImageSkinInspection(background: noisy, arrows: arrows, imageScale: 2), own = ks.skin.capInsets
        #expect(textured.foundUniformRows && textured.foundUniformColumns)
        let caps = textured.capInsets
        #expect(caps.top <= own.top && caps.left <= own.left && caps.bottom <= own.bottom && caps.right <= own.right, "\(caps)")
        let art = ks.skin.background
        var ramp = art.bytes
        for y in 0..<art.height {
            for x in 0..<art.width where art.pixel(x: x, y: y).a == 255 {
                ramp[(y * art.width + x) * 4] = UInt8((y * 4) & 0xFF)   // 4/255 a row: no two rows match
            }
        }
        let gradient = RenderedImage(width: art.width, height: art.height, bytes: ramp)
        let found = ImageSkinInspection(background: gradient, arrows: arrows, imageScale: 2)
        #expect(!found.foundUniformRows && found.foundUniformColumns)
    }

    @Test(arguments: RealSkin.all)
    func theInferredNumbersPassTheChecks(real: RealSkin) {
        let found = inspect(real)
        var skin = real.skin
        skin.capInsets = found.capInsets
        skin.metrics = found.metrics
        skin.arrangement = found.arrangement
        let warnings = ArrowDirection.arrowed.flatMap {
            ImageSkinCheck.warnings(for: skin.geometry, popoverSize: CGSize(width: 320, height: 240), direction: $0)
        }
        #expect(warnings.isEmpty, "\(real): \(warnings)")
    }
}
