import Foundation
import PopoverCore
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

    @Test func cornerRadiiWithinHalfAPointWhereTheProjectMeasuredThem() {
        #expect(abs(inspect(.ksCustomUIPopover).metrics.cornerRadius - 9) <= 0.5)    // `cornerRadius = 9`
        #expect(inspect(.ylfPopoverBackgroundView).metrics.cornerRadius == 15)       // drawn with radius 15
        // MBPopoverBackgroundView keeps the arrow inside its 12 pt caps, not off a measured curve.
        #expect(abs(inspect(.mbPopoverBackgroundView).metrics.cornerRadius - 12) <= 2)
        // WEPopover lets the arrow 4 pt near its 6.5 pt corners; the checks find no overhang there.
        #expect(inspect(.wePopover).metrics.cornerRadius == 6.5)
    }

    @Test func capInsetsKeepEveryChangingRowOutOfTheStretch() {
        // MB and YLF cap their corners (12 and 15); KS and WE cap nearly half the image.
        #expect(inspect(.mbPopoverBackgroundView).capInsets == PopoverInsets(top: 10, left: 9, bottom: 10, right: 10))
        #expect(inspect(.ylfPopoverBackgroundView).capInsets == .uniform(14))
        #expect(inspect(.ksCustomUIPopover).capInsets == PopoverInsets(top: 46, left: 28, bottom: 38, right: 27))
        #expect(inspect(.wePopover).capInsets == PopoverInsets(top: 30, left: 30, bottom: 22, right: 22))
        for real in RealSkin.all {
            let caps = inspect(real).capInsets, own = real.skin.capInsets, image = real.skin.background, s = real.skin.imageScale
            #expect(caps.top <= own.top && caps.left <= own.left && caps.bottom <= own.bottom && caps.right <= own.right, "\(real)")
            // Stretching repeats rows (and columns) that are all the same.
            let rows = Int(caps.top) * s..<(image.height - Int(caps.bottom) * s)
            #expect(!rows.isEmpty && rows.allSatisfy { y in (0..<image.width).allSatisfy { image.pixel(x: $0, y: y) == image.pixel(x: $0, y: rows.lowerBound) } }, "\(real)")
        }
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
