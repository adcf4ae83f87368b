import Foundation
import PopoverCore

/// Where everything in a tip goes inside its content area, and the area's size: the
/// image, the title and message broken into lines, and the actions, each with a hit area
/// of at least 44 × 44 pt. Every platform's tip is laid out here (UIKit, SwiftUI's
/// measure, the renderer), so the rules are the same everywhere:
///
/// - the text column is as wide as the style's ``TipTextStyle/maximumWidth`` and never
///   wider than the room the tip really gets (`within`), less the padding and the image;
/// - words break only at spaces and newlines (any of Unicode's: `\n`, `\r\n`, `\r`,
///   U+2028, U+2029, vertical tab, form feed and NEL, each one break); a word wider than
///   the column breaks between characters;
/// - the title, then the message 4 pt below, then the actions on one row 8 pt below, each
///   action's hit area at least 44 pt wide and tall around its title (the row spaced so
///   hit areas never overlap, and kept inside the area); titles too long for the row are
///   cut short with "…", the room shared out between them;
/// - the image at the leading edge, top-aligned, no larger than 36 pt a side, the text
///   10 pt after it;
/// - lines aligned in the column as ``TipTextStyle/alignment`` says, and everything
///   mirrored right to left when the layout direction is.
///
/// The width of a run of text comes from `measure` (UIKit's, CoreText's or Cairo's fonts),
/// so each platform's lines are its own. Gaps grow with the message font's Dynamic Type
/// scale.
///
/// ```swift
/// // Every character 7 pt wide, as a fixed-pitch font would be.
/// let layout = TipTextLayout(TipContent(message: "Tap here to share this photo"), style: TipTextStyle(maximumWidth: 100)) { text, _ in CGFloat(text.count) * 7 }
/// layout.lines.map(\.text)   // ["Tap here to", "share this", "photo"]
/// layout.size                // (77, 51)
/// ```
public struct TipTextLayout: Sendable, Equatable {
    /// What a run of a tip's text is.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// The title.
        case title
        /// The message.
        case message
        /// An action's title.
        case action
    }

    /// One line of the title or message: its run, kind, font, and where its baseline starts.
    public struct Line: Sendable, Equatable {
        /// The text.
        public var text: String
        /// Title or message.
        public var role: Role
        /// Where the text is in the title or message (an attributed message's runs are
        /// drawn from it).
        public var range: Range<String.Index>
        /// Its font, at the Dynamic Type size laid out for.
        public var font: TipFont
        /// The baseline's left end, in the content area.
        public var baseline: CGPoint
        /// Its width as measured.
        public var width: CGFloat
    }

    /// An action's button: its title where it is drawn, and the area a touch hits.
    public struct Action: Sendable, Equatable {
        /// The action's position among the tip's actions.
        public var index: Int
        /// Its title as drawn: cut short with "…" when the row has no room for all of it.
        public var title: String
        /// The title's font.
        public var font: TipFont
        /// The title's baseline's left end, in the content area.
        public var baseline: CGPoint
        /// The title's width as measured.
        public var width: CGFloat
        /// Where a touch presses it: at least 44 × 44 pt, around the title, inside the area.
        public var hitArea: CGRect
    }

    /// The readable width a tip's text keeps to by default, in points.
    ///
    /// ```swift
    /// TipTextLayout.readableWidth  // 260
    /// ```
    public static let readableWidth: CGFloat = 260

    /// The smallest side of an action's hit area, in points (Apple's Human Interface
    /// Guidelines: 44 × 44 pt).
    ///
    /// ```swift
    /// TipTextLayout.minimumHitSide  // 44
    /// ```
    public static let minimumHitSide: CGFloat = 44

    /// The largest side of the tip's image at the default text size, in points.
    ///
    /// ```swift
    /// TipTextLayout.maximumImageSide  // 36
    /// ```
    public static let maximumImageSide: CGFloat = 36

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

    /// The title's and message's lines, top to bottom.
    public private(set) var lines: [Line]
    /// The actions' buttons, in order.
    public private(set) var actions: [Action]
    /// Where the image goes; `nil` without one.
    public private(set) var imageFrame: CGRect?
    /// The content area's size, padding included: the text column's widest run (or the
    /// action row's hit areas) with the image beside it, and the lines, gaps and action
    /// row, each rounded up to whole points.
    public private(set) var size: CGSize

    /// Lays out `content` in `style`, inside `padding` (the size includes it), in a room
    /// `within` points wide (padding included; infinite: as wide as the style allows),
    /// with an image of `imageSize` (its natural size; `nil` for none), in
    /// `layoutDirection`. `textScale` is the Dynamic Type scale of a text style (UIKit's
    /// `UIFontMetrics`; brought into 0.5...4); `measure` is asked for the scaled fonts.
    /// `measureMessage`, when given, measures a range of the message instead (an attributed
    /// message, whose runs have fonts of their own), with the message font as the base.
    ///
    /// ```swift
    /// TipTextLayout(TipContent(title: "Share")) { text, font in CGFloat(text.count) * font.size / 2 }.lines.count  // 1
    /// ```
    public init(
        _ content: TipContent, style: TipTextStyle = TipTextStyle(), within room: CGFloat = .infinity, padding: PopoverInsets = .zero,
        imageSize: CGSize? = nil, layoutDirection: PopoverLayoutDirection = .leftToRight,
        textScale: (TipFont.TextStyle) -> CGFloat = { _ in 1 }, measureMessage: ((Range<String.Index>, TipFont) -> CGFloat)? = nil,
        measure: (String, TipFont) -> CGFloat
    ) {
        let p = Self.clean(padding)
        func scale(_ font: TipFont) -> CGFloat { font.textStyle.map(textScale) ?? 1 }
        func fonts(_ role: Role) -> TipFont { let f = style.font(for: role); return f.scaled(by: scale(f)) }
        let gapScale = textScale(style.messageFont.textStyle ?? .footnote)
        let k = PopoverLimits.clamped(gapScale, to: PopoverLimits.textScale, fallback: 1)
        func clean(_ w: CGFloat) -> CGFloat { w.isFinite ? min(max(0, w), PopoverLimits.maximumLength) : 0 }
        func measured(_ text: String, _ font: TipFont) -> CGFloat { clean(measure(text, font)) }

        // The image, fitted into its box, and the column the text gets beside it.
        let image = imageSize.flatMap { Self.fitted($0, side: Self.maximumImageSide * k) }
        let imageColumn = image.map { $0.width + 10 * k } ?? 0
        let widest = PopoverLimits.clamped(style.maximumWidth, to: TipTextStyle.maximumWidthRange, fallback: Self.readableWidth)
        let roomLeft = room.isNaN ? widest : room - p.horizontal - imageColumn
        // Whole points, as the area's width is rounded up to them: a fractional room is never
        // overrun (the tolerance keeps a room that is a measured width, in floating point, whole).
        let column = max(min(widest, (roomLeft + TipTextWrapping.tolerance).rounded(.down)), 20)

        // The title and message, top to bottom.
        var lines: [Line] = [], y: CGFloat = 0
        for (text, role, gap) in [(content.title, Role.title, CGFloat(0)), (content.message, .message, 4 * k)] {
            guard let text, !text.isEmpty else { continue }
            let font = fonts(role)
            func width(_ range: Range<String.Index>) -> CGFloat {
                if role == .message, let measureMessage { return clean(measureMessage(range, font)) }
                return measured(String(text[range]), font)
            }
            for (index, range) in TipTextWrapping.lines(text, width: column, measure: width).enumerated() {
                y += lines.isEmpty ? font.size : font.lineHeight + (index == 0 ? gap : 0)
                lines.append(Line(text: String(text[range]), role: role, range: range, font: font, baseline: CGPoint(x: 0, y: y), width: width(range)))
            }
        }
        var bottom = y + (lines.last?.font.descent ?? 0)

        // The actions: a row below, each title centred in a hit area at least 44 pt a side,
        // titles too long for the column's share cut short with "…".
        let actionFont = fonts(.action), hit = Self.minimumHitSide
        let titles = Self.fittedActionTitles(
            content.actions.prefix(TipContent.maximumActions).map(\.title), in: column, overhang: max(0, roomLeft - column) + p.horizontal, gap: 16 * k
        ) { measured($0, actionFont) }
        var actions: [Action] = [], x: CGFloat = 0
        for (index, title) in titles.enumerated() {
            let width = measured(title, actionFont)
            if let previous = actions.last {
                x += previous.width + max(16 * k, max(0, hit - previous.width) / 2 + max(0, hit - width) / 2)
            }
            actions.append(Action(index: index, title: title, font: actionFont, baseline: CGPoint(x: x, y: 0), width: width, hitArea: .zero))
        }
        if !actions.isEmpty {
            let top = lines.isEmpty ? 0 : bottom + 8 * k
            let rowHeight = max(hit, actionFont.lineHeight), middle = top + actionFont.lineHeight / 2
            for index in actions.indices {
                let a = actions[index], side = max(hit, a.width)
                actions[index].baseline.y = top + actionFont.size
                actions[index].hitArea = CGRect(x: a.baseline.x - (side - a.width) / 2, y: middle - rowHeight / 2, width: side, height: rowHeight)
            }
            // The hit areas stay inside the area: the text may end above their bottom.
            bottom = max(top + actionFont.lineHeight, middle + rowHeight / 2 - p.bottom)
        }

        // The column's width, and each run aligned in it.
        let rowWidth = actions.last.map { $0.baseline.x + $0.width } ?? 0
        let hitSpan = (actions.last?.hitArea.maxX ?? 0) - (actions.first?.hitArea.minX ?? 0)
        let textWidth = max(lines.map(\.width).max() ?? 0, rowWidth, hitSpan - p.horizontal).rounded(.up)
        for index in lines.indices {
            lines[index].baseline.x = style.alignment.offset(of: lines[index].width, in: textWidth)
        }
        let rowShift = style.alignment.offset(of: rowWidth, in: textWidth)

        // Padding, the image beside the text, and the area.
        let height = max(bottom, image?.height ?? 0, actions.isEmpty ? 0 : max(hit, actionFont.lineHeight) - p.vertical).rounded(.up)
        let size = CGSize(width: textWidth + imageColumn + p.horizontal, height: height + p.vertical)
        for index in lines.indices {
            lines[index].baseline.x += p.left + imageColumn
            lines[index].baseline.y += p.top
        }
        for index in actions.indices {
            let dx = p.left + imageColumn + rowShift
            actions[index].baseline.x += dx
            actions[index].baseline.y += p.top
            var area = actions[index].hitArea.offsetBy(dx: dx, dy: p.top)
            area.origin.y = min(max(area.minY, 0), max(0, size.height - area.height))
            actions[index].hitArea = area
        }
        Self.keepInside(&actions, width: size.width)
        imageFrame = image.map { CGRect(x: p.left, y: p.top, width: $0.width, height: $0.height) }

        // Right to left: the same layout in a mirror.
        if layoutDirection == .rightToLeft {
            func mirrored(_ x: CGFloat, _ width: CGFloat) -> CGFloat { size.width - x - width }
            for index in lines.indices { lines[index].baseline.x = mirrored(lines[index].baseline.x, lines[index].width) }
            for index in actions.indices {
                actions[index].baseline.x = mirrored(actions[index].baseline.x, actions[index].width)
                actions[index].hitArea.origin.x = mirrored(actions[index].hitArea.minX, actions[index].hitArea.width)
            }
            imageFrame = imageFrame.map { CGRect(x: mirrored($0.minX, $0.width), y: $0.minY, width: $0.width, height: $0.height) }
        }
        self.lines = lines
        self.actions = actions
        self.size = size
    }

    /// The actions' titles, each cut short with "…" where their row would be wider than
    /// `column` (its hit areas may reach `overhang` past it, into the padding and the room
    /// the column leaves): the room past the gaps between them is shared out, a title
    /// narrower than its share keeping its width and leaving the rest to the others. A cut
    /// title can leave a wider gap (a narrow title's hit area keeps 44 pt), so the share is
    /// taken again, at most four times.
    private static func fittedActionTitles(
        _ titles: [String], in column: CGFloat, overhang: CGFloat, gap: CGFloat, measure: (String) -> CGFloat
    ) -> [String] {
        func pad(_ width: CGFloat) -> CGFloat { max(0, minimumHitSide - width) / 2 }
        /// How wide a row of titles this wide needs its column to be.
        func extent(_ widths: [CGFloat]) -> CGFloat {
            guard let first = widths.first, let last = widths.last else { return 0 }
            let row = widths.reduce(0, +) + zip(widths, widths.dropFirst()).map { max(gap, pad($0) + pad($1)) }.reduce(0, +)
            return max(row, row + pad(first) + pad(last) - overhang)
        }
        let widths = titles.map(measure)
        var fitted = titles, fittedWidths = widths
        var total = column - (extent(widths) - widths.reduce(0, +))
        for _ in 0..<4 {
            let excess = extent(fittedWidths) - column
            guard excess > TipTextWrapping.tolerance else { break }
            if fitted != titles { total -= excess }
            var room = total, budget = [CGFloat](repeating: 0, count: titles.count), left = titles.count
            // Narrowest first: each keeps its width while it is within an equal share of what is left.
            for index in titles.indices.sorted(by: { widths[$0] < widths[$1] }) {
                budget[index] = min(widths[index], max(room, 0) / CGFloat(left))
                room -= budget[index]
                left -= 1
            }
            fitted = titles.indices.map { TipTextWrapping.truncated(titles[$0], width: budget[$0], measure: measure) }
            fittedWidths = fitted.map(measure)
        }
        return fitted
    }

    /// Padding with every side finite, in 0...100.
    private static func clean(_ p: PopoverInsets) -> PopoverInsets {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 100) : 0 }
        return PopoverInsets(top: c(p.top), left: c(p.left), bottom: c(p.bottom), right: c(p.right))
    }

    /// Moves hit areas that stick out of the area's sides in, none over the next: the row
    /// is never wider than the area, so they fit.
    private static func keepInside(_ actions: inout [Action], width: CGFloat) {
        var left: CGFloat = 0
        for index in actions.indices {
            actions[index].hitArea.origin.x = max(actions[index].hitArea.minX, left)
            left = actions[index].hitArea.maxX
        }
        var right = width
        for index in actions.indices.reversed() {
            actions[index].hitArea.origin.x = min(actions[index].hitArea.minX, right - actions[index].hitArea.width)
            right = actions[index].hitArea.minX
        }
    }

    /// An image's size scaled down (never up) to fit a square `side` points wide; `nil`
    /// for a size with no area or not finite.
    private static func fitted(_ size: CGSize, side: CGFloat) -> CGSize? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let k = min(1, side / max(size.width, size.height))
        return CGSize(width: (size.width * k).rounded(), height: (size.height * k).rounded())
    }
}
