import Foundation
import PopoverCore

/// Builds ``MenuLayout``'s rows: first each row's natural width (one measure of each text),
/// then the menu's width, then the rows top to bottom at that width, reusing the widths
/// measured when a text fits on one line. One array for the rows and one for the first
/// pass's entries: nothing is allocated per row. Not generic: its code is compiled once, concrete, and only
/// the measure is called through the protocol.
struct MenuRowBuilder {
    let menu: PopoverMenu
    let m: MenuMetrics
    let measure: any MenuTextMeasuring
    var rows: [MenuLayout.Row] = []
    var width: CGFloat = 0
    var contentHeight: CGFloat = 0
    var hasImageColumn = false
    var hasCheckmarkColumn = false
    let itemCount: Int

    init(menu: PopoverMenu, metrics: MenuMetrics, measure: any MenuTextMeasuring) {
        self.menu = menu
        self.m = metrics
        self.measure = measure
        itemCount = menu.itemCount
    }

    /// Notes the columns `section` needs: a section whose checkmarks move, or an item that
    /// stays open to change its own, keeps the checkmark column from the start (a choice
    /// changes a checkmark, never moves a row); an item with an image, the image column.
    private static func columns(of section: MenuSection, _ columns: inout (checkmark: Bool, image: Bool)) {
        if section.selection != .none || section.keepsMenuPresented { columns.checkmark = true }
        // In place through a buffer: an array's own subscript copies each item.
        section.items.withUnsafeBufferPointer { items in
            for i in items.indices {
                if items[i].image != nil { columns.image = true }
                if items[i].state != .off || items[i].keepsMenuPresented { columns.checkmark = true }
            }
        }
    }

    private func w(_ text: String, _ font: MenuFont) -> CGFloat {
        MenuLayout.clean(measure.width(of: Substring(text), font: font))
    }

    /// A submenu's chevron: as wide as 0.4 and as tall as 0.7 of the title font's size.
    private var chevron: CGSize { CGSize(width: (m.titleFont.size * 0.4).rounded(), height: (m.titleFont.size * 0.7).rounded()) }

    /// A row as the first pass finds it: what it is, and its texts' widths (title,
    /// subtitle, accessory). The second pass makes the rows from these, each written once.
    private struct Entry {
        var kind: MenuLayout.Row.Kind
        var index: MenuItemIndex
        var isEnabled = false
        var state = MenuItemState.off
        var title: CGFloat = 0, subtitle: CGFloat = 0, accessory: CGFloat = 0
    }

    // MARK: Vertical

    mutating func vertical(roomWidth: CGFloat) {
        // Locals, not `self`'s: a closure over a mutating `self` would copy the builder.
        let m = self.m, measure = self.measure, chevron = self.chevron
        func w(_ text: String, _ font: MenuFont) -> CGFloat { MenuLayout.clean(measure.width(of: Substring(text), font: font)) }
        func accessoryWidth(hasSubmenu: Bool, shortcut: MenuKeyboardShortcut?) -> CGFloat {
            if hasSubmenu { return chevron.width }
            if let shortcut { return w(shortcut.displayText, m.shortcutFont) }
            return 0
        }
        var entries = ContiguousArray<Entry>()
        entries.reserveCapacity(itemCount + 2 * menu.sections.count)
        // The widest header row, and the widest item row less its leading columns (known
        // once every item has been seen: the columns are kept in every row).
        var natural: CGFloat = 0, widestItem = -CGFloat.infinity
        var columns = (checkmark: false, image: false)
        var shown = false
        for (s, section) in menu.sections.enumerated() {
            let header = section.header.flatMap { $0.isEmpty ? nil : $0 }
            if section.selection != .none || section.keepsMenuPresented { columns.checkmark = true }
            guard header != nil || !section.items.isEmpty else { continue }
            let sectionIndex = MenuItemIndex(section: s, item: 0)
            if shown { entries.append(Entry(kind: .separator, index: sectionIndex)) }
            shown = true
            if let header {
                let headerWidth = w(header, m.headerFont)
                natural = max(natural, 2 * m.horizontalInset + headerWidth)
                entries.append(Entry(kind: .header, index: sectionIndex, title: headerWidth))
            }
            // The items read in place through a buffer: an array's own subscript copies each
            // item, retaining all its strings.
            section.items.withUnsafeBufferPointer { items in
                for i in items.indices {
                    let title = w(items[i].title, m.titleFont)
                    let subtitle = items[i].subtitle.map { w($0, m.subtitleFont) } ?? 0
                    let accessory = accessoryWidth(hasSubmenu: items[i].children != nil, shortcut: items[i].keyboardShortcut)
                    widestItem = max(widestItem, max(title, subtitle) + (accessory > 0 ? m.accessoryGap + accessory : 0))
                    if items[i].image != nil { columns.image = true }
                    if items[i].state != .off || items[i].keepsMenuPresented { columns.checkmark = true }
                    entries.append(Entry(
                        kind: .item, index: MenuItemIndex(section: s, item: i), isEnabled: !items[i].isDisabled, state: items[i].state,
                        title: title, subtitle: subtitle, accessory: accessory
                    ))
                }
            }
        }
        (hasCheckmarkColumn, hasImageColumn) = columns
        let leading = m.horizontalInset + (hasCheckmarkColumn ? m.checkmarkColumn : 0) + (hasImageColumn ? m.imageSide + m.imageGap : 0)
        natural = max(natural, leading + widestItem + m.horizontalInset)
        width = min(max(natural.rounded(.up), m.minimumWidth), m.maximumWidth, roomWidth)
        width = max(width, min(m.minimumWidth, m.narrowestWidth))

        var y = m.menuPadding
        rows.reserveCapacity(entries.count)
        for measured in entries {
            let index = measured.index
            var row = MenuLayout.Row(kind: measured.kind, index: index, frame: .zero, isEnabled: measured.isEnabled, state: measured.state)
            switch measured.kind {
            case .separator:
                row.frame = CGRect(x: 0, y: y, width: width, height: m.separatorHeight)
                let thickness = m.separatorThickness
                row.lineFrame = CGRect(
                    x: m.horizontalInset, y: y + ((m.separatorHeight - thickness) / 2).rounded(.down), width: max(width - 2 * m.horizontalInset, 0),
                    height: thickness)
                y += m.separatorHeight
            case .header:
                let text = menu.sections[index.section].header ?? ""
                var lines = MenuTextLines.fit(
                    text, font: m.headerFont, width: width - 2 * m.horizontalInset, x: m.horizontalInset, y: y + m.headerPadding,
                    known: measured.title, measure: measure
                )
                lines.align(m.textAlignment, in: width - 2 * m.horizontalInset)
                let height = lines.frame.height + 2 * m.headerPadding
                row.frame = CGRect(x: 0, y: y, width: width, height: height)
                row.title = lines
                y += height
            case .item:
                // The fields read in place (a closure capturing only the index).
                let (title, subtitle, opensSubmenu) = menu.sections[index.section].items.withUnsafeBufferPointer { items in
                    (items[index.item].title, items[index.item].subtitle, items[index.item].children != nil)
                }
                Self.layOutItem(
                    &row, title: title, subtitle: subtitle, opensSubmenu: opensSubmenu, y: &y, leading: leading, measured: measured,
                    columns: (hasCheckmarkColumn, hasImageColumn), width: width, chevron: chevron, m: m, measure: measure
                )
            case .previousPage, .nextPage:
                break
            }
            rows.append(row)
        }
        contentHeight = y + m.menuPadding
    }

