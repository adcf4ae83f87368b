import Foundation

/// Greedy line breaking for a tip's text: as many words as fit, a word too wide on its own
/// broken between characters; newlines (`Character.isNewline`: `\r\n` is one) start new
/// lines.
enum TipTextWrapping {
    static func lines(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var result: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            for word in paragraph.split(separator: " ").map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if measure(candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = ""
                // A word wider than the line: as many characters as fit (found by halving),
                // then the rest; at least one character a line.
                var rest = Substring(word)
                while rest.count > 1, measure(String(rest)) > width {
                    var fits = 1, tooWide = rest.count
                    while tooWide - fits > 1 {
                        let middle = (fits + tooWide) / 2
                        if measure(String(rest.prefix(middle))) <= width { fits = middle } else { tooWide = middle }
                    }
                    result.append(String(rest.prefix(fits)))
                    rest = rest.dropFirst(fits)
                }
                line = String(rest)
            }
            if !line.isEmpty || paragraph.isEmpty { result.append(line) }
        }
        return result
    }
}
