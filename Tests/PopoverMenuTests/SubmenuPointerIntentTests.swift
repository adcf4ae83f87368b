import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: a submenu opens when the pointer rests on its item, and stays open while the
/// pointer travels to it across its siblings (the "safe triangle"), on a virtual clock.
@Suite struct SubmenuPointerIntentTests {
    /// Six items, 44 pt rows from y = 0, 200 pt wide; items 1 and 4 open submenus.
    static let menu = PopoverMenu(items: (0..<6).map { i in
        i == 1 || i == 4
            ? MenuItem(title: "Sub \(i)", children: PopoverMenu(items: [MenuItem(title: "A"), MenuItem(title: "B"), MenuItem(title: "C")]))
            : MenuItem(title: "Item \(i)")
    })
    static let rowHeight: CGFloat = 44, width: CGFloat = 200

    static func item(_ i: Int) -> MenuItemPath { MenuItemPath([MenuItemIndex(section: 0, item: i)]) }
    static func inSubmenu(_ i: Int, _ j: Int) -> MenuItemPath { item(i).appending(MenuItemIndex(section: 0, item: j)) }

    /// The item under a point of the parent menu (x 0...200), or of the submenu of `open`.
    static func over(_ p: CGPoint, submenu: (path: MenuItemPath, frame: CGRect)?) -> MenuItemPath? {
        if let submenu, submenu.frame.contains(p) {
            let j = Int((p.y - submenu.frame.minY) / rowHeight)
            return j < 3 ? submenu.path.appending(MenuItemIndex(section: 0, item: j)) : nil
        }
        guard p.x >= 0, p.x < width, p.y >= 0, p.y < 6 * rowHeight else { return nil }
        return item(Int(p.y / rowHeight))
    }

    /// The submenu of item `i`, to the right of its row, its top 8 pt above the row's.
    static func submenuFrame(_ i: Int) -> CGRect {
        CGRect(x: width, y: CGFloat(i) * rowHeight - 8, width: 160, height: 3 * rowHeight)
    }

    @Test func restingOnAnItemOpensItsSubmenuAfterTheDelayAndLeavingItBeforeDoesNot() {
        var intent = SubmenuPointerIntent(Self.menu)
        #expect(intent.handle(.moved(to: CGPoint(x: 50, y: 60), over: Self.item(1), at: 10)) == [.hover(Self.item(1))])
        #expect(intent.deadline == 10.2)
        #expect(intent.handle(.moved(to: CGPoint(x: 60, y: 62), over: Self.item(1), at: 10.1)).isEmpty == false)
        #expect(intent.handle(.tick(at: 10.19)).isEmpty)
        #expect(intent.handle(.tick(at: 10.2)) == [.openSubmenu(Self.item(1))])
        #expect(intent.deadline == nil)
        // Onto a plain row before the delay: nothing opens.
        var early = SubmenuPointerIntent(Self.menu)
        _ = early.handle(.moved(to: CGPoint(x: 50, y: 60), over: Self.item(1), at: 0))
        #expect(early.handle(.moved(to: CGPoint(x: 50, y: 100), over: Self.item(2), at: 0.1)) == [.hover(Self.item(2))])
        #expect(early.deadline == nil)
        #expect(early.handle(.tick(at: 5)).isEmpty)
        // A disabled item, or one without a submenu, never waits.
        var plain = SubmenuPointerIntent(Self.menu)
        _ = plain.handle(.moved(to: CGPoint(x: 50, y: 10), over: Self.item(0), at: 0))
        #expect(plain.deadline == nil)
    }