    /// Places an item's row at `y`, and moves `y` past it. Static, so that the rows'
    /// loop does not copy the builder for each call.
    private static func layOutItem(
        _ row: inout MenuLayout.Row, title text: String, subtitle subtitleText: String?, opensSubmenu: Bool, y: inout CGFloat, leading: CGFloat,
        measured: Entry, columns: (checkmark: Bool, image: Bool), width: CGFloat, chevron: CGSize, m: MenuMetrics, measure: any MenuTextMeasuring
    ) {
        // A shortcut that would leave the title less than two of its font's sizes (about four
        // characters) is not shown: at the largest text sizes in a narrow room the title wins.
        // A submenu's chevron always is.
        let accessory = opensSubmenu || width - m.horizontalInset - leading - measured.accessory - m.accessoryGap >= 2 * m.titleFont.size
            ? measured.accessory : 0
        let trailing = accessory > 0 ? accessory + m.accessoryGap : 0
        let column = width - m.horizontalInset - trailing - leading
        var title = MenuTextLines.fit(text, font: m.titleFont, width: column, x: leading, y: 0, known: measured.title, measure: measure)
        var subtitle = subtitleText.map {
            MenuTextLines.fit($0, font: m.subtitleFont, width: column, x: leading, y: 0, known: measured.subtitle, measure: measure)
        }
        title.align(m.textAlignment, in: column)
        subtitle?.align(m.textAlignment, in: column)
        let textHeight = title.frame.height + (subtitle?.frame.height ?? 0)
        let height = max(m.minimumRowHeight, textHeight + 2 * m.rowPadding)
        let top = y + ((height - textHeight) / 2).rounded(.down), middle = y + height / 2
        title.move(toTop: top)
        subtitle?.move(toTop: top + title.frame.height)
        row.frame = CGRect(x: 0, y: y, width: width, height: height)
        row.title = title
        row.subtitle = subtitle
        if columns.checkmark {
            row.checkmarkFrame = CGRect(x: m.horizontalInset, y: middle - m.checkmarkSide / 2, width: m.checkmarkSide, height: m.checkmarkSide)
        }
        if columns.image {
            let x = m.horizontalInset + (columns.checkmark ? m.checkmarkColumn : 0)
            row.imageFrame = CGRect(x: x, y: middle - m.imageSide / 2, width: m.imageSide, height: m.imageSide)
        }
        if opensSubmenu {
            let c = chevron
            row.accessoryFrame = CGRect(x: width - m.horizontalInset - c.width, y: middle - c.height / 2, width: c.width, height: c.height)
        } else if accessory > 0 {
            row.accessoryFrame = CGRect(
                x: width - m.horizontalInset - accessory, y: title.first.frame.minY, width: accessory,
                height: m.shortcutFont.lineHeight
            )
        }
        y += height
    }


    // MARK: Horizontal

    /// Lays out `page` of a row of buttons, returning every page's items.
    mutating func horizontal(roomWidth: CGFloat, page: Int) -> [Range<Int>] {
        var columns = (checkmark: false, image: false)
        for section in menu.sections { Self.columns(of: section, &columns) }
        (hasCheckmarkColumn, hasImageColumn) = columns
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
    /// Each line moved along a column `column` wide that starts where the lines start.
    mutating func align(_ alignment: MenuTextAlignment, in column: CGFloat) {
        guard alignment != .leading else { return }
        first.frame.origin.x += alignment.offset(of: first.frame.width, in: column)
        if let line = second { second?.frame.origin.x += alignment.offset(of: line.frame.width, in: column) }
    }

    /// The lines moved so the first line's top is at `top`.
    mutating func move(toTop top: CGFloat) {
        let dy = top - first.frame.minY
        first.frame.origin.y += dy
        second?.frame.origin.y += dy
    }
}
