import Foundation
import Testing
@testable import PopoverCore

/// The one recipe the renderer and the device's layers draw from: widths snapped to the
/// pixel grid, colours for the appearance, the shadow's layer values, the gradient over
/// the body.
@Suite struct SkinDrawingTests {
    static func layout(_ style: PopoverStyle) -> BackgroundLayout {
        BackgroundLayout(size: CGSize(width: 240, height: 130), direction: .left, arrowOffset: 12, metrics: style.metrics)
    }

    @Test(arguments: PopoverStyle.builtIn)
    func strokesAreHairlinesOnTheGridAndColoursFollowTheAppearance(style: PopoverStyle) {
        for scale: CGFloat in [1, 2, 3] {
            for appearance in [Appearance.light, .dark] {
                let drawing = SkinDrawing(style: style, layout: Self.layout(style), appearance: appearance, scale: scale)
                // The border is whole device pixels (at least one) or absent.
                if let border = drawing.border {
                    let pixels = border.width * scale
                    #expect(pixels >= 1 && pixels == pixels.rounded(), "\(style.name) @\(scale)x border \(border.width)")
                    #expect(border.color == style.border?.color.resolved(for: appearance))
                } else {
                    #expect(style.border == nil || style.pixelGrid(atScale: scale).borderWidth == 0)
                }
                // The highlight's stroke reaches past the border by twice its own width.
                #expect(drawing.innerHighlight?.width == style.innerHighlightStrokeWidth(atScale: scale))
                #expect((drawing.innerHighlight == nil) == (style.innerHighlight == nil))
                // The layer's shadow spreads as the renderer's: a third of the blur.
                if let shadow = drawing.shadow, let source = style.shadow {
                    #expect(abs(shadow.layerRadius * 3 - source.blur) < 1e-9)
                    #expect(shadow.layerColor.alpha == 1 && Double(shadow.layerOpacity) == Double(Float(shadow.color.alpha)))
                } else {
                    #expect(style.shadow == nil)
                }
                // The arrow stands on the view's left edge and the outline stays in the view.
                #expect(drawing.arrow?.minX == 0)
                #expect(drawing.outline.bounds.minX > -1e-9 && drawing.outline.bounds.maxX < 240 + 1e-9)
            }
        }
    }

    @Test func aGradientSpansTheBodyAndTheDarkAppearanceHasItsOwnColours() throws {
        let style = PopoverStyle.classic
        let layout = Self.layout(style)
        let light = SkinDrawing(style: style, layout: layout, appearance: .light, scale: 2)
        let dark = SkinDrawing(style: style, layout: layout, appearance: .dark, scale: 2)
        guard case let .linear(start, end, stops) = light.fill, case let .linear(_, _, darkStops) = dark.fill else {
            Issue.record("classic is a gradient"); return
        }
        // From the body's top to its bottom, whatever the arrow's side.
        #expect(start.y == layout.body.minY && end.y == layout.body.maxY)
        let unit = try #require(light.fill.unitEndpoints(in: layout.bounds.size))
        #expect(unit.start.y == layout.body.minY / layout.bounds.height)
        #expect(stops.count == darkStops.count && stops != darkStops)
        // A solid fill has no gradient endpoints; an empty view's are the centre.
        #expect(FillPaint.solid(RGBAColor(red: 1, green: 0, blue: 0)).unitEndpoints(in: layout.bounds.size) == nil)
        #expect(light.fill.unitEndpoints(in: .zero)?.start == CGPoint(x: 0.5, y: 0.5))
    }
}
