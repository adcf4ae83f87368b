import Foundation

extension MenuLayout {
    /// The scroll offset brought into 0...``contentHeight`` − ``visibleHeight``: NaN and
    /// anything below become 0, anything above (infinity too) the bottom.
    ///
    /// ```swift
    /// let long = MenuLayout(PopoverMenu(items: (0..<30).map { MenuItem(title: "Item \($0)") }),
    ///                       within: CGSize(width: 320, height: 300), measure: measure)
    /// long.clampedScrollOffset(.nan)       // 0
    /// long.clampedScrollOffset(-40)        // 0
    /// long.clampedScrollOffset(.infinity)  // 1032: 1,332 pt of rows less the 300 shown
    /// ```
    public func clampedScrollOffset(_ offset: CGFloat) -> CGFloat {
        let most = max(contentHeight - visibleHeight, 0)
        return offset.isNaN ? 0 : min(max(offset, 0), most)
    }

    /// The rows a viewport of ``visibleHeight`` shows, wholly or in part, with the content
    /// scrolled by `scrollOffset` (brought in by ``clampedScrollOffset(_:)``, so a bounce
    /// past either end asks for no row more than the end shows): what a menu draws. Found by
    /// halving the rows, not by a scan, so it costs the same for 10 rows or 100,000. A
    /// horizontal menu does not scroll: every row of its page.
    ///
    /// A view that draws only these rows, in a canvas the size of the viewport, needs a
    /// backing store of the viewport's size times the screen scale squared whatever the
    /// number of rows.
    ///
    /// ```swift
    /// // 30 touch rows of 44 pt shown 300 pt tall, scrolled 400 pt: rows 8 to 15.
    /// let long = MenuLayout(PopoverMenu(items: (0..<30).map { MenuItem(title: "Item \($0)") }),
    ///                       within: CGSize(width: 320, height: 300), measure: measure)
    /// long.visibleRows(scrollOffset: 400).lowerBound  // 8
    /// long.visibleRows(scrollOffset: 400).upperBound  // 16
    /// ```
    public func visibleRows(scrollOffset: CGFloat) -> Range<Int> {
        guard axis == .vertical else { return rows.indices }
        let top = clampedScrollOffset(scrollOffset), bottom = top + visibleHeight
        // Rows run down without gaps: the first ending below the top, the first starting
        // at or below the bottom.
        let first = firstRow { $0.frame.maxY > top }
        let end = firstRow { $0.frame.minY >= bottom }
        return first..<max(first, end)
    }

    /// The first row for which `isPast` holds, `isPast` being false then true down the
    /// rows; the row count when it never holds.
    private func firstRow(where isPast: (Row) -> Bool) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(rows[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
