import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverRender
import Testing

/// The checks that read pixels, on real skins with their projects' own numbers (no false
/// warning) and on the same skins with one fault put in (that fault's warning, alone).
@Suite struct RealSkinCheckTests {
    static let size = CGSize(width: 320, height: 240)

    func kinds(_ skin: ImageSkinImages, size: CGSize = size) -> Set<ImageSkinWarning.Kind> {
        Set(ArrowDirection.arrowed.flatMap { ImageSkinCheck.warnings(for: skin.geometry, popoverSize: size, direction: $0).map(\.kind) })
    }

    func messages(_ skin: ImageSkinImages) -> [String] { ImageSkinCheck.warnings(for: skin.geometry).map(\.message) }

    @Test(arguments: RealSkin.all)
    func noFalseWarningWithTheProjectsOwnNumbers(real: RealSkin) {
        #expect(kinds(real.skin).isEmpty, "\(real): \(messages(real.skin))")
    }

    @Test func wePopoversTwoXArrowsAreHalfAPointShort() {
        // 36×27 px at 2x: 13.5 pt against the 14 pt metrics. A real fault of the art, told
        // once: making them 28 px fixes the half point and the height alike.
        #expect(kinds(RealSkin.wePopover2x.skin) == [.halfPointArrow])
        #expect(messages(RealSkin.wePopover2x.skin).contains(
            "the up arrow, down arrow, left arrow, right arrow images are 36×27 px at 2x, 18×13.5 pt: a fraction of a point puts an edge between pixels, where it blurs and leaves a thin line at the base; make them 36×28 px"))
    }

    @Test func aSizeFaultBeyondTheHalfPointIsToldToo() {
        // With 16 pt metrics, whole points (14) would still be 2 pt short: two faults.
        var skin = RealSkin.wePopover2x.skin
        skin.metrics.arrowHeight = 16
        #expect(kinds(skin) == [.halfPointArrow, .arrowSizeMismatch])
    }

    @Test func cornersSmallerThanTheArt() {
        var skin = RealSkin.ksCustomUIPopover.skin
        skin.metrics.cornerRadius = 2
        #expect(kinds(skin) == [.arrowCanCrossCorners])
        // The 9.5 pt curve is 3.7 pt deep 2 pt from the corner; the body reaches 2 pt under the arrow.
        #expect(messages(skin) == ["the background's visible corners are 9.5 pt round but the arrow keeps only 2 pt clear of them, so near a corner its base overhangs the curve by 1.7 pt: set the corner radius to at least 4"])
        skin.metrics.cornerRadius = 4
        #expect(kinds(skin).isEmpty)
        skin.arrangement.bodyOverlap = 0
        #expect(kinds(skin) == [.arrowCanCrossCorners])
    }

    @Test func aShadowMarginLeftUndeclaredLeavesTheArrowFloating() {
        var skin = RealSkin.wePopover.skin
        skin.arrangement.backgroundInsets = .zero
        #expect(kinds(skin) == [.arrowOffTheBody])
        #expect(messages(skin) == ["the up arrow floats 12 pt off the visible body: the background's visible edge is 12 pt inside the image on that side, the background insets say 0, the body overlaps 0 and the arrow image has 0 pt of empty rows at its base; set the background insets to the visible edge measured, 12,12,12,12"])
    }

    @Test func emptyRowsAtTheArrowsBaseLeaveAGap() {
        var skin = RealSkin.mbPopoverBackgroundView.skin
        skin.arrows = skin.arrows.map { $0.paddedBelow(3) }
        skin.metrics.arrowHeight = 19
        #expect(kinds(skin) == [.arrowOffTheBody])
        #expect(messages(skin)[0].hasSuffix("crop the 3 pt of empty rows at the arrow image's base, or make the body overlap 3"))
    }

    @Test func anArrowDrawnTheOtherWay() {
        var skin = RealSkin.ylfPopoverBackgroundView.skin
        skin.arrangement.arrowOrientation = ArrowOrientation(drawn: .up, vertical: .flip)
        #expect(kinds(skin) == [.arrowPointsWrongWay])
        #expect(messages(skin) == ["the arrow image points down but the skin says it is drawn pointing up, so every arrow points the wrong way, some with the tip into the body: say it is drawn pointing down (--arrow-drawn down, placement.arrowOrientation.drawn)"])
    }

    @Test func fourArrowsInTheWrongOrder() {
        var skin = RealSkin.ksCustomUIPopover.skin
        guard case let .perDirection(up, down, left, right) = skin.arrows else { Issue.record("KS has four arrows"); return }
        skin.arrows = .perDirection(up: up, down: down, left: right, right: left)
        #expect(kinds(skin) == [.arrowsInWrongOrder])
        #expect(messages(skin) == ["the four arrow images are in the wrong order: the one given for left points right, the one given for right points left; give them as up, down, left, right"])
    }

    @Test func aDownArrowShorterThanTheUpOne() {
        var skin = RealSkin.wePopover.skin
        guard case let .perDirection(up, down, left, right) = skin.arrows else { Issue.record("WEPopover has four arrows"); return }
        skin.arrows = .perDirection(up: up, down: down.clearingRows(10..<14), left: left, right: right)
        #expect(kinds(skin) == [.arrowsOfDifferentDepths])
        #expect(messages(skin)[0].hasPrefix("the down arrow is 10 pt deep but the up arrow is 12.7 pt"))
    }

    @Test func aBodySmallerThanItsCaps() {
        // KSCustomUIPopover's caps are 49 + 49 pt down: 100 pt less a 19 pt arrow is 81.
        #expect(kinds(RealSkin.ksCustomUIPopover.skin, size: CGSize(width: 320, height: 100)) == [.bodySmallerThanCaps])
    }

    @Test func anArrowInAnotherColourThanTheBody() {
        var skin = RealSkin.mbPopoverBackgroundView.skin
        skin.arrows = skin.arrows.map { $0.whitened() }
        #expect(kinds(skin) == [.colourStepAtBase])
        #expect(messages(skin) == ["where the up arrow meets the body the colour jumps from #FFFFFF (the arrow's base) to #990000 (the body): a seam shows; draw the arrow's base in the body's edge colour"])
    }

    @Test func hostileNumbersNeverTrapTheReading() {
        // Found by popoverkit-fuzz: a depth of -1e308 pt once became an Int.
        var skin = RealSkin.mbPopoverBackgroundView.skin
        skin.metrics.arrowHeight = -1e308
        skin.arrangement.bodyOverlap = .infinity
        #expect(skin.reading.bodyColours[.up] == skin.reading.bodyColours[.down])
        #expect(skin.reading.background.cornerRadius == 10.5)
    }
}
