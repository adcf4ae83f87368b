import Foundation
import PopoverCore

/// Where a tip's text goes inside its content area: the title (bold) and the message
/// broken into lines no wider than a readable width, then the actions on one line
/// (bold, in order); with the area's size. Words break only at spaces and newlines (any
/// of Unicode's: `\n`, `\r\n`, `\r`, U+2028, U+2029, and vertical tab, form feed and
/// NEL, each one break), and a word wider than the width breaks between characters. The width of a run of text comes
/// from `measure` (UIKit's, CoreText's or Cairo's fonts), so each platform's lines are its
/// own, and the rules are the same everywhere.
///
/// ```swift
/// // Every character 7 pt wide, as a fixed-pitch font would be.
/// let layout = TipTextLayout(TipContent(message: "Tap here to share this photo"), maximumWidth: 100) { text, _ in CGFloat(text.count) * 7 }
/// layout.lines.map(\.text)   // ["Tap here to", "share this", "photo"]
/// layout.size                // (77, 51)
/// ```
public struct TipTextLayout: Sendable, Equatable {
    /// A text style of the tip, with its point size at the default Dynamic Type size.
    public enum Font: String, Sendable, Hashable, CaseIterable {
        /// The title: bold, 15 pt (`subheadline` weight semibold in UIKit terms).
        case title
        /// The message: regular, 13 pt (`footnote`).
        case message
        /// An action's title: bold, 13 pt.
        case action

        /// The point size.
        ///
        /// ```swift
        /// TipTextLayout.Font.title.size  // 15
        /// ```
        public var size: CGFloat { self == .title ? 15 : 13 }
        /// Whether it is bold.
        ///
        /// ```swift
        /// TipTextLayout.Font.message.isBold  // false
        /// ```
        public var isBold: Bool { self != .message }
        /// Baseline to baseline, in points.
        ///
        /// ```swift
        /// TipTextLayout.Font.message.lineHeight  // 17
        /// ```
        public var lineHeight: CGFloat { (size * 1.3).rounded() }
    }

    /// One line of text: its run, font, and where its baseline starts.
    public struct Line: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Its font.
        public var font: Font
        /// The baseline's start, in the content area.
        public var baseline: CGPoint
        /// Its width as measured.
        public var width: CGFloat
    }

    /// The readable width a tip's text keeps to by default, in points.
    ///
    /// ```swift
    /// TipTextLayout.readableWidth  // 260
    /// ```
    public static let readableWidth: CGFloat = 260

    /// The room a tip's text keeps from the popover's edge, in points: 10 above and
    /// below, 12 on the sides.
    ///
    /// ```swift
    /// TipTextLayout.minimumMargins.left  // 12
    /// ```
    public static let minimumMargins = PopoverInsets(top: 10, left: 12, bottom: 10, right: 12)

    /// The padding a tip adds inside a style's content area so its text keeps
    /// ``minimumMargins`` from the edge: what the content insets do not already give.
    ///
    /// ```swift
    /// TipTextLayout.padding(inside: .uniform(8)).left  // 4
    /// TipTextLayout.padding(inside: .zero).top         // 10
    /// ```
    public static func padding(inside contentInsets: PopoverInsets) -> PopoverInsets {
        let m = minimumMargins, i = contentInsets
        func rest(_ margin: CGFloat, _ inset: CGFloat) -> CGFloat { inset.isFinite ? max(0, margin - inset) : margin }
        return PopoverInsets(top: rest(m.top, i.top), left: rest(m.left, i.left), bottom: rest(m.bottom, i.bottom), right: rest(m.right, i.right))
    }

    /// The lines, top to bottom.
    public private(set) var lines: [Line]
    /// The content area's size: the widest line rounded up to whole points, and the
    /// lines' heights with the gaps.
    public private(set) var size: CGSize

    /// Lays out `content` within `maximumWidth` points of text (sanitized to 40...2000),
    /// inside `padding` (the size includes it), with every font `textScale` times its
    /// default size (Dynamic Type: UIKit's `UIFontMetrics` scale, sanitized to 0.5...4;
    /// `measure` is asked for the scaled fonts).
    ///
    /// ```swift
    /// TipTextLayout(TipContent(title: "Share"), maximumWidth: 260) { text, font in CGFloat(text.count) * font.size / 2 }.lines.count  // 1
    /// ```
    public init(
        _ content: TipContent, maximumWidth: CGFloat = readableWidth, padding: PopoverInsets = .zero, textScale: CGFloat = 1,
        measure: (String, Font) -> CGFloat
    ) {
        let width = maximumWidth.isFinite ? min(max(maximumWidth, 40), 2_000) : Self.readableWidth
        let k = textScale.isFinite ? min(max(textScale, 0.5), 4) : 1
        func measured(_ text: String, _ font: Font) -> CGFloat {
            let w = measure(text, font)
            return w.isFinite ? max(0, w) : 0
        }
        var lines: [Line] = [], y: CGFloat = 0
        /// The next baseline for `font`, `gap` points below the last line (the first at the font's size).
        func nextBaseline(_ font: Font, gap: CGFloat) -> CGFloat {
            y += (lines.isEmpty ? font.size : font.lineHeight + gap) * k
            return y
        }
        for (text, font, gap) in [(content.title, Font.title, CGFloat(0)), (content.message, .message, 4)] {
            guard let text, !text.isEmpty else { continue }
            for (index, run) in Self.wrap(text, width: width, font: font, measure: measured).enumerated() {
                let baseline = nextBaseline(font, gap: index == 0 ? gap : 0)
                lines.append(Line(text: run, font: font, baseline: CGPoint(x: 0, y: baseline), width: measured(run, font)))
            }
        }
        if !content.actions.isEmpty {
            var x: CGFloat = 0
            let baseline = nextBaseline(.action, gap: 8)
            for action in content.actions.prefix(TipContent.maximumActions) {
                let w = measured(action.title, .action)
                lines.append(Line(text: action.title, font: .action, baseline: CGPoint(x: x, y: baseline), width: w))
                x += w + 16 * k
            }
        }
        let descent: CGFloat = lines.last.map { ($0.font.size * 0.3 * k).rounded() } ?? 0
        let p = Self.clean(padding)
        for index in lines.indices {
            lines[index].baseline.x += p.left
            lines[index].baseline.y += p.top
        }
        self.lines = lines
        let textWidth = (lines.map { $0.baseline.x - p.left + $0.width }.max() ?? 0).rounded(.up)
        size = CGSize(width: textWidth + p.horizontal, height: y + descent + p.vertical)
    }

    /// Padding with every side finite, in 0...100.
    private static func clean(_ p: PopoverInsets) -> PopoverInsets {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 100) : 0 }
        return PopoverInsets(top: c(p.top), left: c(p.left), bottom: c(p.bottom), right: c(p.right))
    }

    /// Greedy line breaking: as many words as fit, a word too wide on its own broken
    /// between characters; newlines (`Character.isNewline`: `\r\n` is one) start new lines.
    private static func wrap(_ text: String, width: CGFloat, font: Font, measure: (String, Font) -> CGFloat) -> [String] {
        var result: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            for word in paragraph.split(separator: " ").map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if measure(candidate, font) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = ""
                // A word wider than the line: as many characters as fit (found by halving),
                // then the rest; at least one character a line.
                var rest = Substring(word)
                while rest.count > 1, measure(String(rest), font) > width {
                    var fits = 1, tooWide = rest.count
                    while tooWide - fits > 1 {
                        let middle = (fits + tooWide) / 2
                        if measure(String(rest.prefix(middle)), font) <= width { fits = middle } else { tooWide = middle }
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
