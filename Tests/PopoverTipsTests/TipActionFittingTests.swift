import Foundation
@testable import PopoverCore
@testable import PopoverInvariantChecks
@testable import PopoverTips
import Testing

/// Issue 45: a tip's action titles are fitted to the room. A 100-character action made a
/// 903 pt tip at `--width 260`; 438 of 50,000 random layouts were wider than their room.
@Suite struct TipActionFittingTests {
    static func pitch(_ text: String, _ font: TipFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
    static let margins = PopoverInsets(top: 10, left: 12, bottom: 10, right: 12)

    @Test func aLongActionIsCutShortToTheRoom() {
        let long = String(repeating: "Remind me later ", count: 7).trimmingCharacters(in: .whitespaces)  // 111 characters
        let layout = TipTextLayout(TipContent(message: "Saved", actions: [TipAction(id: "l", title: long)]),
                                   within: 260, padding: Self.margins, measure: Self.pitch)
        #expect(layout.size.width <= 260)
        #expect(layout.actions[0].title.hasSuffix("…"))
        #expect(long.hasPrefix(String(layout.actions[0].title.dropLast())))
        #expect(!layout.actions[0].title.dropLast().hasSuffix(" "))
        #expect(layout.actions[0].width <= 236 && layout.actions[0].width > 200)
        #expect(layout.actions[0].hitArea.maxX <= layout.size.width)
    }

    /// Two actions share the row: a short one keeps its title, the long one gets the rest.
    @Test func aShortActionKeepsItsTitleBesideALongOne() {
        let long = String(repeating: "x", count: 80)
        let layout = TipTextLayout(TipContent(message: "Saved", actions: [TipAction(id: "ok", title: "OK"), TipAction(id: "l", title: long)]),
                                   within: 260, padding: Self.margins, measure: Self.pitch)
        #expect(layout.actions.map(\.title).first == "OK")
        #expect(layout.actions[1].title.hasSuffix("…"))
        #expect(layout.size.width <= 260)
        #expect(layout.actions[0].hitArea.maxX <= layout.actions[1].hitArea.minX)
    }

    /// Titles that fit are drawn whole, as before.
    @Test func titlesThatFitAreNotCut() {
        let layout = TipTextLayout(TipContent(message: "Saved", actions: [TipAction(id: "a", title: "Not now"), TipAction(id: "b", title: "Show me")]),
                                   within: 260, padding: Self.margins, measure: Self.pitch)
        #expect(layout.actions.map(\.title) == ["Not now", "Show me"])
    }

    /// The narrowest a tip with `count` actions can be when every title is cut to "…" in
    /// `font`: the actions' gaps (16 pt, scaled) and 44 pt hit areas, with the margins.
    static func narrowest(count: Int, font: TipFont, scale: CGFloat) -> CGFloat {
        let e = pitch("…", font), pad = max(0, 44 - e) / 2
        let row = CGFloat(count) * e + CGFloat(count - 1) * max(16 * scale, 2 * pad)
        return max(row, row + 2 * pad - 24).rounded(.up) + 24
    }

    /// 50,000 random tips, with actions up to 300 characters, in rooms from 110 to 600 pt
    /// and text scales from 0.8 to 3: none is wider than its room (or, where even titles cut
    /// to "…" cannot fit, than the narrowest such tip), and no hit area overlaps another or
    /// leaves the tip.
    @Test func noRandomTipIsWiderThanItsRoom() {
        var random = SplitMix64(seed: 4_545)
        let words = ["Got it", "OK", "Remind me", "x", "Learn more about this", String(repeating: "W", count: 40), "مشاركة الصورة", "👩‍👩‍👧‍👦"]
        var cramped = 0
        for _ in 0..<50_000 {
            func title() -> String {
                (0..<Int.random(in: 1...8, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            }
            let actions = (0..<Int.random(in: 1...2, using: &random)).map { TipAction(id: "\($0)", title: String(title().prefix(300))) }
            let room = CGFloat.random(in: 110...600, using: &random)
            let scale = CGFloat.random(in: 0.8...3, using: &random)
            let layout = TipTextLayout(TipContent(title: Bool.random(using: &random) ? title() : nil, message: title(), actions: actions),
                                       within: room, padding: Self.margins, textScale: { _ in scale }, measure: Self.pitch)
            let narrowest = Self.narrowest(count: actions.count, font: layout.actions[0].font, scale: scale)
            if narrowest > room { cramped += 1 }
            #expect(layout.size.width <= max(room, narrowest) + 1e-9, "room \(room) scale \(scale): \(layout.size.width)")
            for action in layout.actions { #expect(action.hitArea.minX >= 0 && action.hitArea.maxX <= layout.size.width + 1e-9) }
            if layout.actions.count == 2 { #expect(layout.actions[0].hitArea.maxX <= layout.actions[1].hitArea.minX + 1e-9) }
        }
        #expect(cramped < 500)  // the rooms are real rooms: only a few cannot hold two actions at all
    }
}
