import Foundation
import Testing
@testable import PopoverCore

@Suite struct MotionTests {
    func placement(_ anchor: CGRect, permitted: [ArrowDirection] = ArrowDirection.arrowed) throws -> Placement {
        try Placement.solve(PlacementRequest(
            anchor: anchor, container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200), permittedDirections: permitted
        ))
    }

    @Test func presentationGrowsOutOfTheArrowTip() throws {
        let p = try placement(CGRect(x: 0, y: 0, width: 44, height: 44))   // frame (10, 44, 320, 213), tip (41, 44)
        let animation = PopoverAnimation.presentation(for: p, reduceMotion: false)
        #expect(animation.anchorPoint == CGPoint(x: 31.0 / 320.0, y: 0))
        #expect(animation.fromScale < 1 && animation.toScale == 1)
        #expect(animation.fromAlpha == 0 && animation.toAlpha == 1)
        if case .spring = animation.curve {} else { Issue.record("expected a spring") }
    }

    @Test func downArrowAnchorsAtTheBottom() throws {
        let p = try placement(CGRect(x: 490, y: 724, width: 44, height: 44))
        #expect(PopoverAnimation.dismissal(for: p, reduceMotion: false).anchorPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func reduceMotionOnlyFades() throws {
        let p = try placement(CGRect(x: 490, y: 362, width: 44, height: 44))
        for animation in [PopoverAnimation.presentation(for: p, reduceMotion: true), .dismissal(for: p, reduceMotion: true)] {
            #expect(animation.fromScale == 1 && animation.toScale == 1)
            #expect(animation.fromAlpha != animation.toAlpha)
        }
    }

    @Test func withoutAnArrowTheCentreIsTheAnchor() throws {
        let p = try placement(CGRect(x: 490, y: 362, width: 44, height: 44), permitted: [])
        #expect(PopoverAnimation.presentation(for: p, reduceMotion: false).anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    /// Issue 34: a popover without an arrow grows from the middle of the edge facing its
    /// anchor, in line with the anchor's middle; one on its anchor from its centre.
    @Test func aPopoverWithoutAnArrowGrowsFromTheEdgeFacingItsAnchor() throws {
        var request = PlacementRequest(
            anchor: CGRect(x: 40, y: 100, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 390, height: 844),
            contentSize: CGSize(width: 200, height: 80), permittedDirections: [.up],
            options: PlacementOptions(gap: 8, showsArrow: false)
        )
        let below = try Placement.solve(request)
        let grow = PopoverAnimation.presentation(for: below, reduceMotion: false).anchorPoint
        #expect(grow.y == 0)
        #expect(abs(below.frame.minX + grow.x * below.frame.width - 62) < 1e-9)
        request.permittedDirections = []
        #expect(PopoverAnimation.presentation(for: try Placement.solve(request), reduceMotion: false).anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }
}
