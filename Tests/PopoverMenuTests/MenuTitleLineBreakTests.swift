import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// A title's first line ends at its first newline, wherever it lies: the layout's quick
/// check (eight bytes at a time) must not miss a newline after the first word, nor one
/// written as NEL, U+2028 or U+2029, nor take a printable title for one.
@Suite struct MenuTitleLineBreakTests {
    static let pieces = ["a", "Folder", " ", "é", "—", "\t", "~", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "😀"]

    @Test func theFirstLineStopsAtTheFirstNewline() {
        var random = SplitMix64(seed: 47)
        for n in 0..<3_000 {
            var title = ""
            while title.count < 18 {
                let piece = Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
                // Mostly printable runs, so newlines land past the first eight bytes.
                guard piece.first!.isNewline == false || random.next() % 4 == 0, (title + piece).count <= 19 else { continue }
                title += piece
            }
            // At most 19 characters of 8.5 pt: 161.5 pt, inside the 168 pt column.
            let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: title)]), measure: FixedPitch())
            let lines = try! #require(layout.rows[0].title)
            let texts = lines.texts(of: title)
            let cut = title.firstIndex(where: \.isNewline)
            // Before a newline, the words: trailing spaces are not drawn.
            let firstLine = cut.map { String(title[..<$0].reversed().drop { $0 == " " }.reversed()) } ?? title
            #expect(texts[0] == firstLine, "case \(n): \(title.debugDescription)")
            #expect(texts.allSatisfy { !$0.contains(where: \.isNewline) }, "case \(n): \(title.debugDescription)")
            #expect((lines.second != nil) == (cut.map { title[title.index(after: $0)...].contains { $0 != " " } } ?? false),
                    "case \(n): \(title.debugDescription)")
        }
    }
}
