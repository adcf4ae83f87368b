import Foundation
import Testing
@testable import PopoverCore

/// NSPopover's `preferredEdge` in a flipped and an unflipped view: the popover goes
/// beside that edge first, and the arrow points back at it.
@Suite struct PreferredEdgeTests {
    @Test(arguments: PreferredEdge.allCases, [false, true])
    func thePreferredEdgeComesFirstAndEveryDirectionOnce(edge: PreferredEdge, flipped: Bool) throws {
        let directions = edge.directions(viewIsFlipped: flipped)
        #expect(Set(directions) == Set(ArrowDirection.arrowed))
        #expect(directions.count == 4)
        // The first two are opposite: the preferred edge, then the one across.
        let opposite: [ArrowDirection: ArrowDirection] = [.up: .down, .down: .up, .left: .right, .right: .left]
        #expect(directions[1] == opposite[directions[0]])
        // On screen (y down), the first direction's popover lies beyond that edge.
        let rect = CGRect(x: 100, y: 100, width: 40, height: 20)
        let edgeMidpoint: CGPoint = switch (edge, flipped) {
        case (.minX, _): CGPoint(x: rect.minX, y: rect.midY)
        case (.maxX, _): CGPoint(x: rect.maxX, y: rect.midY)
        case (.minY, true), (.maxY, false): CGPoint(x: rect.midX, y: rect.minY)   // top on screen
        case (.minY, false), (.maxY, true): CGPoint(x: rect.midX, y: rect.maxY)   // bottom on screen
        }
        let request = PlacementRequest(anchor: rect, container: CGRect(x: 0, y: 0, width: 1000, height: 1000),
                                       contentSize: CGSize(width: 60, height: 30), permittedDirections: directions)
        let placement = try Placement.solve(request)
        let side = placement.frame
        let beyond = switch directions[0] {
        case .up: side.minY >= edgeMidpoint.y
        case .down: side.maxY <= edgeMidpoint.y
        case .left: side.minX >= edgeMidpoint.x
        default: side.maxX <= edgeMidpoint.x
        }
        #expect(beyond)
    }
}