    @Test func aMoveTowardTheOpenSubmenuKeepsItAndRestingOnASiblingSwitches() {
        var intent = SubmenuPointerIntent(Self.menu)
        _ = intent.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = intent.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        // Down and right, across row 2, toward the submenu's left edge (x 200, y 36...168).
        #expect(intent.handle(.moved(to: CGPoint(x: 170, y: 92), over: Self.item(2), at: 0.05)).isEmpty)
        #expect(intent.deadline == 0.35)
        // Resting there: row 2 is handed on, and the submenu closes for it.
        #expect(intent.handle(.tick(at: 0.35)) == [.hover(Self.item(2))])
        // A move away from the submenu (left) hands the row on at once.
        var away = SubmenuPointerIntent(Self.menu)
        _ = away.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = away.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        #expect(away.handle(.moved(to: CGPoint(x: 120, y: 95), over: Self.item(2), at: 0.05)) == [.hover(Self.item(2))])
        // Into the submenu: its items are handed on at once.
        var into = SubmenuPointerIntent(Self.menu)
        _ = into.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = into.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        #expect(into.handle(.moved(to: CGPoint(x: 210, y: 40), over: Self.inSubmenu(1, 0), at: 0.05)) == [.hover(Self.inSubmenu(1, 0))])
    }

    @Test func theTriangleIsTheApexAndTheEdgeFacingIt() {
        let frame = CGRect(x: 200, y: 0, width: 100, height: 100)
        let apex = CGPoint(x: 100, y: 50)
        #expect(SubmenuPointerIntent.triangle(from: apex, toward: frame, contains: CGPoint(x: 150, y: 50)))
        #expect(SubmenuPointerIntent.triangle(from: apex, toward: frame, contains: CGPoint(x: 199, y: 1)))
        #expect(!SubmenuPointerIntent.triangle(from: apex, toward: frame, contains: CGPoint(x: 150, y: 10)))
        #expect(!SubmenuPointerIntent.triangle(from: apex, toward: frame, contains: CGPoint(x: 90, y: 50)))
        // A submenu to the left (right to left), and one below the row.
        #expect(SubmenuPointerIntent.triangle(from: CGPoint(x: 350, y: 50), toward: frame, contains: CGPoint(x: 320, y: 50)))
        #expect(SubmenuPointerIntent.triangle(from: CGPoint(x: 250, y: -60), toward: frame, contains: CGPoint(x: 250, y: -20)))
        #expect(!SubmenuPointerIntent.triangle(from: CGPoint(x: 250, y: -60), toward: frame, contains: CGPoint(x: 150, y: -20)))
        // Cross products that overflow to infinity and then NaN: not inside.
        let vast = CGRect(x: 1e308, y: -1e308, width: 1e308, height: 1.7e308)
        #expect(!SubmenuPointerIntent.triangle(from: CGPoint(x: -1e308, y: 1e308), toward: vast, contains: CGPoint(x: 0, y: 0)))
    }

    /// Thousands of pointer paths from a row with an open submenu, each move inside the
    /// triangle from the last point to the submenu's near edge, faster than the switch
    /// delay: the submenu is never closed for a sibling on the way, and the path ends in it.
    @Test func pathsInsideTheTriangleNeverCloseTheSubmenu() {
        var g = SplitMix64(seed: 47)
        var cases = 0
        for _ in 0..<3_000 {
            let opener = [1, 4].randomElement(using: &g)!
            let frame = Self.submenuFrame(opener)
            var intent = SubmenuPointerIntent(Self.menu)
            var p = CGPoint(x: CGFloat.random(in: 20..<190, using: &g), y: CGFloat(opener) * Self.rowHeight + CGFloat.random(in: 1..<43, using: &g))
            var time = TimeInterval.random(in: 0..<100, using: &g)
            _ = intent.handle(.moved(to: p, over: Self.item(opener), at: time))
            _ = intent.handle(.submenuShown(Self.item(opener), frame: frame))
            for _ in 0..<40 {
                // A point inside the triangle (random barycentric weights), a step short of the edge.
                let a = CGPoint(x: frame.minX, y: frame.minY), b = CGPoint(x: frame.minX, y: frame.maxY)
                var u = Double.random(in: 0...1, using: &g), v = Double.random(in: 0...1, using: &g)
                if u + v > 1 { (u, v) = (1 - u, 1 - v) }
                let next = CGPoint(x: p.x + (a.x - p.x) * u + (b.x - p.x) * v, y: p.y + (a.y - p.y) * u + (b.y - p.y) * v)
                time += TimeInterval.random(in: 0.001..<0.29, using: &g)
                // The app ticks whenever a deadline passed between moves.
                if let deadline = intent.deadline, deadline <= time {
                    for action in intent.handle(.tick(at: deadline)) {
                        Issue.record("a tick on the way closed the submenu: \(action)")
                    }
                }
                p = next
                let under = Self.over(p, submenu: (Self.item(opener), frame))
                for action in intent.handle(.moved(to: p, over: under, at: time)) {
                    if case let .hover(item) = action, let item, item.depth == 1, item != Self.item(opener) {
                        Issue.record("moving to \(p) toward \(frame) handed on sibling \(item)")
                    }
                }
                cases += 1
                if frame.minX - p.x < 0.5 { break }
            }
            // The rest of the way: into the submenu, whose first row is handed on.
            let inside = CGPoint(x: frame.minX + 5, y: frame.minY + 5)
            time += 0.01
            #expect(intent.handle(.moved(to: inside, over: Self.inSubmenu(opener, 0), at: time)) == [.hover(Self.inSubmenu(opener, 0))])
        }
        #expect(cases > 10_000)   // 3,000 paths of about four moves each
    }

