import Foundation
import PopoverCore

/// Builds ``MenuLayout``'s rows: first each row's natural width (one measure of each text),
/// then the menu's width, then the rows top to bottom at that width, reusing the widths
/// measured when a text fits on one line. One array for the rows and one for the widths:
/// nothing is allocated per row.
struct MenuRowBuilder<Measure: MenuTextMeasuring> {
    let menu: PopoverMenu
    let m: MenuMetrics
    let measure: Measure
    var rows: [MenuLayout.Row] = []
    var width: CGFloat = 0
    var contentHeight: CGFloat = 0
    var hasImageColumn = false
    var hasCheckmarkColumn = false
    let itemCount: Int

    init(menu: PopoverMenu, metrics: MenuMetrics, measure: Measure) {
        self.menu = menu
        self.m = metrics
        self.measure = measure
        itemCount = menu.itemCount
        for section in menu.sections {
            for item in section.items {
                hasImageColumn = hasImageColumn || item.image != nil
                hasCheckmarkColumn = hasCheckmarkColumn || item.state != .off
            }
        }
    }

    private func w(_ text: String, _ font: MenuFont) -> CGFloat {
        MenuLayout.clean(measure.width(of: Substring(text), font: font))
    }

    /// A submenu's chevron: as wide as 0.4 and as tall as 0.7 of the title font's size.
    private var chevron: CGSize { CGSize(width: (m.titleFont.size * 0.4).rounded(), height: (m.titleFont.size * 0.7).rounded()) }

    /// The widths measured in the first pass: title, subtitle, accessory.
    private struct Widths { var title: CGFloat, subtitle: CGFloat, accessory: CGFloat }

    private func accessoryWidth(_ item: MenuItem) -> CGFloat {
        if item.hasSubmenu { return chevron.width }
        if let shortcut = item.keyboardShortcut { return w(shortcut.displayText, m.shortcutFont) }
        return 0
    }

    // MARK: Vertical

