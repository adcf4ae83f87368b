import Foundation
import PopoverCore
import Testing
@testable import PopoverRender

/// Tests on the rendered pixels, at scales 1, 2 and 3.
@Suite struct PixelTests {
    @Test(arguments: [1, 2, 3])
    func hairlineBorderIsExactlyOneOpaquePixelOnEveryStraightEdge(scale: Int) throws {
        let request = SkinRenderRequest(style: testStyle(border: .hairline), size: CGSize(width: 120, height: 80), direction: .up, scale: scale)
        let image = try PopoverRenderer.image(request)
        let s = scale
        #expect(image.width == 120 * s && image.height == 80 * s)
        // Top edge (the arrow's side), away from arrow and corners: body starts at 13 pt.
        let x = 95 * s, top = 13 * s
        #expect(image.isColour(x: x, y: top - 1, clear), "\(image.describe(x: x, y: top - 1))")
        #expect(image.isColour(x: x, y: top, opaqueRed), "\(image.describe(x: x, y: top))")
        #expect(image.isColour(x: x, y: top + 1, opaqueBlue), "\(image.describe(x: x, y: top + 1))")
        // Bottom edge.
        let bottom = 80 * s - 1
        #expect(image.isColour(x: x, y: bottom, opaqueRed), "\(image.describe(x: x, y: bottom))")
        #expect(image.isColour(x: x, y: bottom - 1, opaqueBlue), "\(image.describe(x: x, y: bottom - 1))")
        // Left and right edges.
        let y = 50 * s, right = 120 * s - 1
        #expect(image.isColour(x: 0, y: y, opaqueRed), "\(image.describe(x: 0, y: y))")
        #expect(image.isColour(x: 1, y: y, opaqueBlue), "\(image.describe(x: 1, y: y))")
        #expect(image.isColour(x: right, y: y, opaqueRed), "\(image.describe(x: right, y: y))")
        #expect(image.isColour(x: right - 1, y: y, opaqueBlue), "\(image.describe(x: right - 1, y: y))")
    }

    @Test(arguments: [1, 2, 3])
    func hairlineStaysCrispOnAFractionalSize(scale: Int) throws {
        let request = SkinRenderRequest(style: testStyle(border: .hairline), size: CGSize(width: 120.4, height: 80.7), direction: .down, scale: scale)
        let image = try PopoverRenderer.image(request)
        let y = 30 * scale
        // Whichever pixel the right edge lands on, it is fully red and its neighbours are blue and clear.
        let column = (0..<image.width).last { image.pixel(x: $0, y: y).a > 0 }!
        #expect(image.isColour(x: column, y: y, opaqueRed), "\(image.describe(x: column, y: y))")
        #expect(image.isColour(x: column - 1, y: y, opaqueBlue), "\(image.describe(x: column - 1, y: y))")
    }

    @Test(arguments: ArrowDirection.arrowed, [-1000, -30, 0, 17.3, 1000] as [CGFloat])
    func noSeamBetweenBodyAndArrow(direction: ArrowDirection, offset: CGFloat) throws {
        for scale in 1...3 {
            let request = SkinRenderRequest(style: testStyle(), size: CGSize(width: 150, height: 110), direction: direction, arrowOffset: offset, scale: scale)
            let image = try PopoverRenderer.image(request)
            let arrow = try #require(request.layout.arrow)
            let s = CGFloat(scale)
            // Two device-pixel lines either side of the join, across the middle half of the base.
            for step in -8...8 {
                let along = CGFloat(step) / 8 * arrow.baseWidth / 4
                let points: [CGPoint]
                switch direction {
                case .up, .down:
                    let edge = arrow.baseCenter.y * s
                    points = [CGPoint(x: (arrow.baseCenter.x + along) * s, y: edge - 0.5), CGPoint(x: (arrow.baseCenter.x + along) * s, y: edge + 0.5)]
                default:
                    let edge = arrow.baseCenter.x * s
                    points = [CGPoint(x: edge - 0.5, y: (arrow.baseCenter.y + along) * s), CGPoint(x: edge + 0.5, y: (arrow.baseCenter.y + along) * s)]
                }
                for p in points {
                    let x = Int(p.x.rounded(.down)), y = Int(p.y.rounded(.down))
                    #expect(image.isColour(x: x, y: y, opaqueBlue), "seam at \(image.describe(x: x, y: y)), \(direction) offset \(offset) scale \(scale)")
                }
            }
        }
    }

