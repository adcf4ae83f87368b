import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// Issue 21, faults 1, 4 and 5 for arrow-in-background art: a set stretched whole with its
/// arrow fixed in the art, caps that cover an image, and skins with only some directions,
/// on Mumble's MUPopoverBackgroundView (its numbers, GIK's art of the same shape).
@Suite struct FixedArrowTests {
    static let size = CGSize(width: 300, height: 200)

    func layout(_ direction: ArrowDirection, _ offset: CGFloat, size: CGSize = size, skin: ArrowInBackgroundSkin<String> = Mumble.skin) -> ArrowInBackgroundLayout {
        ArrowInBackgroundLayout(size: size, direction: direction, arrowOffset: offset, skin: skin, metrics: Mumble.metrics, scale: 2)
    }

    @Test func mumblesSkinIsValidThoughItsCapsCoverTheImage() throws {
        try Mumble.skin.validate(metrics: Mumble.metrics)
        #expect(Mumble.skin.drawnDirections == .up)
        #expect(ImageSkinArtwork.arrowInBackground(Mumble.skin).drawnDirections == .up)
    }

    /// MUPopoverBackgroundView's `layoutSubviews`: one image view over the view, the image
    /// resizable with (41, 47, 10, 10); its arrow at 28.5 pt whatever the offset.
    @Test func theImageCoversTheViewAndTheArrowStaysWhereTheArtHasIt() {
        for offset: CGFloat in [-140, -121.5, -60, 0, 60, 140] {
            let l = layout(.up, offset)
            #expect(l.pieces == [BackgroundPiece(
                image: ArrowBackgroundImageID(direction: .up, variant: .main), source: CGRect(x: 0, y: 0, width: 57, height: 51),
                capInsets: PopoverInsets(top: 41, left: 47, bottom: 10, right: 10), destination: CGRect(origin: .zero, size: Self.size),
                flippedHorizontally: false, flippedVertically: false
            )], "\(offset)")
            #expect(l.tip == CGPoint(x: 28.5, y: 0))
            #expect(l.arrowOffset == 28.5 - 150)
            #expect(l.offsetWasClamped == (offset != -121.5), "\(offset)")
        }
    }

    /// An arrow in the trailing cap stays that far from the far end; a view shorter than the
    /// caps scales the whole image, the arrow with it (UIKit's rule for a too-small image).
    @Test func anArrowInTheTrailingCapKeepsToTheFarEnd() {
        var skin = Mumble.skin
        skin.up?.main.capInsets = PopoverInsets(top: 41, left: 10, bottom: 10, right: 47)
        #expect(layout(.up, 0, skin: skin).tip == CGPoint(x: 300 - 28.5, y: 0))
        #expect(layout(.up, 0, size: CGSize(width: 50, height: 200), skin: skin).tip == CGPoint(x: 28.5 * 50 / 57, y: 0))
        #expect(layout(.up, 0, size: CGSize(width: 50, height: 200)).tip == CGPoint(x: 28.5 * 50 / 57, y: 0))
    }

    /// A direction the art does not have: UIKit's body with the arrow's room left empty,
    /// drawn from the up image without its arrow (the columns beside the arrow's base,
    /// the rows below its height), as for no arrow at all.
    @Test func aDirectionWithoutImagesDrawsTheBodyWithoutAnArrow() {
        let down = layout(.down, 0)
        #expect(down.tip == nil && down.body == CGRect(x: 0, y: 0, width: 300, height: 181))
        // The arrow's base spans 28.5 ± 17.5: 11 to 46. The left part keeps its 11 pt; the right one
        // starts at 46, the left cap's last point (47 − 46 = 1) then the right cap's 10.
        #expect(down.pieces.map(\.source) == [CGRect(x: 0, y: 19, width: 11, height: 32), CGRect(x: 46, y: 19, width: 11, height: 32)])
        #expect(down.pieces.map(\.capInsets) == [PopoverInsets(top: 22, left: 11, bottom: 10, right: 0), PopoverInsets(top: 22, left: 1, bottom: 10, right: 10)])
        #expect(down.pieces.map(\.destination) == [CGRect(x: 0, y: 0, width: 150, height: 181), CGRect(x: 150, y: 0, width: 150, height: 181)])
        let none = layout(.unknown, 0)
        #expect(none.tip == nil && none.pieces.map(\.source) == down.pieces.map(\.source))
        #expect(none.pieces.map(\.destination) == [CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 150, y: 0, width: 150, height: 200)])
        // Left has no images and no right ones to mirror: not drawn either.
        let left = layout(.left, 0)
        #expect(left.tip == nil && left.body == CGRect(x: 19, y: 0, width: 281, height: 200))
        #expect(left.pieces.map(\.destination) == [CGRect(x: 19, y: 0, width: 140.5, height: 200), CGRect(x: 159.5, y: 0, width: 140.5, height: 200)])
    }

    /// A skin with only side images draws a body without an arrow from them: the right
    /// image's columns left of its arrow, split along the height.
    @Test func aSideOnlySkinDrawsItsBodyFromTheSideImage() {
        let side = ArrowInBackgroundSkin(right: GIK.skin.right)
        let l = ArrowInBackgroundLayout(size: Self.size, direction: .up, arrowOffset: 0, skin: side, metrics: GIK.metrics, scale: 2)
        #expect(l.tip == nil)
        // GIK's Side image, 37×72 pt, right cap 27: its 18 pt left of the 19 pt arrow; rows above the arrow's
        // first trailing cap (72 − 47 = 25) and from its second stretch (72 − 9 − 1 = 62) on.
        #expect(l.pieces.map(\.source) == [CGRect(x: 0, y: 0, width: 18, height: 25), CGRect(x: 0, y: 62, width: 18, height: 10)])
        #expect(l.pieces.map(\.destination) == [CGRect(x: 0, y: 19, width: 300, height: 90.5), CGRect(x: 0, y: 109.5, width: 300, height: 90.5)])
        #expect(l.pieces.map(\.capInsets) == [PopoverInsets(top: 24, left: 9, bottom: 0, right: 8), PopoverInsets(top: 0, left: 9, bottom: 9, right: 8)])
        #expect(side.drawnDirections == [.left, .right])
    }

    @Test func skinJSONSaysFixedArrowAndOnlyTheDirectionsTheArtHas() throws {
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(Mumble.skinJSON.utf8))
        #expect(manifest.artwork == .arrowInBackground(Mumble.skin))
        #expect(manifest.artwork.drawnDirections == .up)
        // Written back, it reads the same; a fixed arrow writes no second stretch.
        let json = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(ImageSkinManifest.self, from: json) == manifest)
        #expect(!String(decoding: json, as: UTF8.self).contains("secondStretchCap"))
    }

    @Test func skinJSONMistakesAreRefusedByName() {
        func refusal(_ edit: (String) -> String) -> String? {
            do {
                _ = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(edit(Mumble.skinJSON).utf8))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal { $0.replacingOccurrences(of: "\"fixedArrow\"", with: "\"fixedArow\"") }
            == #"arrowInBackground.up.fixedArow: is not a key here (known: main, secondStretchCap, leadingCorner, trailingCorner, fixedArrow; did you mean "fixedArrow"?), got "fixedArow""#)
        #expect(refusal { $0.replacingOccurrences(of: "\"up\": {", with: "\"top\": {") }
            == #"arrowInBackground.top: is not a key here (known: up, down, left, right; did you mean "up"?), got "top""#)
        #expect(refusal { $0.replacingOccurrences(of: "\"arrowCentre\"", with: "\"arrowCenter\"") }?.hasPrefix(
            #"arrowInBackground.up.main.arrowCenter: is not a key here (known: image, size, capInsets, arrowCentre; did you mean "arrowCentre"?)"#) == true)
        #expect(refusal { $0.replacingOccurrences(of: "\"fixedArrow\": true", with: "\"fixedArrow\": false") } != nil)
        #expect(refusal { $0.replacingOccurrences(of: "\"arrowCentre\": 28.5", with: "\"arrowCentre\": 30") }
            == "arrowInBackground.up.main.arrowCentre: must keep the arrow (base 35 pt) inside the left cap (47 pt) or the right cap (from 47 pt) of an image stretched whole (fixedArrow), got 30")
    }

    @Test func aSkinNeedsOneDirectionAndTwoStretchesNeedRoom() throws {
        #expect(throws: PopoverInputError(field: "", rule: "must have images for at least one direction (up, down, left, right)", value: "none")) {
            try ArrowInBackgroundSkin<String>().validate(metrics: GIK.metrics)
        }
        let empty = #"{"format": 1, "name": "x", "metrics": {"cornerRadius": 7, "arrow": {"base": 35, "height": 19}, "contentInsets": {"top": 8, "left": 8, "bottom": 8, "right": 8}}, "arrowInBackground": {}}"#
        #expect(throws: PopoverInputError(field: "arrowInBackground", rule: "must have images for at least one direction (up, down, left, right)", value: "none")) {
            try JSONDecoder().decode(ImageSkinManifest.self, from: Data(empty.utf8))
        }
        // Mumble's caps on a main image stretched twice leave its first stretch no room.
        var twice = Mumble.skin
        twice.up?.fixedArrow = false
        twice.up?.secondStretchCap = 9
        #expect(throws: PopoverInputError(
            field: "up.main.capInsets", rule: "left 47 and right 10 must leave part of the 57×51 pt image for the first of its two stretches", value: "57"
        )) { try twice.validate(metrics: Mumble.metrics) }
    }
}