    mutating func vertical(roomWidth: CGFloat) {
        let leading = m.horizontalInset + (hasCheckmarkColumn ? m.checkmarkColumn : 0) + (hasImageColumn ? m.imageSide + m.imageGap : 0)
        var widths = ContiguousArray<Widths>()
        rows.reserveCapacity(itemCount + 2 * menu.sections.count)
        widths.reserveCapacity(itemCount + 2 * menu.sections.count)
        var natural: CGFloat = 0
        var shown = false
        for (s, section) in menu.sections.enumerated() {
            let header = section.header.flatMap { $0.isEmpty ? nil : $0 }
            guard header != nil || !section.items.isEmpty else { continue }
            let sectionIndex = MenuItemIndex(section: s, item: 0)
            if shown {
                append(.separator, sectionIndex, widths: Widths(title: 0, subtitle: 0, accessory: 0), to: &widths)
            }
            shown = true
            if let header {
                let headerWidth = w(header, m.headerFont)
                natural = max(natural, 2 * m.horizontalInset + headerWidth)
                append(.header, sectionIndex, widths: Widths(title: headerWidth, subtitle: 0, accessory: 0), to: &widths)
            }
            for (i, item) in section.items.enumerated() {
                let title = w(item.title, m.titleFont)
                let subtitle = item.subtitle.map { w($0, m.subtitleFont) } ?? 0
                let accessory = accessoryWidth(item)
                natural = max(natural, leading + max(title, subtitle) + (accessory > 0 ? m.accessoryGap + accessory : 0) + m.horizontalInset)
                var row = MenuLayout.Row(kind: .item, index: MenuItemIndex(section: s, item: i), frame: .zero, isEnabled: !item.isDisabled, state: item.state)
                row.isEnabled = !item.isDisabled
                rows.append(row)
                widths.append(Widths(title: title, subtitle: subtitle, accessory: accessory))
            }
        }
        width = min(max(natural.rounded(.up), m.minimumWidth), m.maximumWidth, roomWidth)
        width = max(width, min(m.minimumWidth, 2 * m.horizontalInset + 20))

        var y = m.menuPadding
        for r in rows.indices {
            let kind = rows[r].kind, index = rows[r].index, measured = widths[r]
            switch kind {
            case .separator:
                rows[r].frame = CGRect(x: 0, y: y, width: width, height: m.separatorHeight)
                rows[r].lineFrame = CGRect(x: m.horizontalInset, y: y + (m.separatorHeight / 2).rounded(.down), width: max(width - 2 * m.horizontalInset, 0), height: 1)
                y += m.separatorHeight
            case .header:
                let text = menu.sections[index.section].header ?? ""
                let lines = MenuTextLines.fit(
                    text, font: m.headerFont, width: width - 2 * m.horizontalInset, x: m.horizontalInset, y: y + m.headerPadding,
                    known: measured.title, measure: measure
                )
                let height = lines.frame.height + 2 * m.headerPadding
                rows[r].frame = CGRect(x: 0, y: y, width: width, height: height)
                rows[r].title = lines
                y += height
            case .item:
                let item = menu.sections[index.section].items[index.item]
                let trailing = measured.accessory > 0 ? measured.accessory + m.accessoryGap : 0
                let column = width - m.horizontalInset - trailing - leading
                var title = MenuTextLines.fit(item.title, font: m.titleFont, width: column, x: leading, y: 0, known: measured.title, measure: measure)
                var subtitle = item.subtitle.map {
                    MenuTextLines.fit($0, font: m.subtitleFont, width: column, x: leading, y: 0, known: measured.subtitle, measure: measure)
                }
                let textHeight = title.frame.height + (subtitle?.frame.height ?? 0)
                let height = max(m.minimumRowHeight, textHeight + 2 * m.rowPadding)
                let top = y + ((height - textHeight) / 2).rounded(.down), middle = y + height / 2
                title.move(toTop: top)
                subtitle?.move(toTop: top + title.frame.height)
                rows[r].frame = CGRect(x: 0, y: y, width: width, height: height)
                rows[r].title = title
                rows[r].subtitle = subtitle
                if hasCheckmarkColumn {
                    rows[r].checkmarkFrame = CGRect(x: m.horizontalInset, y: middle - m.checkmarkSide / 2, width: m.checkmarkSide, height: m.checkmarkSide)
                }
                if hasImageColumn {
                    let x = m.horizontalInset + (hasCheckmarkColumn ? m.checkmarkColumn : 0)
                    rows[r].imageFrame = CGRect(x: x, y: middle - m.imageSide / 2, width: m.imageSide, height: m.imageSide)
                }
                if item.hasSubmenu {
                    let c = chevron
                    rows[r].accessoryFrame = CGRect(x: width - m.horizontalInset - c.width, y: middle - c.height / 2, width: c.width, height: c.height)
                } else if measured.accessory > 0 {
                    rows[r].accessoryFrame = CGRect(
                        x: width - m.horizontalInset - measured.accessory, y: title.first.frame.minY, width: measured.accessory,
                        height: m.shortcutFont.lineHeight
                    )
                }
                y += height
            case .previousPage, .nextPage:
                break
            }
        }
        contentHeight = y + m.menuPadding
    }

    private mutating func append(_ kind: MenuLayout.Row.Kind, _ index: MenuItemIndex, widths measured: Widths, to widths: inout ContiguousArray<Widths>) {
        rows.append(MenuLayout.Row(kind: kind, index: index, frame: .zero, isEnabled: false, state: .off))
        widths.append(measured)
    }

    // MARK: Horizontal

