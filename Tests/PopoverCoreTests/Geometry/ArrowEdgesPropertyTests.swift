import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// `ArrowEdges` over 10,000 generated requests with random controls and random edge sets:
/// the same edges in a right-to-left layout give the mirror image of left to right (so
/// leading and trailing follow the layout, and the solver's own right-to-left order does
/// not undo them), and the popover always sits at one of the given edges.
@Suite struct ArrowEdgesPropertyTests {
    /// The side of the anchor a direction puts the popover on, as an edge in `layout`.
    static func edge(of direction: ArrowDirection, in layout: PopoverLayoutDirection) -> ArrowEdges {
        let rtl = layout == .rightToLeft
        switch direction {
        case .up: return .bottom
        case .down: return .top
        case .left: return rtl ? .leading : .trailing
        case .right: return rtl ? .trailing : .leading
        case .unknown: return []
        }
    }

    @Test func sameEdgesRightToLeftAreTheMirrorImageAndStayOnTheGivenEdges() {
        var compared = 0, seed: UInt64 = 0
        while compared < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            var request = random.controlledPlacementRequest()
            let edges = ArrowEdges(rawValue: Int8.random(in: 0...15, using: &random))
            request.layoutDirection = .leftToRight
            request.permittedDirections = edges.permittedDirections(layoutDirection: .leftToRight)
            request.currentDirection = .unknown
            guard PlacementOracle.isValid(request) else { continue }
            var mirrored = PlacementControlPropertyTests.mirror(request)
            mirrored.permittedDirections = edges.permittedDirections(layoutDirection: .rightToLeft)
            let ltr = try? Placement.solve(request), rtl = try? Placement.solve(mirrored)
            guard let ltr, let rtl else {
                #expect((ltr == nil) == (rtl == nil), "seed \(seed): one side refused")
                continue
            }
            compared += 1
            if edges.isEmpty {
                #expect(ltr.direction == .unknown && rtl.direction == .unknown, "seed \(seed): an arrow with no edges")
                continue
            }
            #expect(edges.contains(Self.edge(of: ltr.direction, in: .leftToRight)), "seed \(seed): LTR \(ltr.direction) not at edges \(edges.rawValue)")
            #expect(edges.contains(Self.edge(of: rtl.direction, in: .rightToLeft)), "seed \(seed): RTL \(rtl.direction) not at edges \(edges.rawValue)")
            // A popover longer than the room along its edge is pinned to the container's
            // left edge in either layout direction: no mirror image to compare.
            guard ltr.frame.width <= request.containerInsets.inset(request.container).width else { continue }
            let c = request.container
            let expectedMinX = c.minX + c.maxX - ltr.frame.maxX
            let tolerance = 1e-6 * max(1, abs(c.maxX), abs(c.minX), abs(c.maxY))
            let same = rtl.direction == ltr.direction.mirrored
                && abs(rtl.frame.minX - expectedMinX) <= tolerance && abs(rtl.frame.minY - ltr.frame.minY) <= tolerance
            if !same {
                Issue.record("seed \(seed): edges \(edges.rawValue) LTR \(ltr.direction.name) \(ltr.frame), RTL \(rtl.direction.name) \(rtl.frame)")
                return
            }
        }
    }
}
