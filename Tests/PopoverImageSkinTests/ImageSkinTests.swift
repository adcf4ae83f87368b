import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

@Suite struct ImageSkinPlanTests {
    @Test func solidStyleGetsTheSmallestNinePartImageAndOneRotatedArrow() {
        let plan = ImageSkinPlan(style: .orange)      // radius 12, no border
        #expect(plan.capInsets == .uniform(13))
        #expect(plan.backgroundSize == CGSize(width: 27, height: 27))
        #expect(plan.arrowOverlap == 1)
        #expect(plan.arrowImageSize == CGSize(width: 30, height: 15))
        #expect(!plan.arrowImagesPerDirection)
    }

    @Test func borderAndHighlightWidenTheCapsAndTheOverlap() {
        let plan = ImageSkinPlan(style: .classic)     // radius 8, 1 pt border, hairline highlight
        #expect(plan.capInsets == .uniform(11))
        #expect(plan.arrowOverlap == 3)
        #expect(plan.arrowImagesPerDirection)
        #expect(plan.backgroundSize == CGSize(width: 23, height: ImageSkinPlan.gradientLength))
    }

    @Test func arrowImagesPickRotatedOrPerDirectionImages() throws {
        let rotated: ArrowImages<String> = .rotated(up: "a")
        #expect(rotated.isRotated)
        #expect(rotated.image(for: .left)! == ("a", true))
        #expect(rotated.image(for: .unknown) == nil)
        let four: ArrowImages<String> = .perDirection(up: "u", down: "d", left: "l", right: "r")
        #expect(!four.isRotated)
        #expect(four.image(for: .right)! == ("r", false))
        #expect(four.map { $0.uppercased() }.image(for: .down)! == ("D", false))
        #expect(try JSONDecoder().decode(ArrowImages<String>.self, from: JSONEncoder().encode(four)) == four)
        #expect(try JSONDecoder().decode(ArrowImages<String>.self, from: Data(#"{"up":"a"}"#.utf8)) == rotated)
    }

    @Test func manifestRoundTripsThroughJSON() throws {
        let manifest = ImageSkinManifest(name: "orange", background: "bg", capInsets: .uniform(13), arrows: .rotated(up: "arrow"), metrics: PopoverStyle.orange.metrics)
        let data = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(ImageSkinManifest.self, from: data) == manifest)
    }
}

@Suite struct ImageSkinCheckTests {
    let good = ImageSkinGeometry(
        backgroundSize: CGSize(width: 29, height: 29), capInsets: .uniform(14),
        arrowImageSize: CGSize(width: 30, height: 16), metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 12)
    )

    func kinds(_ skin: ImageSkinGeometry, size: CGSize? = nil, direction: ArrowDirection = .unknown) -> [ImageSkinWarning.Kind] {
        ImageSkinCheck.warnings(for: skin, popoverSize: size, direction: direction).map(\.kind)
    }

    @Test func aGoodSkinHasNoWarnings() {
        #expect(kinds(good, size: CGSize(width: 300, height: 200), direction: .up).isEmpty)
    }

    @Test func capInsetsThatLeaveNothingToStretch() {
        var skin = good
        skin.capInsets = PopoverInsets(top: 14, left: 15, bottom: 14, right: 14)
        #expect(kinds(skin) == [.nothingToStretch])
        #expect(ImageSkinCheck.warnings(for: skin)[0].message == "cap insets leave nothing to stretch across: left 15 + right 14 ≥ width 29 pt: the caps keep their size and the column at their boundary stretches, as UIKit does")
    }

    @Test func capInsetsOutsideTheImage() {
        var skin = good
        skin.capInsets = PopoverInsets(top: 40, left: 14, bottom: 2, right: 14)
        skin.metrics.cornerRadius = 20
        #expect(kinds(skin) == [.capInsetsExceedImage, .nothingToStretch])
    }

    @Test func arrowImageOfTheWrongSize() {
        var skin = good
        skin.arrowImageSize = CGSize(width: 24, height: 16)
        #expect(kinds(skin) == [.arrowSizeMismatch])
        skin.arrowImageSize = CGSize(width: 30, height: 10)
        #expect(kinds(skin) == [.arrowSizeMismatch])
    }

    @Test func numbersAloneNoLongerGuessSeamsOrCorners() {
        // An arrow exactly the arrow's height and corners smaller than the caps are fine
        // without pixels to say otherwise (both were wrong on real skins).
        var skin = good
        skin.arrowImageSize = CGSize(width: 30, height: 14)
        skin.metrics.cornerRadius = 4
        #expect(kinds(skin).isEmpty)
    }

    @Test func aBodySmallerThanItsCaps() {
        // 28 pt caps across and down: a 40 pt popover less a 14 pt arrow is 26 pt of body.
        #expect(kinds(good, size: CGSize(width: 300, height: 40), direction: .up) == [.bodySmallerThanCaps])
        #expect(ImageSkinCheck.warnings(for: good, popoverSize: CGSize(width: 300, height: 40), direction: .up)[0].message
            == "the popover's body is 300×26 pt but the background's caps need at least 28×28 pt: the caps squash and the corners distort; make the popover at least that large, or the cap insets smaller")
        #expect(kinds(good, size: CGSize(width: 300, height: 42), direction: .up).isEmpty)
        #expect(kinds(good, size: CGSize(width: 41, height: 300), direction: .left).contains(.bodySmallerThanCaps))
    }

    @Test func anEdgeTooShortForTheArrowToSlide() {
        #expect(kinds(good, size: CGSize(width: 60, height: 200), direction: .up) == [.tooLittleStraightEdge])
        #expect(kinds(good, size: CGSize(width: 60, height: 200), direction: .left).isEmpty)
    }
}

@Suite struct ImageSkinArtworkDirectionsTests {
    /// Which directions UIKit's popover may use with a skin: a separate arrow draws the
    /// arrangement's; an arrow drawn into backgrounds draws all four.
    @Test func theArtworkSaysWhichDirectionsItDraws() {
        func separate(_ directions: [ArrowDirection]) -> ImageSkinArtwork<String> {
            .separateArrow(background: "bg", capInsets: .uniform(14), arrows: .rotated(up: "a"),
                           arrangement: ImageSkinArrangement(directions: directions))
        }
        #expect(separate([.up]).drawnDirections == .up)
        #expect(separate([.left, .right]).drawnDirections == [.left, .right])
        #expect(separate(ArrowDirection.arrowed).drawnDirections == .any)
        #expect(ImageSkinArtwork.arrowInBackground(GIK.skin).drawnDirections == .any)
        // An up-only skin asked for any direction permits up only; asked for down only, it
        // keeps down (nothing drawable: UIKit's choice stands).
        #expect(ArrowDirections.any.drawable(by: separate([.up]).drawnDirections) == .up)
        #expect(ArrowDirections.down.drawable(by: separate([.up]).drawnDirections) == .down)
    }
}
