import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverCore

/// A tooltip at the pointer: below the cursor, else above it, its leading edge at the
/// pointer, inside the container, never over the hot spot.
@Suite struct PointerAnchorTests {
    let container = CGRect(x: 0, y: 0, width: 1440, height: 900)

    @Test func belowTheCursorItsLeadingEdgeAtThePointer() throws {
        let placement = try Placement.solve(PointerAnchor(CGPoint(x: 300, y: 200)).request(
            container: container, contentSize: CGSize(width: 150, height: 22)))
        #expect(placement.side == .below)
        #expect(placement.frame.minY == 200 + PointerAnchor.cursorHeight + PointerAnchor.gap)
        // The pointer stands where an arrow would, as near the leading corner as the
        // corner lets it: the same frame as an arrow asked for at the very start.
        var atStart = PointerAnchor(CGPoint(x: 300, y: 200)).request(container: container, contentSize: CGSize(width: 150, height: 22))
        atStart.options.alignment = .arrow(at: .points(0))
        #expect(placement.frame == (try Placement.solve(atStart)).frame)
        #expect(placement.frame.minX < 300 && 300 - placement.frame.minX <= SkinMetrics().cornerRadius)
        #expect(placement.arrowTip == nil)
    }

    @Test func rightToLeftPutsItsTrailingEdgeAtThePointer() throws {
        let placement = try Placement.solve(PointerAnchor(CGPoint(x: 300, y: 200)).request(
            container: container, contentSize: CGSize(width: 150, height: 22), layoutDirection: .rightToLeft))
        #expect(placement.frame.maxX > 300 && placement.frame.maxX - 300 <= SkinMetrics().cornerRadius)
    }

    @Test func withAnArrowItPointsAtTheCursorsFoot() throws {
        let placement = try Placement.solve(PointerAnchor(CGPoint(x: 300, y: 200)).request(
            container: container, contentSize: CGSize(width: 150, height: 22), showsArrow: true))
        #expect(placement.direction == .up)
        #expect(placement.frame.minY == 220)
    }

    @Test func aHostileCursorHeightIsNone() {
        #expect(PointerAnchor(.zero, cursorHeight: -.infinity).rect.height == 0)
        #expect(PointerAnchor(.zero, cursorHeight: .nan).rect.height == 0)
    }

    /// Random pointers and tooltip sizes anywhere in random containers: the tooltip is
    /// inside the container less its insets (when it fits), never over the hot spot, below
    /// the cursor whenever there is room there, and arrowless.
    @Test func randomPointersNeverCoverTheHotSpot() {
        forAllSeeds { seed, random in
            let width = CGFloat(Int.random(in: 200...3000, using: &random)), height = CGFloat(Int.random(in: 200...2000, using: &random))
            let container = CGRect(x: 0, y: 0, width: width, height: height)
            let pointer = CGPoint(x: CGFloat(Int.random(in: 0..<Int(width), using: &random)),
                                  y: CGFloat(Int.random(in: 0..<Int(height), using: &random)))
            let size = CGSize(width: CGFloat(Int.random(in: 10...180, using: &random)), height: CGFloat(Int.random(in: 14...60, using: &random)))
            let anchor = PointerAnchor(pointer)
            guard let placement = try? Placement.solve(anchor.request(container: container, contentSize: size)) else {
                return "seed \(seed): no placement at \(pointer) in \(container)"
            }
            let frame = placement.frame
            if frame.contains(pointer), frame.minY < pointer.y, frame.maxY > pointer.y {
                return "seed \(seed): \(frame) covers the hot spot \(pointer)"
            }
            let roomBelow = container.maxY - 4 - anchor.rect.maxY - PointerAnchor.gap
            if roomBelow >= size.height + placement.frame.height - placement.content.height, placement.side != .below {
                return "seed \(seed): room below but placed \(placement.side)"
            }
            guard container.insetBy(dx: 4, dy: 4).contains(frame) || placement.contentShrunk else {
                return "seed \(seed): \(frame) leaves \(container)"
            }
            return placement.arrowTip == nil ? nil : "seed \(seed): an arrow"
        }
    }
}
