import Foundation
import Testing
@testable import PopoverCore

/// Which ancestors of a skin stop clipping on iOS 26 (their clip would cut the arrow).
@Suite struct ArrowClipRuleTests {
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 200)

    @Test func aSkinInsideASquareAncestorIsLeftClipped() {
        #expect(!ArrowClipRule.cuts(skinFrame: bounds, ancestorBounds: bounds, cornerRadius: 0))
        #expect(!ArrowClipRule.cuts(skinFrame: bounds.insetBy(dx: 20, dy: 20), ancestorBounds: bounds, cornerRadius: 0))
    }

    /// Half a point of rounding is forgiven; more is an arrow that would be cut.
    @Test(arguments: [CGFloat(0.4), 0.5, 0.6, 13])
    func anArrowPastTheBoundsIsCut(past: CGFloat) {
        for skin in [
            CGRect(x: 0, y: -past, width: 320, height: 200 + past), CGRect(x: 0, y: 0, width: 320, height: 200 + past),
            CGRect(x: -past, y: 0, width: 320 + past, height: 200), CGRect(x: 0, y: 0, width: 320 + past, height: 200),
        ] {
            #expect(ArrowClipRule.cuts(skinFrame: skin, ancestorBounds: bounds, cornerRadius: 0) == (past > ArrowClipRule.tolerance))
        }
    }

    @Test func roundedAncestorsAndUnreadableFramesAreReleased() {
        #expect(ArrowClipRule.cuts(skinFrame: bounds, ancestorBounds: bounds, cornerRadius: 0.5))
        for hostile in [CGFloat.nan, .infinity, -.infinity, 1e308] {
            let skin = CGRect(x: hostile, y: 0, width: 320, height: 200)
            #expect(ArrowClipRule.cuts(skinFrame: skin, ancestorBounds: bounds, cornerRadius: 0), "\(hostile)")
        }
    }

    @Test func theWalkStopsAtTheWindowOrAWindowSizedView() {
        let window = CGSize(width: 1024, height: 768)
        #expect(ArrowClipRule.stops(atAncestorOfSize: window, isWindow: false, windowSize: window))
        #expect(ArrowClipRule.stops(atAncestorOfSize: .zero, isWindow: true, windowSize: window))
        #expect(!ArrowClipRule.stops(atAncestorOfSize: CGSize(width: 320, height: 200), isWindow: false, windowSize: window))
    }
}

/// Ancestors' clips are released only under Liquid Glass's design (issue 45: they were
/// released under `UIDesignRequiresCompatibility` too).
@Suite struct ArrowClipRuleDesignTests {
    @Test func onlyTheGlassDesignReleasesClips() {
        for running in [15, 18, 25, 26, 27, 30] {
            for builtWithGlass in [false, true] {
                for compatibility in [false, true] {
                    for sdk in [nil, 18, 26, 27] as [Int?] {
                        let environment = DrawingEnvironment(running: running, builtWithGlass: builtWithGlass,
                                                             designRequiresCompatibility: compatibility, appSDKVersion: sdk)
                        let keepsEarlier = compatibility && (sdk ?? 26) <= 26
                        let expected = running >= 26 && builtWithGlass && !keepsEarlier
                        #expect(ArrowClipRule.applies(in: environment) == expected, "running \(running) glass \(builtWithGlass) compat \(compatibility) sdk \(String(describing: sdk))")
                    }
                }
            }
        }
    }
}
