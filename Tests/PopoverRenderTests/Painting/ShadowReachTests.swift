import Foundation
import PopoverCore
import PopoverRender
import PopoverInvariantChecks
import Testing

/// How far a shadow reaches (``ShadowPaint/reach``, which bounds the device's mask that
/// keeps the shadow from under glass; a fixed 200 pt before issue 32) covers every side of
/// the room the renderer keeps for the whole shadow.
@Suite struct ShadowReachTests {
    @Test func theReachCoversTheRenderersShadowMarginsOnEverySide() {
        var random = SplitMix64(seed: 32)
        var shadows = (0..<2_000).map { _ in
            Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)),
                   blur: CGFloat.random(in: 0...120, using: &random),
                   offsetX: CGFloat.random(in: -60...60, using: &random), offsetY: CGFloat.random(in: -60...60, using: &random))
        }
        shadows += PopoverStyle.builtIn.compactMap(\.shadow)
        for shadow in shadows {
            var style = PopoverStyle.system
            style.shadow = shadow
            let request = SkinRenderRequest(style: style, size: CGSize(width: 200, height: 120), direction: .up)
            let margins = request.shadowMargins
            let reach = ShadowPaint(shadow, appearance: .light).reach
            for side in [margins.top, margins.left, margins.bottom, margins.right] {
                #expect(side <= reach.rounded(.up), "blur \(shadow.blur), offset (\(shadow.offsetX), \(shadow.offsetY))")
            }
            // And no further than the shadow's own extent plus its offset in both axes.
            #expect(reach <= shadow.blur + abs(shadow.offsetX) + abs(shadow.offsetY))
        }
        // The system style's shadow (blur 20, offset 6 down) reaches 26 pt, not 200.
        #expect(ShadowPaint(PopoverStyle.system.shadow!, appearance: .dark).reach == 26)
        for hostile in [CGFloat.nan, .infinity, -.infinity] {
            let paint = ShadowPaint(Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0)), blur: hostile, offsetY: 2), appearance: .light)
            #expect(paint.reach == 0)
        }
    }
}
