import Foundation
import PopoverCore

/// One row of a menu as the marks that draw it, in the layout's content coordinates and the
/// palette's colours: the one recipe every painter carries out (UIKit's canvas and the
/// renderer), so what a row shows is decided once. Painters only turn a mark into pixels
/// (a system symbol or a stroked path for a checkmark, their own font engine for text).
///
/// Every mark lies inside its row's frame (a vertical menu's rows stacked without
/// overlap), so redrawing a row's frame redraws everything the row drew: a highlight
/// change redraws two rows, not the menu.
///
/// ```swift
/// let drawing = MenuRowDrawing(row: 1, of: menuLayout, menu: menu, palette: palette, highlightedRow: 1)
/// drawing.marks.isEmpty  // false: the highlight, then "Name" and its checkmark
/// ```
package struct MenuRowDrawing: Sendable, Equatable {
    /// One thing drawn.
    package enum Mark: Sendable, Equatable {
        /// A rounded rectangle filled with the highlight.
        case highlight(CGRect, radius: CGFloat, color: RGBAColor)
        /// A filled rectangle: a separator's line, a horizontal menu's divider.
        case line(CGRect, color: RGBAColor)
        /// One line of text, its line box `frame` (the layout's line height), in `font`.
        case text(String, frame: CGRect, font: MenuFont, color: RGBAColor)
        /// A checkmark (``MenuItemState/on``) or a dash (``MenuItemState/mixed``) fitted in
        /// its square.
        case checkmark(MenuItemState, in: CGRect, color: RGBAColor)
        /// A chevron fitted in its box, pointing back (leading) or on (trailing).
        case chevron(in: CGRect, pointingBack: Bool, color: RGBAColor)
        /// An item's image fitted in its square; a template in `color`.
        case image(MenuImage, in: CGRect, color: RGBAColor)
    }

    /// The marks, back to front.
    package var marks: [Mark]

    /// The marks of row `r` of `layout`, highlighted when it is `highlightedRow` and can be
    /// chosen; none for a row that is not there.
    package init(row r: Int, of layout: MenuLayout, menu: PopoverMenu, palette: MenuPalette, highlightedRow: Int?) {
        marks = []
        guard layout.rows.indices.contains(r) else { return }
        let row = layout.rows[r], m = layout.metrics
        let highlighted = r == highlightedRow && row.isEnabled
        if highlighted {
            marks.append(.highlight(layout.highlightFrame(of: r), radius: m.highlightRadius, color: palette.highlight))
        }
        if let line = row.lineFrame { marks.append(.line(line, color: palette.separator)) }
        let rtl = layout.layoutDirection == .rightToLeft
        switch row.kind {
        case .separator:
            break
        case .header:
            text(row.title, of: row.index.section < menu.sections.count ? menu.sections[row.index.section].header ?? "" : "", color: palette.secondaryText)
        case .previousPage, .nextPage:
            let f = row.frame, h = m.titleFont.size * 0.7
            let box = CGRect(x: f.midX - h / 4, y: f.midY - h / 2, width: h / 2, height: h)
            marks.append(.chevron(in: box, pointingBack: (row.kind == .previousPage) != rtl, color: palette.text))
        case .item:
            guard let item = menu[row.index] else { return }
            let color = palette.titleColor(of: item, highlighted: highlighted)
            let secondary = palette.secondaryColor(of: item, highlighted: highlighted)
            text(row.title, of: item.title, color: color)
            if let subtitle = item.subtitle { text(row.subtitle, of: subtitle, color: secondary) }
            if let frame = row.checkmarkFrame, item.state != .off { marks.append(.checkmark(item.state, in: frame, color: color)) }
            if let frame = row.imageFrame, let image = item.image { marks.append(.image(image, in: frame, color: color)) }
            if let frame = row.accessoryFrame {
                if item.hasSubmenu {
                    marks.append(.chevron(in: frame, pointingBack: rtl, color: secondary))
                } else if let shortcut = item.keyboardShortcut {
                    let box = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: m.shortcutFont.lineHeight)
                    marks.append(.text(shortcut.displayText, frame: box, font: m.shortcutFont, color: secondary))
                }
            }
        }
    }

    private mutating func text(_ lines: MenuTextLines?, of text: String, color: RGBAColor) {
        guard let lines else { return }
        for (run, line) in zip(lines.texts(of: text), [lines.first] + (lines.second.map { [$0] } ?? [])) where !run.isEmpty {
            marks.append(.text(run, frame: line.frame, font: lines.font, color: color))
        }
    }
}