    /// Random paths that stop on a sibling row inside the triangle and rest: the sibling is
    /// handed on at the switch delay (and its own submenu opens, if it has one), never before.
    @Test func restingOnASiblingSwitchesAtTheDelayAndNotBefore() {
        var g = SplitMix64(seed: 4_700)
        for _ in 0..<3_000 {
            let timing = SubmenuPointerIntent.Timing(openDelay: Double.random(in: 0.05..<0.3, using: &g),
                                                     switchDelay: Double.random(in: 0.1..<0.6, using: &g))
            let opener = 1, frame = Self.submenuFrame(opener)
            var intent = SubmenuPointerIntent(Self.menu, timing: timing)
            let start = CGPoint(x: 190, y: 50)
            _ = intent.handle(.moved(to: start, over: Self.item(opener), at: 0))
            _ = intent.handle(.submenuShown(Self.item(opener), frame: frame))
            // A point of row 2 inside the triangle from the start to the near edge.
            let sibling = 2
            let p = CGPoint(x: 195, y: CGFloat.random(in: 89..<(90 + 1), using: &g))
            guard SubmenuPointerIntent.triangle(from: start, toward: frame, contains: p) else {
                Issue.record("\(p) should be inside the triangle from \(start) to \(frame)")
                continue
            }
            let moved = TimeInterval.random(in: 0.01..<0.1, using: &g)
            #expect(intent.handle(.moved(to: p, over: Self.item(sibling), at: moved)).isEmpty)
            let early = moved + timing.switchDelay * Double.random(in: 0..<0.99, using: &g)
            #expect(intent.handle(.tick(at: early)).isEmpty)
            #expect(intent.handle(.tick(at: moved + timing.switchDelay)) == [.hover(Self.item(sibling))])
        }
        // A sibling that opens a submenu of its own: handed on at the switch delay, and its
        // submenu opens in the same tick (it has rested longer than the open delay).
        var intent = SubmenuPointerIntent(Self.menu)
        let tall = CGRect(x: Self.width, y: 0, width: 160, height: 300)
        _ = intent.handle(.moved(to: CGPoint(x: 190, y: 200), over: Self.item(4), at: 0))
        _ = intent.handle(.submenuShown(Self.item(4), frame: tall))
        #expect(intent.handle(.moved(to: CGPoint(x: 199, y: 60), over: Self.item(1), at: 0.05)).isEmpty)
        #expect(intent.handle(.tick(at: 0.35)) == [.hover(Self.item(1)), .openSubmenu(Self.item(1))])
    }

