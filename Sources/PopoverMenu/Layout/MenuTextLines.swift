import Foundation

/// A title, subtitle or header broken into at most two lines, the second cut short with
/// `…` when the rest does not fit, as `UIMenu` shows long titles. Lines break at spaces and
/// newlines; a word wider than the column breaks between characters.
///
/// ```swift
/// let lines = menuLayout.rows[1].title  // the first item's title
/// lines?.first.frame.width              // 34: "Name", 4 characters of 8.5 pt
/// ```
public struct MenuTextLines: Sendable, Equatable {
    /// One line: where it is in the text, and where it is drawn (its top at the line's top,
    /// as tall as the font's line height, as wide as measured).
    public struct Line: Sendable, Equatable {
        /// The run of the text it shows.
        public var range: Range<String.Index>
        /// Where it is drawn, in the menu's content.
        public var frame: CGRect
    }

    /// The font the lines are drawn in.
    public var font: MenuFont
    /// The first line.
    public var first: Line
    /// The second line; `nil` when the text fits on one.
    public var second: Line?
    /// Whether the last line is cut short: draw `…` after it (its frame's width counts it).
    public var isTruncated: Bool

    /// Both lines' union.
    ///
    /// ```swift
    /// menuLayout.rows[1].title?.frame.height  // 22: one line of 17 pt text
    /// ```
    public var frame: CGRect { second.map { first.frame.union($0.frame) } ?? first.frame }

    /// The text of each line as drawn, `…` included.
    ///
    /// ```swift
    /// menuLayout.rows[1].title?.texts(of: "Name")  // ["Name"]
    /// ```
    public func texts(of text: String) -> [String] {
        let dots = isTruncated ? Self.ellipsis : ""
        guard let second else { return [String(text[first.range]) + dots] }
        return [String(text[first.range]), String(text[second.range]) + dots]
    }

    /// The character that ends a cut-short line.
    ///
    /// ```swift
    /// MenuTextLines.ellipsis  // "…"
    /// ```
    public static let ellipsis = "…"

    /// `text` in `font` in a column `width` points wide, on at most `maximumLines` (1 or 2),
    /// its first line's top at `y` and its leading edge at `x`; `known` is its whole width
    /// when already measured.
    @inline(__always)
    static func fit(
        _ text: String, font: MenuFont, width: CGFloat, x: CGFloat, y: CGFloat, maximumLines: Int = 2, known: CGFloat?, measure: any MenuTextMeasuring
    ) -> MenuTextLines {
        // Most texts were measured and fit on one line: made here, inline in the caller.
        if let known, known <= max(width, 1) + 1e-6, !mayHoldNewline(text) {
            let line = Line(range: text.startIndex..<text.endIndex, frame: CGRect(x: x, y: y, width: known, height: font.lineHeight))
            return MenuTextLines(font: font, first: line, second: nil, isTruncated: false)
        }
        return wrap(text, font: font, width: width, x: x, y: y, maximumLines: maximumLines, known: known, measure: measure)
    }

