import Foundation
@testable import PopoverCore
@testable import PopoverTips
import Testing

/// Issue 20, item 1: a tip's text laid out by the core's rules, measured by the platform.
@Suite struct TipTextLayoutTests {
    /// A fixed-pitch measure: every character is half its font's size wide.
    static func pitch(_ text: String, _ font: TipFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }

    @Test func titleMessageAndActionsStackWithTheirGaps() {
        let content = TipContent(
            title: "Share", message: "Tap here to send this photo to a friend.",
            actions: [TipAction(id: "ok", title: "Got it"), TipAction(id: "more", title: "Learn more")]
        )
        let layout = TipTextLayout(content, style: TipTextStyle(maximumWidth: 120), measure: TipTextLayoutTests.pitch)
        #expect(layout.lines.map(\.text) == ["Share", "Tap here to send", "this photo to a", "friend."])
        #expect(layout.lines.map(\.role) == [.title, .message, .message, .message])
        // 15 (title), + 17 + 4 gap, + 17, + 17; the actions 4 (descent) + 8 (gap) + 13 below.
        #expect(layout.lines.map(\.baseline.y) == [15, 36, 53, 70])
        #expect(layout.actions.map(\.title) == ["Got it", "Learn more"])
        #expect(layout.actions.map(\.baseline) == [CGPoint(x: 0, y: 95), CGPoint(x: 39 + 16, y: 95)])
        // "Got it" is 39 pt wide: its hit area is 44 pt, moved in from -2.5 to the edge;
        // both 44 pt tall, centred on the titles' line (82...99).
        #expect(layout.actions.map(\.hitArea) == [CGRect(x: 0, y: 68.5, width: 44, height: 44), CGRect(x: 55, y: 68.5, width: 65, height: 44)])
        // The hit areas' row is 122.5 pt wide and ends at 112.5: rounded up.
        #expect(layout.size == CGSize(width: 123, height: 113))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let layout = TipTextLayout(TipContent(message: "Supercalifragilistic ok"), style: TipTextStyle(maximumWidth: 40), measure: TipTextLayoutTests.pitch)
        // 13 pt text, 6.5 pt a character: six fit in 40 pt.
        #expect(layout.lines.map(\.text) == ["Superc", "alifra", "gilist", "ic ok"])
        #expect(layout.lines.allSatisfy { $0.width <= 40 })
    }

    @Test func newlinesStartLines() {
        let layout = TipTextLayout(TipContent(message: "One\n\nTwo"), style: TipTextStyle(maximumWidth: 200), measure: TipTextLayoutTests.pitch)
        #expect(layout.lines.map(\.text) == ["One", "", "Two"])
    }

    @Test(arguments: [
        (TipContent(), "message: a tip needs a title or a message, got \"\""),
        (TipContent(title: " ", message: "\n"), "message: a tip needs a title or a message, got \"\n\""),
        (TipContent(message: String(repeating: "a", count: 2_001)), "message: must be at most 2000 characters, got 2001"),
        (TipContent(message: "Hi", actions: [TipAction(id: "a", title: "A"), TipAction(id: "b", title: "B"), TipAction(id: "c", title: "C")]), "actions: must be at most 2, got 3"),
        (TipContent(message: "Hi", actions: [TipAction(id: "a", title: " ")]), "actions[0].title: must not be empty, got \" \""),
    ])
    func badContentIsRefusedByName(content: TipContent, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try content.validate() }
        #expect(error.description == message)
    }

    /// Random words, widths and measures (hostile ones included): every line fits unless
    /// it is one character, the words come back in order, the size holds every line, and
    /// a 2,000-character word stays cheap (the breaking halves, it does not step).
    @Test func linesFitAndKeepTheWords() {
        forAllSeeds(2_000) { _, random in
            let words = (0..<Int.random(in: 1...30, using: &random)).map { _ in
                String(repeating: "x", count: Int.random(in: 1...(random.chance(0.05) ? 400 : 12), using: &random))
            }
            let width = random.value(40...400, hostileChance: 0.05)
            let content = TipContent(title: random.chance(0.5) ? "Title" : nil, message: words.joined(separator: " "))
            let hostileMeasure = random.chance(0.05)
            let layout = TipTextLayout(content, style: TipTextStyle(maximumWidth: width)) { text, font in hostileMeasure && text.count % 7 == 0 ? .nan : Self.pitch(text, font) }
            let limit = width.isFinite ? min(max(width, 40), 2_000) : TipTextLayout.readableWidth
            for line in layout.lines where line.width > limit && line.text.count > 1 { return "\"\(line.text)\" is \(line.width) wide, limit \(limit)" }
            let message = layout.lines.filter { $0.role == .message }.map(\.text).joined().replacingOccurrences(of: " ", with: "")
            if message != words.joined() { return "words lost or reordered" }
            if layout.lines.contains(where: { $0.baseline.y > layout.size.height }) { return "a line below the size" }
            let widest = layout.lines.map { $0.baseline.x + $0.width }.max() ?? 0
            if layout.size.width != widest.rounded(.up) { return "size \(layout.size), widest line \(widest)" }
            return nil
        }
        let long = TipTextLayout(TipContent(message: String(repeating: "w", count: 2_000)), style: TipTextStyle(maximumWidth: 40), measure: TipTextLayoutTests.pitch)
        #expect(long.lines.count == 334)
    }
}

