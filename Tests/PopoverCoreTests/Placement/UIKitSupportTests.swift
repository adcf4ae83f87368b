import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// The numbers the UIKit layer asks the core for.
@Suite struct UIKitSupportTests {
    let metrics = SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 8)

    @Test(arguments: ArrowDirection.arrowed)
    func rotatedArrowImageSitsOnTheTipAndCentresOnTheBase(direction: ArrowDirection) throws {
        // An image 2 pt taller than the arrow reaches 2 pt into the body.
        let layout = ImageSkinLayout(
            size: CGSize(width: 200, height: 120), direction: direction, arrowOffset: 11, metrics: metrics,
            arrangement: ImageSkinArrangement(), arrowImageSize: CGSize(width: 30, height: 16), arrowImageDrawn: .up, scale: 2)
        let frame = try #require(layout.arrowImage)
        #expect(frame.rotation == direction.rotation)
        #expect(!frame.mirrored)
        switch direction {
        case .up: #expect(frame.center == CGPoint(x: 111, y: 8))
        case .down: #expect(frame.center == CGPoint(x: 111, y: 112))
        case .left: #expect(frame.center == CGPoint(x: 8, y: 71))
        default: #expect(frame.center == CGPoint(x: 192, y: 71))
        }
    }

    @Test func perDirectionImagesAreNotRotatedAndUseTheirOwnWidthAcross() throws {
        let layout = ImageSkinLayout(
            size: CGSize(width: 200, height: 120), direction: .left, arrowOffset: 0, metrics: metrics,
            arrangement: ImageSkinArrangement(), arrowImageSize: CGSize(width: 14, height: 30), arrowImageDrawn: .left, scale: 2)
        let frame = try #require(layout.arrowImage)
        #expect(frame.rotation == 0)
        #expect(frame.center == CGPoint(x: 7, y: 60))
        #expect(frame.size == CGSize(width: 14, height: 30))
    }

    @Test func marginsAddSafeAreaAndKeyboard() {
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        let safe = PopoverInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(PopoverInsets.popoverMargins(safeArea: safe, in: container) == PopoverInsets(top: 69, left: 10, bottom: 44, right: 10))
        let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(PopoverInsets.popoverMargins(safeArea: safe, keyboardFrame: keyboard, in: container).bottom == 346)
        let elsewhere = CGRect(x: 500, y: 508, width: 390, height: 336)   // beside the container
        #expect(PopoverInsets.popoverMargins(safeArea: safe, keyboardFrame: elsewhere, in: container).bottom == 44)
        let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)          // below the screen
        #expect(PopoverInsets.popoverMargins(safeArea: safe, keyboardFrame: hidden, in: container).bottom == 44)
        #expect(PopoverInsets.popoverMargins(safeArea: PopoverInsets(top: .nan, left: -5, bottom: 0, right: 0), margin: .infinity, in: container) == .zero)
    }

    @Test func layerPositionKeepsTheFrameWhenTheAnchorPointMovesToTheTip() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 0, y: 0, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200)
        ))
        let animation = PopoverAnimation.presentation(for: placement, reduceMotion: false)
        #expect(animation.layerPosition(in: placement.frame) == placement.arrowTip)
    }

    @Test func tapsOnTheArrowCountAsInsideAndBesideItAsOutside() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 500, y: 40, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200), metrics: metrics
        ))
        let tip = try #require(placement.arrowTip)
        #expect(placement.contains(CGPoint(x: tip.x, y: tip.y + 3)))
        #expect(!placement.contains(CGPoint(x: tip.x - 20, y: tip.y + 3)))
        #expect(placement.contains(CGPoint(x: placement.body.midX, y: placement.body.midY)))
        #expect(!placement.contains(CGPoint(x: placement.body.minX + 1, y: placement.body.minY + 1)))  // rounded corner
        #expect(placement.outline().bounds == placement.frame)
    }
}