    /// Lays out `page` of a row of buttons, returning every page's items.
    mutating func horizontal(roomWidth: CGFloat, page: Int) -> [Range<Int>] {
        var items: [(index: MenuItemIndex, item: MenuItem, width: CGFloat, title: CGFloat)] = []
        items.reserveCapacity(itemCount)
        let font = m.titleFont
        for (s, section) in menu.sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                let title = item.title.isEmpty ? 0 : min(w(item.title, font), m.maximumButtonTitleWidth)
                let image = item.image == nil ? 0 : m.imageSide + (title > 0 ? m.imageGap / 2 : 0)
                items.append((MenuItemIndex(section: s, item: i), item, (2 * m.buttonPadding + image + title).rounded(.up), title))
            }
        }
        let height = max(m.minimumRowHeight, font.lineHeight + 2 * m.rowPadding)
        let chevron = m.pageChevronWidth
        // Pages: as many buttons as fit with the chevrons each page needs; at least one.
        var pages: [Range<Int>] = []
        var start = 0
        while start < items.count {
            let back = pages.isEmpty ? 0 : chevron
            var end = start, used = back
            while end < items.count {
                let isLast = end == items.count - 1
                let need = used + items[end].width + (isLast ? 0 : chevron)
                if need > roomWidth, end > start { break }
                used += items[end].width
                end += 1
            }
            // The last button fitted only without a next chevron: keep it when the rest fits.
            if end < items.count, used + chevron > roomWidth, end - start > 1 { end -= 1 }
            pages.append(start..<end)
            start = end
        }
        if pages.isEmpty { pages = [0..<0] }
        let shown = pages[min(max(page, 0), pages.count - 1)]
        let dots = w(MenuTextLines.ellipsis, font)
        var x: CGFloat = 0
        func chevronRow(_ kind: MenuLayout.Row.Kind, _ index: MenuItemIndex) -> MenuLayout.Row {
            defer { x += chevron }
            return MenuLayout.Row(kind: kind, index: index, frame: CGRect(x: x, y: 0, width: chevron, height: height), isEnabled: true, state: .off)
        }
        if shown.lowerBound > 0 { rows.append(chevronRow(.previousPage, items[shown.lowerBound - 1].index)) }
        let room = roomWidth - (shown.lowerBound > 0 ? chevron : 0) - (shown.upperBound < items.count ? chevron : 0)
        for n in shown {
            let (index, item, natural, titleWidth) = items[n]
            let buttonWidth = shown.count == 1 ? max(min(natural, room), 2 * m.buttonPadding + 1) : natural
            let imageWidth = item.image == nil ? 0 : m.imageSide + (titleWidth > 0 ? m.imageGap / 2 : 0)
            let column = buttonWidth - 2 * m.buttonPadding - imageWidth
            var row = MenuLayout.Row(kind: .item, index: index, frame: CGRect(x: x, y: 0, width: buttonWidth, height: height), isEnabled: !item.isDisabled, state: item.state)
            if item.image != nil {
                row.imageFrame = CGRect(x: x + m.buttonPadding, y: (height - m.imageSide) / 2, width: m.imageSide, height: m.imageSide)
            }
            // A button squeezed below the dots' width shows its image alone.
            if !item.title.isEmpty, column >= dots {
                var title = MenuTextLines.fit(
                    item.title, font: font, width: column, x: x + m.buttonPadding + imageWidth, y: 0, maximumLines: 1, known: nil, measure: measure
                )
                title.move(toTop: ((height - font.lineHeight) / 2).rounded(.down))
                row.title = title
            }
            if n + 1 < shown.upperBound || shown.upperBound < items.count {
                row.lineFrame = CGRect(x: x + buttonWidth - 0.5, y: m.rowPadding, width: 1, height: height - 2 * m.rowPadding)
            }
            rows.append(row)
            x += buttonWidth
        }
        if shown.upperBound < items.count { rows.append(chevronRow(.nextPage, items[shown.upperBound].index)) }
        width = x
        contentHeight = rows.isEmpty ? 0 : height
        return pages
    }
}

extension MenuTextLines {
    /// The lines moved so the first line's top is at `top`.
    mutating func move(toTop top: CGFloat) {
        let dy = top - first.frame.minY
        first.frame.origin.y += dy
        second?.frame.origin.y += dy
    }
}
