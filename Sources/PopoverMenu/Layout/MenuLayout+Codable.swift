import Foundation
import PopoverCore

extension MenuLayout: Encodable {
    private enum Keys: String, CodingKey {
        case axis, width, visibleHeight, contentHeight, scrollable, pages, page, rows
    }

    private enum RowKeys: String, CodingKey {
        case kind, section, item, frame, titleFrame, subtitleFrame, imageFrame, checkmarkFrame, accessoryFrame, lineFrame, enabled, state
    }

    /// Encodes the layout: its size, whether it scrolls, and every row with its kind, index,
    /// frames as `{x, y, width, height}` (only those it has) and, for items, whether it is
    /// enabled and its state.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    /// let json = try encoder.encode(menuLayout)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(axis.rawValue, forKey: .axis)
        try c.encode(size.width, forKey: .width)
        try c.encode(visibleHeight, forKey: .visibleHeight)
        try c.encode(contentHeight, forKey: .contentHeight)
        try c.encode(isScrollable, forKey: .scrollable)
        if axis == .horizontal {
            try c.encode(pages.map { [$0.lowerBound, $0.upperBound] }, forKey: .pages)
            try c.encode(page, forKey: .page)
        }
        var list = c.nestedUnkeyedContainer(forKey: .rows)
        for row in rows {
            var r = list.nestedContainer(keyedBy: RowKeys.self)
            try r.encode(row.kind.rawValue, forKey: .kind)
            try r.encode(row.index.section, forKey: .section)
            if row.kind == .item { try r.encode(row.index.item, forKey: .item) }
            try r.encode(JSONRect(row.frame), forKey: .frame)
            try r.encodeIfPresent(row.title.map { JSONRect($0.frame) }, forKey: .titleFrame)
            try r.encodeIfPresent(row.subtitle.map { JSONRect($0.frame) }, forKey: .subtitleFrame)
            try r.encodeIfPresent(row.imageFrame.map(JSONRect.init), forKey: .imageFrame)
            try r.encodeIfPresent(row.checkmarkFrame.map(JSONRect.init), forKey: .checkmarkFrame)
            try r.encodeIfPresent(row.accessoryFrame.map(JSONRect.init), forKey: .accessoryFrame)
            try r.encodeIfPresent(row.lineFrame.map(JSONRect.init), forKey: .lineFrame)
            if row.kind == .item {
                try r.encode(row.isEnabled, forKey: .enabled)
                try r.encode(row.state.rawValue, forKey: .state)
            }
        }
    }
}

/// A rectangle as `{x, y, width, height}` in JSON.
private struct JSONRect: Encodable {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat
    init(_ r: CGRect) { (x, y, width, height) = (r.minX, r.minY, r.width, r.height) }
}
