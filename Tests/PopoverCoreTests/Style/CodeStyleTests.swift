import Foundation
import Testing
@testable import PopoverCore

/// Issue 34, item 1: styles written in code as UIKit code writes them: a shadow in
/// `CALayer`'s units, a one-off style without a name.
@Suite struct CodeStyleTests {
    /// A layer's `shadowRadius` 4, `shadowOpacity` 0.25 and `shadowOffset` (0, 2) give
    /// the shadow a layer draws: the layer gets radius 4 back, the renderer blurs 12 pt
    /// (three standard deviations), and the colour's alpha is scaled by the opacity.
    @Test func aShadowCopiedFromALayerDrawsTheSame() throws {
        let black = try RGBAColor(hex: "#000000")
        let shadow = Shadow(color: DynamicColor(light: black, dark: try RGBAColor(hex: "#00000080")), opacity: 0.25,
                            radius: 4, offset: CGSize(width: 0, height: 2))
        #expect(shadow.blur == 12)
        #expect(shadow.layerShadowRadius == 4)
        #expect(shadow.offsetX == 0 && shadow.offsetY == 2)
        #expect(shadow.color.light.alpha == 0.25)
        #expect(abs(shadow.color.dark.alpha - 0.5019607843 * 0.25) < 1e-9)
        let paint = ShadowPaint(shadow, appearance: .light)
        #expect(paint.layerRadius == 4)
        #expect(paint.color.alpha == 0.25)
    }

    /// Radii from 0 to 100 pt come back unchanged through `layerShadowRadius`, and the
    /// JSON keeps `blur`.
    @Test func theLayersRadiusRoundTrips() throws {
        for radius in stride(from: CGFloat(0), through: 100, by: 0.5) {
            let shadow = Shadow(color: DynamicColor(.black), radius: radius)
            #expect(abs(shadow.layerShadowRadius - radius) < 1e-12)
            let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(shadow)) as? [String: Any]
            #expect((json?["blur"] as? Double).map { abs($0 - radius * 3) < 1e-9 } == true)
        }
    }

    /// An opacity outside 0...1 (or NaN) is brought into it, as `CALayer` clamps it.
    @Test func hostileOpacitiesAreClamped() {
        #expect(Shadow(color: DynamicColor(.black), opacity: 7, radius: 1).color.light.alpha == 1)
        #expect(Shadow(color: DynamicColor(.black), opacity: -1, radius: 1).color.light.alpha == 0)
        #expect(Shadow(color: DynamicColor(.black), opacity: .nan, radius: 1).color.light.alpha == 0)
    }

    /// A style needs no name; it is then `custom`, and round-trips through JSON.
    @Test func aStyleWithoutAName() throws {
        let style = PopoverStyle(metrics: SkinMetrics(cornerRadius: 8), fill: .solid(DynamicColor(.white)))
        #expect(style.name == "custom")
        #expect(try PopoverStyle(json: JSONEncoder().encode(style)) == style)
    }

    /// Hostile layer values: a radius or offset that is NaN, infinite or 1e308 makes a
    /// shadow the style refuses, naming the field, never one that draws.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308, -1])
    func hostileLayerValuesAreRefusedByName(value: CGFloat) throws {
        var style = PopoverStyle.system
        style.shadow = Shadow(color: DynamicColor(.black), opacity: 0.3, radius: value)
        #expect(throws: PopoverInputError.self) { try style.validate() }
        do { try style.validate() } catch let error as PopoverInputError { #expect(error.field == "shadow.blur") }
        style.shadow = Shadow(color: DynamicColor(.black), radius: 4, offset: CGSize(width: value.isFinite && abs(value) < 1e300 ? .nan : value, height: 0))
        do { try style.validate(); Issue.record("accepted offset \(value)") } catch let error as PopoverInputError { #expect(error.field == "shadow.offset.x") }
    }
}
