import Foundation
@testable import PopoverCore
import Testing

/// Issue 35: a tour's step below the fold is scrolled into view, the least, before its
/// tip points at it.
@Suite struct AnchorRevealTests {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 600)
    static let content = CGSize(width: 390, height: 2_000)

    @Test func anAnchorBelowTheFoldScrollsUpToTheBottomEdge() {
        let anchor = CGRect(x: 20, y: 900, width: 44, height: 44)
        #expect(AnchorReveal.contentOffset(revealing: anchor, bounds: Self.bounds, contentSize: Self.content, insets: .zero) == CGPoint(x: 0, y: 360))
        // Under a 100 pt bar (the adjusted inset), from further down: to its top edge.
        let scrolled = CGRect(x: 0, y: 1_200, width: 390, height: 600)
        let insets = PopoverInsets(top: 100, left: 0, bottom: 34, right: 0)
        #expect(AnchorReveal.contentOffset(revealing: anchor, bounds: scrolled, contentSize: Self.content, insets: insets) == CGPoint(x: 0, y: 900 - 16 - 100))
    }

    @Test func anAnchorInViewNeedsNoScroll() {
        #expect(AnchorReveal.contentOffset(revealing: CGRect(x: 20, y: 40, width: 44, height: 44), bounds: Self.bounds, contentSize: Self.content, insets: .zero) == nil)
        #expect(AnchorReveal.contentOffset(revealing: CGRect(x: 20, y: CGFloat.nan, width: 44, height: 44), bounds: Self.bounds, contentSize: Self.content, insets: .zero) == nil)
    }

    /// Near the content's end the scroll stops at the end, and a tall anchor shows its top.
    @Test func theContentsEndsBoundTheScroll() {
        let last = CGRect(x: 20, y: 1_980, width: 44, height: 44)
        #expect(AnchorReveal.contentOffset(revealing: last, bounds: Self.bounds, contentSize: Self.content, insets: .zero) == CGPoint(x: 0, y: 1_400))
        let tall = CGRect(x: 0, y: 1_000, width: 390, height: 800)
        #expect(AnchorReveal.contentOffset(revealing: tall, bounds: Self.bounds, contentSize: Self.content, insets: .zero) == CGPoint(x: 0, y: 984))
    }

    /// Random anchors, scroll positions, content and insets: the offset stays within the
    /// content's ends; an anchor (with its margin) that fits and can be reached is in view
    /// after; one in view already moves nothing; the scroll is never more than needed.
    @Test func revealingShowsTheAnchorWithTheLeastScroll() {
        forAllSeeds(5_000) { _, random in
            let size = CGSize(width: random.value(100...800), height: random.value(100...800))
            let content = CGSize(width: random.value(50...3_000), height: random.value(50...3_000))
            let insets = PopoverInsets(top: random.value(0...100), left: random.value(0...40), bottom: random.value(0...100), right: random.value(0...40))
            func range(_ before: CGFloat, _ content: CGFloat, _ length: CGFloat, _ after: CGFloat) -> ClosedRange<CGFloat> { -before...max(-before, content - length + after) }
            let xs = range(insets.left, content.width, size.width, insets.right), ys = range(insets.top, content.height, size.height, insets.bottom)
            let bounds = CGRect(origin: CGPoint(x: random.value(xs), y: random.value(ys)), size: size)
            let anchor = CGRect(x: random.value(-50...content.width), y: random.value(-50...content.height), width: random.value(0...200), height: random.value(0...200))
            let margin = random.value(0...30)
            // Insets larger than the scroll view leave no visible area: nothing to check.
            guard size.width > insets.horizontal, size.height > insets.vertical else { return nil }
            let visible = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: size.width - insets.horizontal, height: size.height - insets.vertical)
            let target = anchor.insetBy(dx: -margin, dy: -margin)
            guard let offset = AnchorReveal.contentOffset(revealing: anchor, margin: margin, bounds: bounds, contentSize: content, insets: insets) else {
                if visible.width > 0, visible.height > 0, target.width <= visible.width, target.height <= visible.height,
                   xs.contains(target.minX - insets.left), xs.contains(target.maxX - size.width + insets.right),
                   ys.contains(target.minY - insets.top), ys.contains(target.maxY - size.height + insets.bottom),
                   !(target.minX >= visible.minX - 1e-6 && target.maxX <= visible.maxX + 1e-6 && target.minY >= visible.minY - 1e-6 && target.maxY <= visible.maxY + 1e-6) {
                    return "no scroll, but \(target) is out of \(visible) and reachable"
                }
                return nil
            }
            if !xs.contains(offset.x) || !ys.contains(offset.y) { return "offset \(offset) outside \(xs), \(ys)" }
            let after = visible.offsetBy(dx: offset.x - bounds.minX, dy: offset.y - bounds.minY)
            let fits = target.width <= visible.width && target.height <= visible.height
            let reachable = xs.contains(target.minX - insets.left) && xs.contains(target.maxX - size.width + insets.right)
                && ys.contains(target.minY - insets.top) && ys.contains(target.maxY - size.height + insets.bottom)
            func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
                inner.minX >= outer.minX - 1e-6 && inner.maxX <= outer.maxX + 1e-6 && inner.minY >= outer.minY - 1e-6 && inner.maxY <= outer.maxY + 1e-6
            }
            if fits, reachable, !holds(after, target) { return "\(target) not in \(after) after scrolling" }
            // Least: each axis moves no further than to bring the target's nearer edge in.
            let needX = max(0, target.maxX - visible.maxX, visible.minX - target.minX), needY = max(0, target.maxY - visible.maxY, visible.minY - target.minY)
            if fits, abs(offset.x - bounds.minX) > needX + 1e-6 || abs(offset.y - bounds.minY) > needY + 1e-6 { return "scrolled more than needed" }
            return nil
        }
    }
}