    @Test(arguments: ArrowDirection.arrowed, [SkinMetrics(arrowBase: 30, arrowHeight: 15, cornerRadius: 8),
                                              SkinMetrics(arrowBase: 30, arrowHeight: 15, cornerRadius: 8, arrowTipRadius: 3, arrowSides: .curved)])
    func arrowTipPixelIsAtTheLayoutsTip(direction: ArrowDirection, metrics: SkinMetrics) throws {
        for scale in 1...3 {
            let request = SkinRenderRequest(style: testStyle(metrics: metrics), size: CGSize(width: 140, height: 100), direction: direction, arrowOffset: 21, scale: scale)
            let image = try PopoverRenderer.image(request)
            let tip = try #require(request.layout.arrow).tip
            let s = CGFloat(scale)
            // The outermost line of pixels on the arrow's side: its darkest pixel is under the tip.
            let line: [(x: Int, y: Int)]
            switch direction {
            case .up: line = (0..<image.width).map { ($0, 0) }
            case .down: line = (0..<image.width).map { ($0, image.height - 1) }
            case .left: line = (0..<image.height).map { (0, $0) }
            default: line = (0..<image.height).map { (image.width - 1, $0) }
            }
            let best = try #require(line.max { image.pixel(x: $0.x, y: $0.y).a < image.pixel(x: $1.x, y: $1.y).a })
            #expect(image.pixel(x: best.x, y: best.y).a > 0, "nothing reaches the edge, \(direction) scale \(scale)")
            let expected = direction.isVertical ? tip.x * s : tip.y * s
            let found = CGFloat(direction.isVertical ? best.x : best.y) + 0.5
            #expect(abs(found - expected) <= 1, "tip at \(found) px, layout says \(expected), \(direction) scale \(scale)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func shadowExtendsByBlurPlusOffsetAndNoFurther(scale: Int) throws {
        let shadow = Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6)), blur: 10, offsetX: 3, offsetY: 5)
        let style = testStyle(shadow: shadow)
        let size = CGSize(width: 100, height: 70)
        let layout = BackgroundLayout(size: size, direction: .unknown, arrowOffset: 0, metrics: style.metrics)
        // A canvas far larger than the shadow, the view in its middle.
        let pad: CGFloat = 40
        var canvas = try PlatformCanvas(imageWidth: size.width + 2 * pad, height: size.height + 2 * pad, scale: scale)
        SkinPainter(style: style, layout: layout, appearance: .light, scale: CGFloat(scale)).paint(on: &canvas, at: CGPoint(x: pad, y: pad))
        let image = canvas.image()
        let s = CGFloat(scale)
        let reach = CGRect(x: pad + 3 - 10, y: pad + 5 - 10, width: size.width + 20, height: size.height + 20)
        var outside = 0, lit = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
                let centre = CGPoint(x: (CGFloat(x) + 0.5) / s, y: (CGFloat(y) + 0.5) / s)
                if !reach.insetBy(dx: -1 / s, dy: -1 / s).contains(centre) { outside += 1 }
            }
        }
        #expect(outside == 0, "\(outside) shadow pixels beyond blur + offset at \(scale)x")
        // And it does reach out there: half the blur beyond the bottom-right, the shadow shows.
        for point in [CGPoint(x: reach.maxX - 5, y: reach.midY), CGPoint(x: reach.midX, y: reach.maxY - 5)] {
            if image.pixel(x: Int(point.x * s), y: Int(point.y * s)).a > 0 { lit += 1 }
        }
        #expect(lit == 2)
        // A Gaussian-like edge: half the shadow's opacity on the shape's edge, fading to
        // nothing at blur radius out (the right edge of the shadow shape is at pad + 103).
        let row = Int((pad + 5 + 35) * s)
        let edge = image.pixel(x: Int((pad + 103) * s), y: row).a
        let fading = image.pixel(x: Int((pad + 103 + 10) * s) - 1, y: row).a
        #expect(abs(Int(edge) - 77) <= 8, "edge alpha \(edge)")
        #expect(fading <= 2, "alpha \(fading) at the blur radius")
        // The offset pushes the shadow down: 2 pt above the view it is lighter than 2 pt below.
        let above = image.pixel(x: Int((pad + 50) * s), y: Int((pad - 2) * s)).a
        let below = image.pixel(x: Int((pad + 50) * s), y: Int((pad + size.height + 2) * s)).a
        #expect(above < below)
    }

    @Test func canvasHasRoomForTheShadowExactly() throws {
        let shadow = Shadow(color: DynamicColor(.black), blur: 10, offsetX: 3, offsetY: 5)
        let request = SkinRenderRequest(style: testStyle(shadow: shadow), size: CGSize(width: 100, height: 70), direction: .up, scale: 1)
        #expect(request.shadowMargins == PopoverInsets(top: 5, left: 7, bottom: 15, right: 13))
        let image = try PopoverRenderer.image(request)
        #expect(image.width == 120 && image.height == 90)
    }

    @Test func gradientBeginsAndEndsWithItsStopColours() throws {
        let gradient = PopoverLinearGradient(stops: [GradientStop(location: 0, color: DynamicColor(.red)), GradientStop(location: 1, color: DynamicColor(.blue))])
        let request = SkinRenderRequest(style: testStyle(fill: .linearGradient(gradient)), size: CGSize(width: 100, height: 200), direction: .unknown, scale: 2)
        let image = try PopoverRenderer.image(request)
        let top = image.pixel(x: 100, y: 0), bottom = image.pixel(x: 100, y: 399), middle = image.pixel(x: 100, y: 200)
        #expect(top.r >= 254 && top.b <= 1 && top.a == 255)
        #expect(bottom.b >= 254 && bottom.r <= 1 && bottom.a == 255)
        #expect(abs(Int(middle.r) - 128) <= 2 && abs(Int(middle.b) - 128) <= 2)
    }

    @Test(arguments: PopoverStyle.builtIn)
    func darkDiffersFromLight(style: PopoverStyle) throws {
        var request = SkinRenderRequest(style: style, size: CGSize(width: 160, height: 100), direction: .down, scale: 1)
        let light = try PopoverRenderer.image(request)
        request.appearance = .dark
        let dark = try PopoverRenderer.image(request)
        #expect(light.width == dark.width && light.height == dark.height)
        #expect(light.bytes != dark.bytes)
    }

    @Test func innerHighlightSitsJustInsideTheBorder() throws {
        var style = testStyle(border: .points(1))
        style.innerHighlight = Stroke(width: .points(1), color: DynamicColor(RGBAColor(red: 0, green: 1, blue: 0)))
        let image = try PopoverRenderer.image(SkinRenderRequest(style: style, size: CGSize(width: 120, height: 80), direction: .unknown, scale: 2))
        // At 2x: border rows 0–1, highlight rows 2–3, fill from row 4.
        #expect(image.isColour(x: 120, y: 1, opaqueRed))
        #expect(image.isColour(x: 120, y: 2, (0, 255, 0, 255)), "\(image.describe(x: 120, y: 2))")
        #expect(image.isColour(x: 120, y: 3, (0, 255, 0, 255)), "\(image.describe(x: 120, y: 3))")
        #expect(image.isColour(x: 120, y: 4, opaqueBlue), "\(image.describe(x: 120, y: 4))")
    }
}
