import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 35: a tip's geometry decided in the core: the width it really gets, 44 pt hit
/// areas, the image, alignment and right to left.
@Suite struct TipTextLayoutGeometryTests {
    static func pitch(_ text: String, _ font: TipFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
    static let margins = PopoverInsets(top: 10, left: 12, bottom: 10, right: 12)

    /// A narrow container: the text wraps at the room it gets, not at its readable width
    /// (the UIKit tip was cut off here).
    @Test func theRoomGivenNarrowsTheColumn() {
        let content = TipContent(message: "Tap here to send this photo to a friend.", actions: [TipAction(id: "n", title: "Next"), TipAction(id: "s", title: "Skip")])
        let wide = TipTextLayout(content, padding: Self.margins, measure: Self.pitch)
        let narrow = TipTextLayout(content, within: 150, padding: Self.margins, measure: Self.pitch)
        #expect(wide.size.width == wide.lines.map(\.width).max()!.rounded(.up) + 24)
        #expect(wide.lines.allSatisfy { $0.width <= 260 })
        #expect(narrow.size.width <= 150)
        #expect(narrow.lines.allSatisfy { $0.width <= 126 })
        #expect(narrow.lines.count > wide.lines.count)
        #expect(narrow.actions.allSatisfy { $0.hitArea.maxX <= narrow.size.width })
    }

    /// "OK" is 20 pt wide at 13 pt semibold here: its button still gets 44 × 44 pt.
    @Test func aShortActionGetsAFullHitArea() {
        let layout = TipTextLayout(TipContent(message: "Saved", actions: [TipAction(id: "ok", title: "OK")]), padding: Self.margins) { text, _ in CGFloat(text.count) * 10 }
        let action = layout.actions[0]
        #expect(action.width == 20)
        #expect(action.hitArea.width == 44 && action.hitArea.height == 44)
        #expect(action.hitArea.minX == 0 && action.hitArea.midX == action.baseline.x + 10)
        #expect(action.hitArea.maxY <= layout.size.height)
    }

    /// An image sits at the leading edge, fitted into 36 pt, the text 10 pt after it.
    @Test func theImageSitsBeforeTheText() {
        let layout = TipTextLayout(TipContent(title: "Share"), padding: Self.margins, imageSize: CGSize(width: 72, height: 36), measure: Self.pitch)
        #expect(layout.imageFrame == CGRect(x: 12, y: 10, width: 36, height: 18))
        #expect(layout.lines[0].baseline.x == CGFloat(12 + 36 + 10))
        let tall = TipTextLayout(TipContent(message: "Hi"), imageSize: CGSize(width: 20, height: 30), measure: Self.pitch)
        #expect(tall.imageFrame?.size == CGSize(width: 20, height: 30))
        #expect(tall.size.height == 30)
        #expect(TipTextLayout(TipContent(message: "Hi"), imageSize: CGSize(width: CGFloat.nan, height: 1), measure: Self.pitch).imageFrame == nil)
    }

    /// An attributed message is measured run by run: a bold "Share" (twice as wide here)
    /// breaks the line the plain text would keep, and each line's range draws its runs.
    @Test func anAttributedMessageBreaksByItsRuns() {
        let message = "Tap Share to send"
        let bold = message.range(of: "Share")!
        let layout = TipTextLayout(
            TipContent(message: message), style: TipTextStyle(maximumWidth: 120),
            measureMessage: { range, font in
                message[range].indices.reduce(CGFloat(0)) { width, i in width + font.size / 2 * (bold.contains(i) ? 2 : 1) }
            },
            measure: Self.pitch
        )
        let plain = TipTextLayout(TipContent(message: message), style: TipTextStyle(maximumWidth: 120), measure: Self.pitch)
        #expect(plain.lines.map(\.text) == ["Tap Share to send"])
        #expect(layout.lines.map(\.text) == ["Tap Share to", "send"])
        #expect(layout.lines.map { String(message[$0.range]) } == ["Tap Share to", "send"])
        #expect(layout.lines[0].width == CGFloat(6.5 * 12 + 6.5 * 5))
    }

    @Test func linesAlignInTheColumn() {
        let content = TipContent(title: "A title", message: "A much longer message")
        func xs(_ alignment: TipTextAlignment) -> [CGFloat] {
            TipTextLayout(content, style: TipTextStyle(alignment: alignment), measure: Self.pitch).lines.map(\.baseline.x)
        }
        // The message is 136.5 pt wide (the column, rounded up to 137); the title 52.5.
        #expect(xs(.leading) == [0, 0])
        #expect(xs(.center) == [(137 - 52.5) / 2, 0.25])
        #expect(xs(.trailing) == [137 - 52.5, 0.5])
    }

    /// Random tips, styles, rooms, images, scales and directions: hit areas at least
    /// 44 pt, inside the area and apart; lines within the column; the image inside and
    /// before the text; right to left the exact mirror of left to right.
    @Test func geometryHoldsForAnyTip() {
        let titles = ["OK", "X", "Next", "Skip", "Learn more about this", "Got it"]
        forAllSeeds(2_000) { _, random in
            func words(_ n: Int) -> String { (0..<n).map { _ in String(repeating: "w", count: Int.random(in: 1...9, using: &random)) }.joined(separator: " ") }
            let content = TipContent(
                title: random.chance(0.5) ? words(Int.random(in: 1...4, using: &random)) : nil, message: words(Int.random(in: 1...30, using: &random)),
                actions: (0..<Int.random(in: 0...2, using: &random)).map { TipAction(id: "a\($0)", title: titles.randomElement(using: &random)!) }
            )
            func font() -> TipFont {
                TipFont(size: random.value(8...30, hostileChance: 0.05), weight: .regular, textStyle: random.chance(0.5) ? .body : nil)
            }
            let style = TipTextStyle(
                titleFont: font(), messageFont: font(), actionFont: font(), alignment: TipTextAlignment.allCases.randomElement(using: &random)!,
                maximumWidth: random.value(40...400, hostileChance: 0.05)
            )
            let room = random.chance(0.3) ? CGFloat.infinity : random.value(60...500, hostileChance: 0.05)
            let padding = PopoverInsets.uniform(random.value(0...16))
            let image = random.chance(0.4) ? CGSize(width: random.value(1...100), height: random.value(1...100)) : nil
            let scale = random.value(0.5...3, hostileChance: 0.05)
            func layout(_ direction: PopoverLayoutDirection) -> TipTextLayout {
                TipTextLayout(content, style: style, within: room, padding: padding, imageSize: image, layoutDirection: direction, textScale: { _ in scale }, measure: Self.pitch)
            }
            let ltr = layout(.leftToRight), rtl = layout(.rightToLeft)
            let bounds = CGRect(origin: .zero, size: ltr.size)
            for (index, action) in ltr.actions.enumerated() {
                let area = action.hitArea
                if area.width < 44 || area.height < 44 { return "hit area \(area) under 44 pt" }
                if !bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(area) { return "hit area \(area) outside \(ltr.size)" }
                if index > 0, area.minX < ltr.actions[index - 1].hitArea.maxX - 1e-9 { return "hit areas overlap" }
                if !area.contains(CGPoint(x: action.baseline.x + action.width / 2, y: action.baseline.y - action.font.size / 3)) { return "title outside its hit area" }
            }
            let k = scale.isFinite ? min(max(scale, 0.5), 4) : 1
            let imageColumn = ltr.imageFrame.map { $0.width + 10 * k } ?? 0
            if let frame = ltr.imageFrame {
                if frame.width > 36 * k + 0.5 || frame.height > 36 * k + 0.5 || !bounds.contains(frame) { return "image \(frame) in \(ltr.size)" }
                if ltr.lines.contains(where: { $0.baseline.x < frame.maxX + 10 * k - 1e-9 }) { return "a line over the image" }
            }
            let widest = style.maximumWidth.isFinite ? min(max(style.maximumWidth, 40), 2_000) : 260
            let column = max(min(widest, room.isNaN ? widest : room - padding.horizontal - imageColumn), 20)
            for line in ltr.lines where line.text.count > 1 && line.width > column + 1e-9 { return "line \(line.width) wider than column \(column)" }
            if ltr.lines.contains(where: { $0.baseline.x + $0.width > ltr.size.width + 1e-9 }) { return "a line past the area" }
            if rtl.size != ltr.size { return "sizes differ by direction" }
            func mirrored(_ x: CGFloat, _ w: CGFloat) -> CGFloat { ltr.size.width - x - w }
            for (a, b) in zip(ltr.lines, rtl.lines) where abs(b.baseline.x - mirrored(a.baseline.x, a.width)) > 1e-9 || a.baseline.y != b.baseline.y {
                return "line not mirrored"
            }
            for (a, b) in zip(ltr.actions, rtl.actions) where abs(b.hitArea.minX - mirrored(a.hitArea.minX, a.hitArea.width)) > 1e-9 {
                return "hit area not mirrored"
            }
            if let a = ltr.imageFrame, let b = rtl.imageFrame, abs(b.minX - mirrored(a.minX, a.width)) > 1e-9 { return "image not mirrored" }
            return nil
        }
    }
}
