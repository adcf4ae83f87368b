import Foundation
import Testing
@testable import PopoverCore

/// SwiftUI's arrow edges as the core reads them: the edge of the anchor where the arrow
/// sits, turned into physical directions in one order (bottom, top, trailing, leading).
@Suite struct ArrowEdgesTests {
    /// A 44 pt anchor in the middle of a container with room on every side, so the first
    /// permitted direction wins.
    static func solve(_ edges: ArrowEdges, _ layout: PopoverLayoutDirection) throws -> Placement {
        try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 480, y: 360, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 160, height: 80),
            permittedDirections: edges.permittedDirections(layoutDirection: layout),
            layoutDirection: layout
        ))
    }

    @Test func eachEdgeAloneIsOneDirection() {
        #expect(ArrowEdges.bottom.permittedDirections(layoutDirection: .leftToRight) == [.up])
        #expect(ArrowEdges.top.permittedDirections(layoutDirection: .leftToRight) == [.down])
        #expect(ArrowEdges.trailing.permittedDirections(layoutDirection: .leftToRight) == [.left])
        #expect(ArrowEdges.leading.permittedDirections(layoutDirection: .leftToRight) == [.right])
        #expect(ArrowEdges.bottom.permittedDirections(layoutDirection: .rightToLeft) == [.up])
        #expect(ArrowEdges.top.permittedDirections(layoutDirection: .rightToLeft) == [.down])
        #expect(ArrowEdges.trailing.permittedDirections(layoutDirection: .rightToLeft) == [.right])
        #expect(ArrowEdges.leading.permittedDirections(layoutDirection: .rightToLeft) == [.left])
    }

    @Test func setsKeepBitsAndNames() {
        #expect(ArrowEdges.all.rawValue == 15)
        #expect(ArrowEdges(rawValue: -1) == .all)
        #expect(ArrowEdges.vertical == [.top, .bottom])
        #expect(ArrowEdges.horizontal == [.leading, .trailing])
        #expect(ArrowEdges().permittedDirections(layoutDirection: .rightToLeft).isEmpty)
        #expect(ArrowEdges.all.permittedDirections(layoutDirection: .leftToRight) == ArrowDirection.arrowed)
    }

    /// The popover lands on the edge it was given, in both layout directions: the arrow
    /// sits at that edge of the anchor.
    @Test(arguments: PopoverLayoutDirection.allCases)
    func thePopoverSitsAtTheGivenEdge(layout: PopoverLayoutDirection) throws {
        let rtl = layout == .rightToLeft
        let anchor = CGRect(x: 480, y: 360, width: 44, height: 44)
        #expect(try Self.solve(.bottom, layout).frame.minY >= anchor.maxY)
        #expect(try Self.solve(.top, layout).frame.maxY <= anchor.minY)
        let leading = try Self.solve(.leading, layout).frame
        #expect(rtl ? leading.minX >= anchor.maxX : leading.maxX <= anchor.minX)
        let trailing = try Self.solve(.trailing, layout).frame
        #expect(rtl ? trailing.maxX <= anchor.minX : trailing.minX >= anchor.maxX)
    }

    /// Every subset, both layouts: the solver picks the first of bottom, top, trailing,
    /// leading that the set holds (all fit), never an edge outside it, and none for none.
    @Test(arguments: PopoverLayoutDirection.allCases)
    func theFirstEdgeInTheFixedOrderWins(layout: PopoverLayoutDirection) throws {
        let order: [ArrowEdges] = [.bottom, .top, .trailing, .leading]
        for raw in Int8(0)...15 {
            let edges = ArrowEdges(rawValue: raw)
            let placement = try Self.solve(edges, layout)
            guard let first = order.first(where: edges.contains) else {
                #expect(placement.direction == .unknown)
                continue
            }
            let expected = first.permittedDirections(layoutDirection: layout)
            #expect([placement.direction] == expected, "edges \(raw) in \(layout)")
            let permitted = edges.permittedDirections(layoutDirection: layout)
            #expect(permitted.count == edges.rawValue.nonzeroBitCount)
            #expect(Set(permitted).count == permitted.count)
        }
    }

    /// Right to left mirrors left to right: the same edges give mirrored directions.
    @Test func rightToLeftMirrorsLeftToRight() {
        for raw in Int8(0)...15 {
            let edges = ArrowEdges(rawValue: raw)
            let ltr = Set(edges.permittedDirections(layoutDirection: .leftToRight).map(\.mirrored))
            #expect(Set(edges.permittedDirections(layoutDirection: .rightToLeft)) == ltr)
        }
    }
}
