import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// The arrangement of real skins' images: overlap, shadow margin, orientation, pixel grid.
@Suite struct ImageSkinLayoutTests {
    let size = CGSize(width: 300, height: 200)

    func layout(
        _ direction: ArrowDirection, offset: CGFloat = 0, metrics: SkinMetrics = SkinMetrics(arrowBase: 18, arrowHeight: 14, cornerRadius: 4),
        arrangement: ImageSkinArrangement = ImageSkinArrangement(), image: CGSize = CGSize(width: 18, height: 14), drawn: ArrowDirection = .up,
        scale: CGFloat = 2
    ) -> ImageSkinLayout {
        ImageSkinLayout(size: size, direction: direction, arrowOffset: offset, metrics: metrics, arrangement: arrangement,
                        arrowImageSize: image, arrowImageDrawn: drawn, scale: scale)
    }

    @Test func aPlainSkinIsUIKitsBodyAndArrow() throws {
        let plain = layout(.up, offset: -40)
        let uikit = BackgroundLayout(size: size, direction: .up, arrowOffset: -40, metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14, cornerRadius: 4))
        #expect(plain.visibleBody == uikit.body)
        #expect(plain.backgroundImageRect == uikit.body)
        #expect(plain.arrow == uikit.arrow)
        #expect(plain.arrowOffset == -40)
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theShadowMarginSitsOutsideTheVisibleBodyAndTheArrowMeetsTheVisibleEdge(direction: ArrowDirection) throws {
        let l = layout(direction, arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13)))
        let arrow = try #require(l.arrow)
        let bounds = CGRect(origin: .zero, size: size)
        // The image fills the view except behind the arrow, where it starts 13 pt before the visible edge.
        #expect(PopoverInsets.uniform(13).inset(l.backgroundImageRect) == l.visibleBody)
        switch direction {
        case .up:
            #expect(l.visibleBody == CGRect(x: 13, y: 14, width: 274, height: 173))
            #expect(arrow.baseCenter.y == l.visibleBody.minY)
            #expect(l.backgroundImageRect.maxY == bounds.maxY)
        case .down:
            #expect(arrow.baseCenter.y == l.visibleBody.maxY)
            #expect(l.backgroundImageRect.minY == 0)
        case .left:
            #expect(arrow.baseCenter.x == l.visibleBody.minX)
            #expect(l.backgroundImageRect.maxX == bounds.maxX)
        default:
            #expect(arrow.baseCenter.x == l.visibleBody.maxX)
            #expect(l.backgroundImageRect.minX == 0)
        }
    }

    @Test func theArrowStaysOffTheVisibleCornersNotTheImagesCorners() throws {
        let arrangement = ImageSkinArrangement(backgroundInsets: PopoverInsets(top: 13, left: 20, bottom: 13, right: 10))
        let far = layout(.up, offset: -1000, arrangement: arrangement)
        let arrow = try #require(far.arrow)
        // Visible left edge 20, corner 4, half base 9: the tip can get no nearer than 33.
        #expect(abs(arrow.tip.x - 33) < 1e-9)
        #expect(far.offsetWasClamped)
        let other = try #require(layout(.up, offset: 1000, arrangement: arrangement).arrow)
        #expect(abs(other.tip.x - (300 - 10 - 4 - 9)) < 1e-9)
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theBodyReachesUnderTheArrowByTheOverlap(direction: ArrowDirection) throws {
        let plain = layout(direction), overlapped = layout(direction, arrangement: ImageSkinArrangement(bodyOverlap: 2))
        #expect(overlapped.arrow == plain.arrow)
        let grown = direction.isVertical ? overlapped.visibleBody.height - plain.visibleBody.height : overlapped.visibleBody.width - plain.visibleBody.width
        #expect(grown == 2)
        #expect(overlapped.visibleBody.union(plain.visibleBody) == overlapped.visibleBody)
    }

    @Test func anOverlapLargerThanTheArrowStopsAtTheTip() {
        let l = layout(.up, arrangement: ImageSkinArrangement(bodyOverlap: 500))
        #expect(l.visibleBody.minY == 0)
    }

    @Test func arrowOriginsLandOnThePixelGrid() throws {
        // Base 25 pt: centred on a whole point, the image's origin would be half a point off.
        let metrics = SkinMetrics(arrowBase: 25, arrowHeight: 12, cornerRadius: 0)
        for scale in [1, 2, 3] as [CGFloat] {
            for offset in stride(from: -20, through: 20, by: 0.37) as StrideThrough<CGFloat> {
                let frame = try #require(layout(.down, offset: offset, metrics: metrics, image: CGSize(width: 25, height: 12), scale: scale).arrowImage).frame
                #expect(abs((frame.minX * scale).rounded() - frame.minX * scale) < 1e-9)
                #expect(abs((frame.minY * scale).rounded() - frame.minY * scale) < 1e-9)
            }
        }
        var unaligned = ImageSkinArrangement()
        unaligned.pixelAligned = false
        let raw = try #require(layout(.down, metrics: metrics, arrangement: unaligned, image: CGSize(width: 25, height: 12), scale: 1).arrowImage)
        #expect(raw.frame.minX == 137.5)
    }

    @Test func anArrowDrawnDownAndFlippedIsYLFPopoverBackgroundViews() throws {
        let ylf = ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .down, vertical: .flip))
        let image = CGSize(width: 25, height: 12)
        let metrics = SkinMetrics(arrowBase: 25, arrowHeight: 12, cornerRadius: 15)
        let down = try #require(layout(.down, metrics: metrics, arrangement: ylf, image: image, drawn: .down).arrowImage)
        #expect(down.rotation == 0 && !down.mirrored)
        let up = try #require(layout(.up, metrics: metrics, arrangement: ylf, image: image, drawn: .down).arrowImage)
        #expect(up.rotation == .pi && up.mirrored)   // a vertical flip
        let left = try #require(layout(.left, metrics: metrics, arrangement: ylf, image: image, drawn: .down).arrowImage)
        #expect(left.rotation == .pi / 2 && !left.mirrored)
        // Turned a quarter, the 25 × 12 image covers 12 × 25 with its tip on the left edge.
        #expect(left.frame.minX == 0 && left.frame.width == 12 && left.frame.height == 25)
    }

    @Test func orientationTurnsEveryDirectionIntoPlace() {
        // Where the image's tip (its top middle for an up image) and its left side end up,
        // as unit vectors: the tip must point the target way; flips keep the left side.
        func apply(_ t: (rotation: CGFloat, mirrored: Bool), _ v: CGPoint) -> CGPoint {
            let m = t.mirrored ? CGPoint(x: -v.x, y: v.y) : v
            let c = cos(t.rotation), s = sin(t.rotation)
            return CGPoint(x: (c * m.x - s * m.y).rounded(), y: (s * m.x + c * m.y).rounded())
        }
        let pointing: [ArrowDirection: CGPoint] = [.up: CGPoint(x: 0, y: -1), .down: CGPoint(x: 0, y: 1), .left: CGPoint(x: -1, y: 0), .right: CGPoint(x: 1, y: 0)]
        for drawn in ArrowDirection.arrowed {
            for vertical in ArrowTurn.allCases {
                for horizontal in ArrowTurn.allCases {
                    let o = ArrowOrientation(drawn: drawn, vertical: vertical, horizontal: horizontal)
                    for target in ArrowDirection.arrowed {
                        #expect(apply(o.transform(to: target), pointing[drawn]!) == pointing[target]!, "\(drawn) → \(target)")
                    }
                }
            }
        }
        // MBPopoverBackgroundView flips its up arrow for down: the image's left stays left.
        let mb = ArrowOrientation(drawn: .up, vertical: .flip)
        #expect(apply(mb.transform(to: .down), CGPoint(x: -1, y: 0)) == CGPoint(x: -1, y: 0))
        #expect(apply(ArrowOrientation().transform(to: .down), CGPoint(x: -1, y: 0)) == CGPoint(x: 1, y: 0))
    }

    @Test func placementDecodesWithDefaultsAndRefusesBadValues() throws {
        let empty = try JSONDecoder().decode(ImageSkinArrangement.self, from: Data("{}".utf8))
        #expect(empty == ImageSkinArrangement())
        let json = #"{"bodyOverlap": 2, "arrowLayer": "underBody", "arrowOrientation": {"drawn": "down", "vertical": "flip"}}"#
        let decoded = try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(json.utf8))
        #expect(decoded.bodyOverlap == 2 && decoded.arrowLayer == .underBody)
        #expect(decoded.arrowOrientation == ArrowOrientation(drawn: .down, vertical: .flip))
        let round = try JSONDecoder().decode(ImageSkinArrangement.self, from: JSONEncoder().encode(decoded))
        #expect(round == decoded)
        #expect(throws: PopoverInputError.self) {
            try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"backgroundInsets": {"top": -1, "left": 0, "bottom": 0, "right": 0}}"#.utf8))
        }
    }

    @Test func aManifestWithoutPlacementStillReads() throws {
        let json = #"{"format": 1, "name": "old", "background": "bg", "capInsets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "arrows": {"up": "a"}, "metrics": {"cornerRadius": 4, "arrow": {"base": 10, "height": 5}, "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}}"#
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(json.utf8))
        #expect(manifest.artwork == .separateArrow(background: "bg", capInsets: .uniform(1), arrows: .rotated(up: "a"), arrangement: ImageSkinArrangement()))
    }

    @Test func hostileNumbersNeverEscapeTheView() {
        for value in [CGFloat.nan, .infinity, -5, 1e300] {
            let l = layout(.up, offset: value, arrangement: ImageSkinArrangement(bodyOverlap: value, backgroundInsets: .uniform(value)))
            for rect in [l.visibleBody, l.backgroundImageRect] {
                #expect(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite)
            }
            #expect(l.arrowImage.map { $0.center.x.isFinite && $0.center.y.isFinite } ?? true)
        }
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theArtworkPicksTheImageAndHowItIsDrawn(direction: ArrowDirection) {
        let metrics = SkinMetrics(arrowBase: 44, arrowHeight: 16, cornerRadius: 12)
        // YLFPopoverBackgroundView: one 25×12 pt image drawn pointing down, flipped for up.
        let arrangement = ImageSkinArrangement(arrowOrientation: ArrowOrientation(drawn: .down, vertical: .flip))
        let size = CGSize(width: 200, height: 140)
        let one = ImageSkinLayout(size: size, direction: direction, arrowOffset: 0, metrics: metrics, arrangement: arrangement,
                                  arrowImageSizes: .rotated(up: CGSize(width: 25, height: 12)), scale: 2)
        #expect(one == ImageSkinLayout(size: size, direction: direction, arrowOffset: 0, metrics: metrics, arrangement: arrangement,
                                       arrowImageSize: CGSize(width: 25, height: 12), arrowImageDrawn: .down, scale: 2))
        // Four images: each is drawn its own way, whatever the orientation says.
        let sizes = ArrowImages.perDirection(up: CGSize(width: 44, height: 16), down: CGSize(width: 44, height: 17),
                                             left: CGSize(width: 16, height: 44), right: CGSize(width: 17, height: 44))
        let four = ImageSkinLayout(size: size, direction: direction, arrowOffset: 0, metrics: metrics, arrangement: arrangement, arrowImageSizes: sizes, scale: 2)
        #expect(four == ImageSkinLayout(size: size, direction: direction, arrowOffset: 0, metrics: metrics, arrangement: arrangement,
                                        arrowImageSize: sizes.image(for: direction)!.image, arrowImageDrawn: direction, scale: 2))
        #expect(four.arrowImage?.rotation == 0 && four.arrowImage?.mirrored == false)
    }

    @Test func aPieceOfAnImageIsCroppedOnWholePixels() {
        func piece(_ source: CGRect) -> BackgroundPiece {
            BackgroundPiece(image: ArrowBackgroundImageID(direction: .up, variant: .main), source: source, capInsets: .zero,
                            destination: CGRect(x: 0, y: 0, width: 100, height: 51), flippedHorizontally: false, flippedVertically: false)
        }
        let up = CGSize(width: 57, height: 51)   // GIK's Up image
        #expect(piece(CGRect(origin: .zero, size: up)).cropInPixels(imageSize: up, scale: 2) == nil)
        #expect(piece(CGRect(x: 28.25, y: 0, width: 28.75, height: 51)).cropInPixels(imageSize: up, scale: 2) == CGRect(x: 56, y: 0, width: 58, height: 102))
        #expect(piece(CGRect(x: 28.25, y: 0, width: 28.75, height: 51)).cropInPixels(imageSize: up, scale: 3) == CGRect(x: 84, y: 0, width: 87, height: 153))
    }
}
