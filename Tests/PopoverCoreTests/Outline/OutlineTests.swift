import Foundation
import Testing
@testable import PopoverCore

@Suite struct OutlineTests {
    let metrics = SkinMetrics(arrowBase: 20, arrowHeight: 10, cornerRadius: 8)

    @Test func rectangleWithoutArrowOrCornersIsFourLines() {
        let layout = BackgroundLayout(size: CGSize(width: 100, height: 50), direction: .unknown, arrowOffset: 0,
                                      metrics: SkinMetrics(cornerRadius: 0))
        let path = PopoverOutline.path(for: layout)
        #expect(path.svgPathData == "M0 0L100 0L100 50L0 50L0 0Z")
    }

    @Test func upArrowOutlineWalksClockwiseThroughTheArrow() {
        let layout = BackgroundLayout(size: CGSize(width: 100, height: 60), direction: .up, arrowOffset: 0, metrics: metrics)
        let path = PopoverOutline.path(for: layout)
        #expect(path.svgPathData == "M8 10L40 10L50 0L60 10L92 10A8 8 0 0 1 100 18L100 52A8 8 0 0 1 92 60L8 60A8 8 0 0 1 0 52L0 18A8 8 0 0 1 8 10Z")
        #expect(path.contourCount == 1)
        #expect(path.bounds == layout.bounds)
    }

    @Test func roundedTipStillReachesTheTipPoint() throws {
        var rounded = metrics
        rounded.arrowTipRadius = 4
        for direction in ArrowDirection.arrowed {
            let layout = BackgroundLayout(size: CGSize(width: 120, height: 90), direction: direction, arrowOffset: 7, metrics: rounded)
            let bounds = PopoverOutline.path(for: layout).bounds
            #expect(abs(bounds.minX - 0) < 1e-9 && abs(bounds.minY - 0) < 1e-9, "\(direction)")
            #expect(abs(bounds.maxX - 120) < 1e-9 && abs(bounds.maxY - 90) < 1e-9, "\(direction)")
        }
    }

    @Test func containsIsTrueInBodyAndArrowAndFalseOutsideAndInCorners() {
        let layout = BackgroundLayout(size: CGSize(width: 100, height: 60), direction: .up, arrowOffset: 0, metrics: metrics)
        let path = PopoverOutline.path(for: layout)
        #expect(path.contains(CGPoint(x: 50, y: 35)))      // body
        #expect(path.contains(CGPoint(x: 50, y: 3)))       // arrow, near the tip
        #expect(!path.contains(CGPoint(x: 30, y: 3)))      // beside the arrow
        #expect(!path.contains(CGPoint(x: 0.5, y: 10.5)))  // cut off by the top-left corner
        #expect(!path.contains(CGPoint(x: 150, y: 30)))
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func hairlineEdgesLandOnHalfPixels(scale: CGFloat) {
        let grid = PixelGrid(scale: scale, borderWidth: 1 / scale)
        let layout = BackgroundLayout(size: CGSize(width: 101, height: 61.5), direction: .down, arrowOffset: 0, metrics: metrics)
        let bounds = PopoverOutline.path(for: layout, pixelGrid: grid).bounds
        // A one-pixel stroke centred on the line covers [line - ½px, line + ½px]: whole pixels.
        for edge in [bounds.minX, bounds.maxX, bounds.minY] {
            let pixels = edge * scale - 0.5
            #expect(abs(pixels - pixels.rounded()) < 1e-9, "edge \(edge) at \(scale)x")
        }
        #expect(bounds.minX >= 0 && bounds.maxX <= 101 && bounds.maxY <= 61.5)
    }

    @Test func twoPixelBorderEdgesLandOnWholePixels() {
        let grid = PixelGrid(scale: 2, borderWidth: 1)
        let layout = BackgroundLayout(size: CGSize(width: 80, height: 40), direction: .left, arrowOffset: 0, metrics: metrics)
        let bounds = PopoverOutline.path(for: layout, pixelGrid: grid).bounds
        #expect(bounds.maxX == 79.5)      // stroke covers 79...80
        #expect(bounds.minY == 0.5)       // stroke covers 0...1
        #expect(bounds.minX == 0.5)       // the tip moves in by half the border
    }

    @Test func svgArcSplitsFullTurns() {
        var path = PopoverPath()
        path.arc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(path.svgPathData == "L15 10A5 5 0 0 1 5 10A5 5 0 0 1 15 10")
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func hostileArcsEndQuickly() {
        var path = PopoverPath()
        path.move(to: .zero)
        path.arc(center: .zero, radius: 1, startAngle: -.infinity, endAngle: 0, clockwise: true)
        path.arc(center: .zero, radius: 1, startAngle: 1e300, endAngle: -1e300, clockwise: true)
        path.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 7 * .pi, clockwise: false)
        path.close()
        #expect(path.bounds.width <= 2)
        #expect(path.flattened().count == 1)
        #expect(!path.svgPathData.isEmpty)
    }

    @Test func counterClockwiseQuarterTurn() {
        var path = PopoverPath()
        path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        #expect(path.svgPathData == "L10 0A10 10 0 0 0 0 -10")
        let b = path.bounds
        #expect(abs(b.minX) < 1e-12 && b.minY == -10 && abs(b.maxX - 10) < 1e-12 && b.maxY == 0)
    }

    @Test func offsetMovesEveryPoint() {
        let layout = BackgroundLayout(size: CGSize(width: 100, height: 60), direction: .right, arrowOffset: 0, metrics: metrics)
        let path = PopoverOutline.path(for: layout)
        #expect(path.offsetBy(dx: 5, dy: -3).bounds == path.bounds.offsetBy(dx: 5, dy: -3))
    }
}