/// The tip's padding and the view size the core gives its text.
@Suite struct TipSizingTests {
    @Test func paddingTopsUpTheStylesInsets() {
        #expect(TipTextLayout.padding(inside: .zero) == TipTextLayout.minimumMargins)
        #expect(TipTextLayout.padding(inside: .uniform(8)) == PopoverInsets(top: 2, left: 4, bottom: 2, right: 4))
        #expect(TipTextLayout.padding(inside: .uniform(20)) == .zero)
        #expect(TipTextLayout.padding(inside: .uniform(.nan)) == TipTextLayout.minimumMargins)
        let padded = TipTextLayout(TipContent(message: "Hi"), padding: PopoverInsets(top: 10, left: 12, bottom: 10, right: 12)) { text, font in CGFloat(text.count) * font.size / 2 }
        #expect(padded.lines[0].baseline == CGPoint(x: 12, y: 23))
        #expect(padded.size == CGSize(width: 13 + 24, height: 13 + 4 + 20))
    }

    /// `BackgroundLayout.viewSize(containing:…)` is the size the solver gives a placed
    /// popover whose content it did not shrink, over 2,000 random requests.
    @Test func viewSizeIsTheSolversFrameSize() {
        forAllSeeds(2_000) { _, random in
            let metrics = SkinMetrics(
                arrowBase: random.value(10...40), arrowHeight: random.value(5...20),
                contentInsets: .uniform(random.value(0...16)), cornerRadius: random.value(0...12)
            )
            let content = CGSize(width: random.value(20...300), height: random.value(20...300))
            let request = PlacementRequest(
                anchor: CGRect(x: random.value(0...900), y: random.value(0...700), width: 44, height: 44),
                container: CGRect(x: 0, y: 0, width: 1024, height: 768), contentSize: content, metrics: metrics
            )
            guard let placement = try? Placement.solve(request), !placement.contentShrunk else { return nil }
            let size = BackgroundLayout.viewSize(containing: content, direction: placement.direction, metrics: metrics)
            if abs(size.width - placement.frame.width) > 1e-9 || abs(size.height - placement.frame.height) > 1e-9 {
                return "view size \(size), solver's frame \(placement.frame.size) (\(placement.direction))"
            }
            return nil
        }
    }
}

/// Dynamic Type: the text scale grows every gap and baseline with the fonts.
@Suite struct TipTextScaleTests {
    @Test func aLargerTextScaleGrowsTheLayout() {
        let content = TipContent(title: "Share", message: "Tap here", actions: [TipAction(id: "a", title: "OK"), TipAction(id: "b", title: "Later")])
        func layout(_ k: CGFloat) -> TipTextLayout {
            TipTextLayout(content, style: TipTextStyle(maximumWidth: 2_000), textScale: { _ in k }, measure: TipTextLayoutTests.pitch)
        }
        let normal = layout(1), large = layout(2)
        #expect(large.lines.map(\.baseline.y) == normal.lines.map { $0.baseline.y * 2 })
        #expect(large.lines.map(\.font.size) == [30, 26])
        #expect(large.actions.map(\.baseline.y) == normal.actions.map { $0.baseline.y * 2 })
        // The hit areas stay 44 pt tall until the text is taller; the gaps grow with it.
        #expect(normal.actions.map(\.hitArea.height) == [44, 44])
        #expect(large.actions[1].baseline.x - large.actions[0].baseline.x - large.actions[0].width == 32)
        // Hostile scales are brought into 0.5...4 (NaN counts as 1): the heights say so.
        #expect(layout(.nan).size.height == normal.size.height)
        #expect(layout(100).lines[0].baseline.y == CGFloat(60))
    }

    /// A font with no text style keeps its size at every Dynamic Type size.
    @Test func aFixedFontDoesNotScale() {
        let style = TipTextStyle(messageFont: TipFont(size: 14))
        let layout = TipTextLayout(TipContent(message: "Hi"), style: style, textScale: { _ in 3 }, measure: TipTextLayoutTests.pitch)
        #expect(layout.lines[0].font.size == 14)
        #expect(layout.lines[0].baseline.y == 14)
    }
}

/// A tip's content read from JSON is checked as one made in code.
@Suite struct TipContentJSONTests {
    @Test func contentRoundTripsAndBadContentIsRefused() throws {
        let content = TipContent(title: "Share", message: "Tap here", systemImage: "square.and.arrow.up", actions: [TipAction(id: "ok", title: "OK")])
        #expect(try JSONDecoder().decode(TipContent.self, from: JSONEncoder().encode(content)) == content)
        let empty = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(TipContent.self, from: Data(#"{"message": ""}"#.utf8)) }
        #expect(empty.description == #"message: a tip needs a title or a message, got """#)
        let typo = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(TipContent.self, from: Data(#"{"mesage": "Hi"}"#.utf8)) }
        #expect(typo.description.contains(#"did you mean "message"?"#))
    }
}
