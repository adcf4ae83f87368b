import Foundation

/// Greedy line breaking for a tip's text, by ranges of it: as many words as fit, a word too
/// wide on its own broken between characters; newlines (`Character.isNewline`: `\r\n` is
/// one) start new lines. A line runs from its first word's start to its last word's end,
/// with the spaces between them as the text has them.
enum TipTextWrapping {
    /// How far past the width a run still fits: a platform laying the tip out again in the
    /// width it was measured at (the measured width less padding and image, in floating
    /// point) may come a hair short, and must get the same lines.
    static let tolerance: CGFloat = 1e-6

    static func lines(_ text: String, width: CGFloat, measure: (Range<String.Index>) -> CGFloat) -> [Range<String.Index>] {
        let width = width + tolerance
        var result: [Range<String.Index>] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line: Range<String.Index>?
            for word in paragraph.split(separator: " ") {
                let candidate = (line?.lowerBound ?? word.startIndex)..<word.endIndex
                if measure(candidate) <= width {
                    line = candidate
                    continue
                }
                if let line { result.append(line) }
                line = nil
                // A word wider than the line: as many characters as fit (found by halving),
                // then the rest; at least one character a line.
                var rest = word.startIndex..<word.endIndex
                while text[rest].count > 1, measure(rest) > width {
                    var fits = 1, tooWide = text[rest].count
                    while tooWide - fits > 1 {
                        let middle = (fits + tooWide) / 2
                        if measure(rest.lowerBound..<text.index(rest.lowerBound, offsetBy: middle)) <= width { fits = middle } else { tooWide = middle }
                    }
                    let end = text.index(rest.lowerBound, offsetBy: fits)
                    result.append(rest.lowerBound..<end)
                    rest = end..<rest.upperBound
                }
                line = rest
            }
            if let line {
                result.append(line)
            } else if paragraph.isEmpty {
                result.append(paragraph.startIndex..<paragraph.startIndex)
            }
        }
        return result
    }

    /// `text` cut short with "…" to fit `width` (as much of it as fits, found by halving,
    /// with the spaces before the cut dropped); the text itself when it fits, "…" alone when
    /// nothing more does.
    static func truncated(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        let width = width + tolerance
        guard measure(text) > width else { return text }
        func cut(_ count: Int) -> String {
            String(text.prefix(count)).replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "…"
        }
        var fits = 0, tooWide = text.count
        while tooWide - fits > 1 {
            let middle = (fits + tooWide) / 2
            if measure(cut(middle)) <= width { fits = middle } else { tooWide = middle }
        }
        return cut(fits)
    }
}
