import Foundation
import Testing
@testable import PopoverCore

/// A see-through fill is faded by its effect, never by an ancestor's opacity
/// (UIVisualEffectView.h: effects "look incorrect or won't show up" under alpha < 1).
@Suite struct SeeThroughFadeTests {
    static let environments: [DrawingEnvironment] = [18, 25, 26, 27].flatMap { version in
        [false, true].flatMap { reduceTransparency in
            Appearance.allCases.map { DrawingEnvironment(osMajorVersion: version, appearance: $0, reduceTransparency: reduceTransparency) }
        }
    }

    /// Every built-in style in every environment, presenting and dismissing, with and
    /// without Reduce Motion: the fade is beside the effect exactly when the drawing's fill
    /// is see-through (glass, or the blur standing for it), and nothing else changes.
    @Test func theFadeFollowsTheFillAndChangesNothingElse() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 400, y: 300, width: 40, height: 30), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 240, height: 120)
        ))
        for style in PopoverStyle.builtIn {
            for environment in Self.environments {
                let drawing = SkinDrawing(style: style, layout: placement.background, environment: environment, scale: 2)
                for reduceMotion in [false, true] {
                    for animation in [PopoverAnimation.presentation(for: placement, reduceMotion: reduceMotion),
                                      PopoverAnimation.dismissal(for: placement, reduceMotion: reduceMotion)] {
                        let fitted = animation.fading(for: drawing.fill)
                        var seeThrough = false
                        if case .seeThrough = drawing.fill { seeThrough = true }
                        #expect(fitted.fade == (seeThrough ? .besideEffect : .wholePopover), "\(style.name) \(environment)")
                        var unfaded = fitted
                        unfaded.fade = animation.fade
                        #expect(unfaded == animation)
                        #expect(fitted.fading(for: .solid(RGBAColor(red: 0, green: 0, blue: 0))).fade == .wholePopover)
                    }
                }
            }
        }
        // Glass is see-through unless Reduce Transparency makes it opaque.
        let glass = SkinDrawing(style: .glass, layout: placement.background, environment: DrawingEnvironment(), scale: 2)
        #expect(PopoverAnimation.presentation(for: placement, reduceMotion: true).fading(for: glass.fill).fade == .besideEffect)
        let opaque = SkinDrawing(style: .glass, layout: placement.background, environment: DrawingEnvironment(reduceTransparency: true), scale: 2)
        #expect(PopoverAnimation.presentation(for: placement, reduceMotion: true).fading(for: opaque.fill).fade == .wholePopover)
    }
}
