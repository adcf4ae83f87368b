import Foundation

extension MenuLayout {
    /// The row drawn at `point` (in the menu's content: add the scroll offset to a point in
    /// the popover), found by halving the rows, not by a scan; `nil` outside every row.
    ///
    /// ```swift
    /// menuLayout.row(at: CGPoint(x: 40, y: 20))  // 0: the first row
    /// ```
    public func row(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < size.width, !rows.isEmpty else { return nil }
        // Rows run down (vertical) or across (horizontal, mirrored right to left): find the
        // last row starting at or before the point along that axis.
        let descending = axis == .horizontal && layoutDirection == .rightToLeft
        func start(_ r: Int) -> CGFloat { axis == .vertical ? rows[r].frame.minY : rows[r].frame.minX }
        let p = axis == .vertical ? point.y : point.x
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            let before = descending ? start(middle) > p : start(middle) <= p
            if before { low = middle + 1 } else { high = middle }
        }
        let candidate = descending ? low : low - 1
        guard rows.indices.contains(candidate) else { return nil }
        return rows[candidate].frame.contains(point) ? candidate : nil
    }

    /// The row of the item at `index`; `nil` when it is not shown (another page of a
    /// horizontal menu).
    ///
    /// ```swift
    /// menuLayout.row(of: MenuItemIndex(section: 0, item: 1))  // 2: after the header and the first item
    /// ```
    public func row(of index: MenuItemIndex) -> Int? {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].index < index || (rows[middle].index == index && rows[middle].kind != .item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        // Headers, separators and paging chevrons sharing the index sort before it.
        return low < rows.count && rows[low].index == index && rows[low].kind == .item ? low : nil
    }

    /// Where the highlight of `row` is drawn: its frame inset by
    /// ``MenuMetrics/highlightInset`` at the sides (a horizontal menu's button by 3 pt all
    /// round), a rounded rectangle of ``MenuMetrics/highlightRadius``.
    ///
    /// ```swift
    /// menuLayout.highlightFrame(of: 1)  // (6, 39, 188, 44)
    /// ```
    public func highlightFrame(of row: Int) -> CGRect {
        guard rows.indices.contains(row) else { return .null }
        return axis == .vertical ? rows[row].frame.insetBy(dx: metrics.highlightInset, dy: 0) : rows[row].frame.insetBy(dx: 3, dy: 3)
    }

    /// The scroll offset that shows `row` whole, moving as little as possible from
    /// `offset` (both in 0...``contentHeight`` − ``visibleHeight``): how the highlighted row
    /// is kept in view.
    ///
    /// ```swift
    /// menuLayout.scrollOffset(showing: 6, from: 0)  // 0: the whole menu shows
    /// ```
    public func scrollOffset(showing row: Int, from offset: CGFloat) -> CGFloat {
        let most = max(contentHeight - visibleHeight, 0)
        let current = offset.isFinite ? min(max(offset, 0), most) : 0
        guard axis == .vertical, rows.indices.contains(row) else { return current }
        // The row comes into view with the menu's padding around it when that fits too (so
        // its highlight clears the popover's rounded corners); a row taller than the view
        // shows its top.
        let frame = rows[row].frame, padding = metrics.menuPadding
        var top = max(frame.minY - padding, 0), bottom = min(frame.maxY + padding, contentHeight)
        if bottom - top > visibleHeight { (top, bottom) = (frame.minY, frame.maxY) }
        if top < current || bottom - top > visibleHeight { return min(max(top, 0), most) }
        if bottom > current + visibleHeight { return min(max(bottom - visibleHeight, 0), most) }
        return current
    }
}
