import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// The arrow-in-background family laid out with GIKPopoverBackgroundView's own numbers,
/// against GIK's own decisions (transcribed in Support/GIKPopoverBackgroundView.swift).
@Suite struct ArrowInBackgroundLayoutTests {
    static let size = CGSize(width: 220, height: 150)

    func layout(_ direction: ArrowDirection, _ offset: CGFloat, size: CGSize = size, scale: CGFloat = 2) -> ArrowInBackgroundLayout {
        ArrowInBackgroundLayout(size: size, direction: direction, arrowOffset: offset, skin: GIK.skin, metrics: GIK.metrics, scale: scale)
    }

    /// The image a piece shows, as GIK names it, and whether it is mirrored left to right.
    func drawn(_ l: ArrowInBackgroundLayout) -> (name: String, mirrored: Bool) {
        let piece = l.pieces[0]
        return (GIK.skin.image(piece.image)!.image, piece.flippedHorizontally)
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theImageIsGIKsAtEveryOffset(direction: ArrowDirection) {
        for size in [Self.size, CGSize(width: 90, height: 80), CGSize(width: 400, height: 600)] {
            let edge = direction.isVertical ? size.width : size.height
            for offset in stride(from: -edge / 2 - 5, through: edge / 2 + 5, by: 0.25) {
                let ours = drawn(layout(direction, offset, size: size)), gik = GIK.image(direction, size: size, arrowOffset: offset)
                #expect(ours == gik, "\(direction) \(size) offset \(offset): ours \(ours), GIK's \(gik)")
            }
        }
    }

    @Test func theCornerVariantTakesOverExactlyWhereGIKsBoundsCheckSays() {
        // 220 pt wide: _arrowCenter − 18.5 < 7 from 25.5, i.e. an offset below −84.5; + 18.5 > 213 past +84.5.
        #expect(layout(.up, -84.5).variant == .main)
        #expect(layout(.up, -84.51).variant == .leadingCorner)
        #expect(layout(.up, 84.5).variant == .main)
        #expect(layout(.up, 84.51).variant == .trailingCorner)
        // 150 pt tall: the same 25.5 from the top and the bottom.
        #expect(layout(.right, -49.5).variant == .main)
        #expect(layout(.right, -49.51).variant == .leadingCorner)
        #expect(layout(.left, 49.51).variant == .trailingCorner)
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theStretchesMeetWhereGIKsDoLessItsHalfPointSlip(direction: ArrowDirection) {
        // GIK's (width − 1) / 2 = 28 is the index of the tip's pixel column, whose centre is
        // 28.5 (so is the Side image's 36 − 1 − 7 for its tip row 43): GIK's stretches meet
        // half a point early and its arrow sits half a point before the anchor. Ours meet on
        // the art's centre, exactly on the anchor.
        // From 32 pt above the middle: the Side image's arrow gets no nearer the top (see below).
        for offset in stride(from: -32, through: 40, by: 1) as StrideThrough<CGFloat> {
            let l = layout(direction, offset)
            let meeting = direction.isVertical ? l.pieces[0].destination.maxX : l.pieces[0].destination.maxY
            #expect(meeting - GIK.meeting(direction, size: Self.size, arrowOffset: offset) == 0.5, "\(direction) \(offset)")
            #expect(l.arrowOffset == offset && !l.offsetWasClamped)
        }
    }

    @Test func theSecondStretchIsGIKs() {
        let l = layout(.up, 0)
        // -horizontalInsetsForStretchedImage: left = width − (9 + 1), right = kSecondHalfRightInset 9; top and bottom the first's.
        #expect(l.pieces[1].source == CGRect(x: 47, y: 0, width: 10, height: 51))
        #expect(l.pieces[1].capInsets == PopoverInsets(top: 41, left: 0, bottom: 9, right: 9))
        // The first piece keeps kArrowUpInsets' left 9; its right cap is the arrow's part of 47, up to the second stretch.
        #expect(l.pieces[0].source == CGRect(x: 0, y: 0, width: 47, height: 51))
        #expect(l.pieces[0].capInsets == PopoverInsets(top: 41, left: 9, bottom: 9, right: 37))
        let side = layout(.right, 0)
        // -verticalInsetsForStretchedImage: top = height − (9 + 1), bottom = kSecondHalfBottomInset 9.
        #expect(side.pieces[1].source == CGRect(x: 0, y: 62, width: 37, height: 10))
        #expect(side.pieces[1].capInsets == PopoverInsets(top: 0, left: 9, bottom: 9, right: 27))
    }

    @Test(arguments: ArrowDirection.arrowed)
    func thePiecesTileTheViewWithNoGapOrOverlap(direction: ArrowDirection) {
        let bounds = CGRect(origin: .zero, size: Self.size)
        for offset in stride(from: -130, through: 130, by: 0.75) as StrideThrough<CGFloat> {
            let pieces = layout(direction, offset).pieces
            let area = pieces.reduce(0) { $0 + $1.destination.width * $1.destination.height }
            let union = pieces.dropFirst().reduce(pieces[0].destination) { $0.union($1.destination) }
            #expect(union == bounds && area == bounds.width * bounds.height, "\(direction) \(offset): \(pieces.map(\.destination))")
        }
    }

    @Test func cornerVariantsPutTheArrowWhereTheirArtHasIt() throws {
        // UpRight: the tip 23.5 pt from its right edge (52 − 28.5); mirrored, 23.5 from the left.
        #expect(try #require(layout(.up, 1000).tip) == CGPoint(x: 196.5, y: 0))
        #expect(try #require(layout(.up, -1000).tip) == CGPoint(x: 23.5, y: 0))
        #expect(layout(.up, -1000).pieces[0].flippedHorizontally && layout(.up, -1000).offsetWasClamped)
        // SideTop and SideBottom are images of their own, never flipped top to bottom; a left arrow mirrors them.
        let top = layout(.left, -1000), bottom = layout(.right, 1000)
        #expect(top.tip == CGPoint(x: 0, y: 23.75) && top.pieces[0].flippedHorizontally && !top.pieces[0].flippedVertically)
        #expect(bottom.tip == CGPoint(x: 220, y: 150 - (67 - 43.5)) && !bottom.pieces[0].flippedHorizontally)
    }

    @Test func theSideImageCannotReachCloserThanItsTopCapAllows() {
        // kArrowSideInsets' top cap is 24 pt and the arrow sits 43.5 pt down the Side image: the
        // first piece needs 24 + 37 pt, so its arrow stays 42.5 pt from the top. GIK switches to
        // SideTop only below 25.5 and lets UIKit squeeze its caps in between; we keep the art.
        let l = layout(.right, 30 - 75)   // asks for the arrow at 30 pt
        #expect(l.variant == .main && l.offsetWasClamped)
        #expect(l.tip == CGPoint(x: 220, y: 42.5))
        #expect(layout(.right, 42.5 - 75).offsetWasClamped == false)
    }

    @Test func aLeftArrowIsTheRightImagesMirrored() {
        let left = layout(.left, 10), right = layout(.right, 10)
        #expect(left.pieces.map(\.source) == right.pieces.map(\.source))
        #expect(left.pieces.map(\.destination) == right.pieces.map(\.destination))
        #expect(left.pieces.allSatisfy(\.flippedHorizontally) && !right.pieces.contains(where: \.flippedHorizontally))
        #expect(left.tip == CGPoint(x: 0, y: 85) && right.tip == CGPoint(x: 220, y: 85))
    }

    @Test func withoutAnArrowTheBodyIsTheUpImageBesideAndBelowItsArrow() {
        let l = layout(.unknown, 0)
        #expect(l.tip == nil && l.body == CGRect(origin: .zero, size: Self.size))
        // Rows from kPopoverArrowHeight 19 down; columns left of the arrow's cap (57 − 47) and from the second stretch on.
        #expect(l.pieces.map(\.source) == [CGRect(x: 0, y: 19, width: 10, height: 32), CGRect(x: 47, y: 19, width: 10, height: 32)])
        #expect(l.pieces.map(\.capInsets) == [PopoverInsets(top: 22, left: 9, bottom: 9, right: 0), PopoverInsets(top: 22, left: 0, bottom: 9, right: 9)])
        #expect(l.pieces.map(\.destination) == [CGRect(x: 0, y: 0, width: 110, height: 150), CGRect(x: 110, y: 0, width: 110, height: 150)])
    }

    @Test func theMeetingLandsOnThePixelGrid() {
        for scale in [1, 2, 3] as [CGFloat] {
            for offset in stride(from: -30, through: 30, by: 0.37) as StrideThrough<CGFloat> {
                let l = layout(.down, offset, scale: scale), meeting = l.pieces[0].destination.maxX * scale
                #expect(abs(meeting - meeting.rounded()) < 1e-9, "\(scale)x \(offset)")
                #expect(abs(l.arrowOffset - offset) <= 0.5 / scale + 1e-9, "\(scale)x \(offset): \(l.arrowOffset)")
            }
        }
    }
}