    /// ``fit(_:font:width:x:y:maximumLines:known:measure:)`` for a text that may not fit.
    private static func wrap(
        _ text: String, font: MenuFont, width: CGFloat, x: CGFloat, y: CGFloat, maximumLines: Int, known: CGFloat?, measure: any MenuTextMeasuring
    ) -> MenuTextLines {
        let column = max(width, 1) + 1e-6
        func w(_ range: Range<String.Index>) -> CGFloat { MenuLayout.clean(measure.width(of: text[range], font: font)) }
        func line(_ range: Range<String.Index>, _ width: CGFloat, _ top: CGFloat) -> Line {
            Line(range: range, frame: CGRect(x: x, y: top, width: width, height: font.lineHeight))
        }
        let all = text.startIndex..<text.endIndex
        let newline = firstNewline(in: text, from: text.startIndex)
        let whole = known ?? w(all)
        if newline == nil, whole <= column {
            return MenuTextLines(font: font, first: line(all, whole, y), second: nil, isTruncated: false)
        }
        let dots = MenuLayout.clean(measure.width(of: Substring(ellipsis), font: font))
        let firstEnd = newline ?? text.endIndex
        if maximumLines < 2 {
            var cut = longestPrefix(text, from: text.startIndex, to: firstEnd, width: column, extra: dots, measure: w)
            while cut > text.startIndex, text[text.index(before: cut)] == " " { cut = text.index(before: cut) }
            let kept = text.startIndex..<cut
            return MenuTextLines(font: font, first: line(kept, w(kept) + dots, y), second: nil, isTruncated: true)
        }
        // The first line: as many words as fit before any newline.
        var end = text.startIndex
        var scan = text.startIndex
        while scan < firstEnd {
            let wordEnd = text[scan..<firstEnd].firstIndex(of: " ") ?? firstEnd
            if wordEnd > scan {
                if w(text.startIndex..<wordEnd) > column { break }
                end = wordEnd
            }
            scan = wordEnd < firstEnd ? text.index(after: wordEnd) : firstEnd
        }
        // No word fitted. The first word alone is too wide: as many characters as fit, at
        // least one. A first line of spaces only, or none (a newline first), stays empty.
        if end == text.startIndex, text[..<firstEnd].contains(where: { $0 != " " }) {
            end = longestPrefix(text, from: text.startIndex, to: firstEnd, width: column, extra: 0, measure: w)
            if end == text.startIndex { end = text.index(after: text.startIndex) }
        }
        let firstRange = text.startIndex..<end
        let firstLine = line(firstRange, w(firstRange), y)
        // The second line: the rest, less leading spaces and the newline, cut at the next newline.
        var start = end
        while start < text.endIndex, text[start] == " " { start = text.index(after: start) }
        if let newline, start == newline { start = text.index(after: newline) }
        while start < text.endIndex, text[start] == " " { start = text.index(after: start) }
        guard start < text.endIndex else { return MenuTextLines(font: font, first: firstLine, second: nil, isTruncated: false) }
        let nextNewline = firstNewline(in: text, from: start)
        let restEnd = nextNewline ?? text.endIndex
        let rest = start..<restEnd
        let restWidth = w(rest)
        if nextNewline == nil, restWidth <= column {
            return MenuTextLines(font: font, first: firstLine, second: line(rest, restWidth, y + font.lineHeight), isTruncated: false)
        }
        var cut = restWidth + dots <= column ? restEnd : longestPrefix(text, from: start, to: restEnd, width: column, extra: dots, measure: w)
        // No trailing spaces before the dots.
        while cut > start, text[text.index(before: cut)] == " " { cut = text.index(before: cut) }
        let kept = start..<cut
        return MenuTextLines(
            font: font, first: firstLine, second: line(kept, w(kept) + dots, y + font.lineHeight), isTruncated: true
        )
    }

    /// The end of the longest run from `start` (up to `limit`) whose width plus `extra` fits
    /// in `width`, found by halving.
    private static func longestPrefix(
        _ text: String, from start: String.Index, to limit: String.Index, width: CGFloat, extra: CGFloat,
        measure: (Range<String.Index>) -> CGFloat
    ) -> String.Index {
        var fits = 0, tooWide = text[start..<limit].count + 1
        while tooWide - fits > 1 {
            let middle = (fits + tooWide) / 2
            if measure(start..<text.index(start, offsetBy: middle)) + extra <= width { fits = middle } else { tooWide = middle }
        }
        return text.index(start, offsetBy: fits)
    }

    /// Whether `text` has a byte that can start a newline (one of `\n`, `\r`, vertical tab and
    /// form feed, or the lead byte of NEL, U+2028 or U+2029): most titles have none, and a
    /// scan of their bytes says so.
    @inline(__always)
    static func mayHoldNewline(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // Eight bytes at a time while all are printable ASCII (none under 0x20, none from
            // 0x80: the bit trick finds a byte under 0x20 in a word, with no false negative),
            // then byte by byte.
            var i = 0
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                let high: UInt64 = 0x8080_8080_8080_8080, space: UInt64 = 0x2020_2020_2020_2020
                while i + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if (word | ((word &- space) & ~word)) & high != 0 { break }
                    i += 8
                }
            }
            for byte in bytes[i...] where (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 { return true }
            return false
        } ?? true
    }

    /// The first newline at or after `start` (`\n`, `\r`, vertical tab, form feed, NEL,
    /// U+2028, U+2029), found in the UTF-8 bytes so short titles cost a scan, not a
    /// grapheme walk.
    static func firstNewline(in text: String, from start: String.Index) -> String.Index? {
        // Most titles have no byte that can start a newline: a scan of the bytes says so.
        guard mayHoldNewline(text) else { return nil }
        let utf8 = text.utf8
        var i = start.samePosition(in: utf8) ?? utf8.startIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            if (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2, let index = i.samePosition(in: text), text[index].isNewline {
                return index
            }
            i = utf8.index(after: i)
        }
        return nil
    }
}
