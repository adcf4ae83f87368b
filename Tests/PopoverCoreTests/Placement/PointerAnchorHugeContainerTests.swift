import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverCore

/// Issue 45: a pointer tooltip in a 10⁹ pt wide container ended 0.63 pt below it. The
/// solver forgave rounding in proportion to the room along *plus* across, so 10⁹ pt along
/// forgave a popover 1 pt too tall; each axis now forgives its own. 20,000 requests with
/// widths near 10⁹, origins far from 0, pointers at the edges, both layout directions, with
/// and without an arrow: some ended up to 0.7 pt outside before the fix, none after.
@Suite struct PointerAnchorHugeContainerTests {
    @Test func aTooltipStaysInsideAHugeContainer() {
        var random = SplitMix64(seed: 4_509)
        var placed = 0
        for _ in 0..<20_000 {
            let width = [1e9, 1e9 - 1, 999_999_999.5, 5e8].randomElement(using: &random)!
            let height = CGFloat.random(in: 300...2_000, using: &random)  // room above or below
            let x = [0, -5e8, 1_000, -1e9 + 1].randomElement(using: &random)!
            let container = CGRect(x: x, y: 0, width: width, height: height)
            let pointer = CGPoint(
                x: x + [CGFloat.random(in: 0...width, using: &random), width, width - 1, width - 0.3, 0.7].randomElement(using: &random)!,
                y: CGFloat.random(in: 0...height, using: &random)
            )
            let content = CGSize(width: CGFloat.random(in: 1...600, using: &random), height: CGFloat.random(in: 1...100, using: &random))
            let request = PointerAnchor(pointer, cursorHeight: [12, 20, 32].randomElement(using: &random)!).request(
                container: container, contentSize: content, showsArrow: Bool.random(using: &random),
                layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft
            )
            guard let frame = try? Placement.solve(request).frame else { continue }
            placed += 1
            // Inside the container less its 4 pt insets, to within a few of Double's steps at 10⁹ (1.2e-7).
            let inner = container.insetBy(dx: 4 - 1e-6, dy: 4 - 1e-6)
            #expect(frame.minX >= inner.minX && frame.maxX <= inner.maxX && frame.minY >= inner.minY && frame.maxY <= inner.maxY,
                    "\(container) pointer \(pointer) content \(content): \(frame)")
        }
        #expect(placed > 15_000)
    }
}
