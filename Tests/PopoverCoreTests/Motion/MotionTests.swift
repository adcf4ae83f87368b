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
}