    @Test func hostileInputChangesNothing() {
        var intent = SubmenuPointerIntent(Self.menu, timing: .init(openDelay: .nan, switchDelay: -1))
        #expect(intent.timing.openDelay == 0.2 && intent.timing.switchDelay == 0.2)   // never shorter than the open delay
        let huge = SubmenuPointerIntent.Timing(openDelay: 1e308, switchDelay: .infinity)
        #expect(huge.openDelay == 10 && huge.switchDelay == 10)
        // A submenu frame that is not real (NaN, infinite, 1e308 wide) holds no row.
        for frame in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 200, y: 0, width: CGFloat.infinity, height: 100),
                      CGRect(x: 200, y: -1e308, width: 1e308, height: 1e308)] {
            var shown = SubmenuPointerIntent(Self.menu)
            _ = shown.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
            _ = shown.handle(.submenuShown(Self.item(1), frame: frame))
            #expect(shown.handle(.moved(to: CGPoint(x: 170, y: 92), over: Self.item(2), at: 0.05)) == [.hover(Self.item(2))], "\(frame)")
        }
        #expect(intent.handle(.moved(to: CGPoint(x: CGFloat.nan, y: 0), over: Self.item(1), at: 0)).isEmpty)
        #expect(intent.handle(.moved(to: .zero, over: Self.item(1), at: .infinity)).isEmpty)
        #expect(intent.handle(.tick(at: .nan)).isEmpty)
        #expect(intent.deadline == nil)
        // A made-up path is handed on as it is (the navigation ignores it), and never waits.
        let madeUp = MenuItemPath([MenuItemIndex(section: 9, item: 9)])
        #expect(intent.handle(.moved(to: .zero, over: madeUp, at: 1)) == [.hover(madeUp)])
        #expect(intent.deadline == nil)
    }
}

extension SubmenuPointerIntentTests {
    @Test func aSubmenuThatMovesOrClosesIsTrackedByItsPath() {
        var intent = SubmenuPointerIntent(Self.menu)
        _ = intent.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = intent.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        // Moved far down (a scroll): the old triangle no longer holds the row.
        _ = intent.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1).offsetBy(dx: 0, dy: 400)))
        #expect(intent.handle(.moved(to: CGPoint(x: 170, y: 92), over: Self.item(2), at: 0.05)) == [.hover(Self.item(2))])
        // Closed: a move toward where it was is handed on at once.
        var closed = SubmenuPointerIntent(Self.menu)
        _ = closed.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = closed.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        #expect(closed.handle(.submenuClosed(Self.inSubmenu(1, 0))).isEmpty)   // not shown: nothing changes
        _ = closed.handle(.submenuClosed(Self.item(1)))
        #expect(closed.handle(.moved(to: CGPoint(x: 170, y: 92), over: Self.item(2), at: 0.05)) == [.hover(Self.item(2))])
    }
}

extension SubmenuPointerIntentTests {
    @Test func aPointerThatLeavesTheMenusLeavesNothingWaiting() {
        var intent = SubmenuPointerIntent(Self.menu)
        _ = intent.handle(.moved(to: CGPoint(x: 150, y: 60), over: Self.item(1), at: 0))
        _ = intent.handle(.submenuShown(Self.item(1), frame: Self.submenuFrame(1)))
        #expect(intent.handle(.moved(to: CGPoint(x: 170, y: 92), over: Self.item(2), at: 0.05)).isEmpty)
        #expect(intent.deadline != nil)
        // Into the gap between the menus, where no row is: the held row is never handed on.
        #expect(intent.handle(.exited).isEmpty)
        #expect(intent.deadline == nil)
        #expect(intent.handle(.tick(at: 5)).isEmpty)
        // Nor does an item the pointer rested on, then left, open its submenu.
        var left = SubmenuPointerIntent(Self.menu)
        _ = left.handle(.moved(to: CGPoint(x: 50, y: 60), over: Self.item(4), at: 0))
        _ = left.handle(.exited)
        #expect(left.handle(.tick(at: 1)).isEmpty)
    }
}
