import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35, item 4: every newline breaks a line as `\n` does, rather than drawing a
/// missing glyph on one line.
@Suite struct TipTextLayoutNewlineTests {
    static func pitch(_ text: String, _ font: TipFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }

    static func lines(_ message: String) -> [String] {
        TipTextLayout(TipContent(message: message), style: TipTextStyle(maximumWidth: 200), measure: pitch).lines.map(\.text)
    }

    @Test(arguments: ["\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}"])
    func aNewlineBreaksAsLineFeedDoes(newline: String) {
        #expect(Self.lines("One" + newline + "Two") == ["One", "Two"])
        #expect(Self.lines("One" + newline + newline + "Two") == Self.lines("One\n\nTwo"))
        #expect(Self.lines("One" + newline) == ["One", ""])
        #expect(Self.lines("One " + newline + " Two") == ["One", "Two"])
    }

    /// `\r\n` is one break, not two (it is one `Character`), and `\n\r` is two.
    @Test func crlfIsOneBreak() {
        #expect(Self.lines("A\r\nB\r\n\r\nC") == ["A", "B", "", "C"])
        #expect(Self.lines("A\n\rB") == ["A", "", "B"])
    }

    /// Random text over random newlines lays out as the same text over `\n`, and no line
    /// holds a newline.
    @Test func anyNewlineLaysOutAsLineFeed() {
        let newlines = ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"]
        forAllSeeds(2_000) { _, random in
            let pieces = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                String(repeating: "x", count: Int.random(in: 0...30, using: &random)) + (random.chance(0.3) ? " " : "")
            }
            var mixed = "", plain = ""
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    let newline = newlines.randomElement(using: &random)!
                    // A `\r` then `\n` (an empty piece between) would be one `\r\n`: one break, not two.
                    mixed += mixed.hasSuffix("\r") && newline.hasPrefix("\n") ? "\u{2029}" : newline
                    plain += "\n"
                }
                mixed += piece
                plain += piece
            }
            let width = CGFloat(Int.random(in: 40...300, using: &random))
            let a = TipTextLayout(TipContent(title: "T", message: mixed), style: TipTextStyle(maximumWidth: width), measure: Self.pitch)
            let b = TipTextLayout(TipContent(title: "T", message: plain), style: TipTextStyle(maximumWidth: width), measure: Self.pitch)
            // The same lines in the same places (their ranges are in different strings).
            func drawn(_ l: TipTextLayout) -> [String] { l.lines.map { "\($0.text)@\($0.baseline),\($0.width)" } + ["\(l.size)"] }
            if drawn(a) != drawn(b) { return "\(mixed.debugDescription) laid out as \(a.lines.map(\.text)), not \(b.lines.map(\.text))" }
            if let line = a.lines.first(where: { $0.text.contains(where: \.isNewline) }) { return "a line holds a newline: \(line.text.debugDescription)" }
            return nil
        }
    }
}
