import Foundation
import PopoverCore

/// Where every row of a menu goes: items, section headers and separators top to bottom (or
/// a row of buttons for a ``MenuAxis/horizontal`` menu, like the edit menu), each with its
/// title's lines and its columns, and the menu's size. Every platform's menu is laid out
/// here (UIKit, AppKit, SwiftUI, the renderer), so the rules are the same everywhere:
///
/// - an image column is kept in every item's row when any item has an image, and a
///   checkmark column when any has a state, so titles line up as in `UIMenu`;
/// - the menu is as wide as its widest row, between the metrics' minimum and maximum
///   width (the maximum grown by the Dynamic Type scale) and never wider than the room;
///   titles that still do not fit wrap to two lines, then are cut short with `…`;
/// - a keyboard shortcut that would leave its title less than twice the title font's size
///   is not shown;
/// - rows are at least ``MenuMetrics/minimumRowHeight`` tall and grow with their text;
///   fonts, images and the checkmark column grow with the Dynamic Type scale;
/// - a menu taller than the room scrolls: ``visibleHeight`` is what the popover shows,
///   ``contentHeight`` what scrolls inside it;
/// - right to left is the exact mirror of left to right.
///
/// ```swift
/// struct FixedPitch: MenuTextMeasuring {
///     func width(of text: Substring, font: MenuFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
/// }
/// let menu = PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")])
/// let layout = MenuLayout(menu, measure: FixedPitch())
/// layout.rows.map(\.frame.height)  // [44, 44]
/// layout.size                      // (200, 100)
/// ```
public struct MenuLayout: Sendable, Equatable {
    /// One row: an item, a section's header, a separator, or a horizontal menu's paging
    /// chevron.
    public struct Row: Sendable, Equatable {
        /// What a row is.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// An item: chosen by a tap, a click, Return or Space.
            case item
            /// A line between two sections.
            case separator
            /// A section's header.
            case header
            /// A horizontal menu's chevron back to the previous page.
            case previousPage
            /// A horizontal menu's chevron on to the next page.
            case nextPage
        }

        /// What it is.
        public var kind: Kind
        /// The item's index (an item row), or the section's with item 0 (a header or the
        /// separator above a section).
        public var index: MenuItemIndex
        /// Where it is in the menu's content (scrolled content: from the top of
        /// ``contentHeight``).
        public var frame: CGRect
        /// The title's lines (an item or a header); `nil` for none.
        public var title: MenuTextLines?
        /// The subtitle's lines; `nil` for none.
        public var subtitle: MenuTextLines?
        /// The image's square in the image column (every item row of a menu with one; a
        /// horizontal menu's buttons with an image).
        public var imageFrame: CGRect?
        /// The checkmark's square in the checkmark column (every item row of a menu with one).
        public var checkmarkFrame: CGRect?
        /// The keyboard shortcut's text, or the submenu's chevron, at the trailing edge.
        public var accessoryFrame: CGRect?
        /// A separator's line (1 pt), or a horizontal menu's divider after a button.
        public var lineFrame: CGRect?
        /// Whether it can be chosen (an enabled item, or a paging chevron).
        public var isEnabled: Bool
        /// The item's state.
        public var state: MenuItemState
    }

    /// The rows, in menu order (top to bottom; leading to trailing in a horizontal menu).
    public private(set) var rows: [Row]
    /// Width and visible height: what the popover's content shows.
    public private(set) var size: CGSize
    /// The height of all the rows with the padding: more than ``visibleHeight`` when the
    /// menu scrolls.
    public private(set) var contentHeight: CGFloat
    /// Vertical or horizontal.
    public let axis: MenuAxis
    /// The metrics it was laid out with (sanitised, fonts scaled).
    public let metrics: MenuMetrics
    /// The reading direction.
    public let layoutDirection: PopoverLayoutDirection
    /// A horizontal menu's pages (ranges of its items, in order); one page for a vertical
    /// menu.
    public private(set) var pages: [Range<Int>]
    /// The page shown.
    public let page: Int

    /// The height the popover shows: the content's, or the room's when that is less.
    ///
    /// ```swift
    /// menuLayout.visibleHeight == menuLayout.size.height  // true
    /// ```
    public var visibleHeight: CGFloat { size.height }

    /// Whether the rows scroll inside the popover: the content is taller than the room.
    ///
    /// ```swift
    /// menuLayout.isScrollable  // false: a short menu
    /// ```
    public var isScrollable: Bool { contentHeight > size.height + 1e-6 }

    /// Whether any item has an image (every item's row keeps the image column).
    public private(set) var hasImageColumn: Bool
    /// Whether any item has a state (every item's row keeps the checkmark column).
    public private(set) var hasCheckmarkColumn: Bool

    /// Lays out `menu` with `metrics` (the platform's) and the menu's own
    /// ``PopoverMenu/appearance``, pointing at an anchor `anchorWidth` wide (for
    /// ``MenuWidth/matchingAnchor``; `nil` when unknown), in `room` (width and height,
    /// infinite for none), with Dynamic Type's `textScale` (brought into 0.5...4), in
    /// `layoutDirection`, measuring text with `measure`. A horizontal menu shows `page`
    /// (brought into its pages).
    ///
    /// ```swift
    /// MenuLayout(menu, metrics: .pointer, within: CGSize(width: 320, height: 200), measure: measure).size.height  // ≤ 200
    /// ```
    public init<Measure: MenuTextMeasuring>(
        _ menu: PopoverMenu, metrics: MenuMetrics = .touch, axis: MenuAxis = .vertical,
        anchorWidth: CGFloat? = nil, within room: CGSize = CGSize(width: CGFloat.infinity, height: .infinity), textScale: CGFloat = 1,
        layoutDirection: PopoverLayoutDirection = .leftToRight, page: Int = 0, measure: Measure
    ) {
        let k = MenuMetrics.clampedScale(textScale)
        var m = menu.appearance.metrics(from: metrics, anchorWidth: anchorWidth).sanitized
        m.titleFont = m.titleFont.scaled(by: k)
        m.subtitleFont = m.subtitleFont.scaled(by: k)
        m.headerFont = m.headerFont.scaled(by: k)
        m.shortcutFont = m.shortcutFont.scaled(by: k)
        m.checkmarkSide *= k
        m.checkmarkColumn *= k
        m.imageSide *= k
        // Larger text needs a wider menu before its titles wrap (the room still bounds it),
        // unless the app fixed the width.
        if m.minimumWidth < m.maximumWidth { m.maximumWidth *= max(k, 1) }
        self.metrics = m
        self.axis = axis
        self.layoutDirection = layoutDirection
        let roomWidth = room.width.isNaN ? .infinity : max(room.width, 1)
        let roomHeight = room.height.isNaN ? .infinity : max(room.height, 1)
        var build = MenuRowBuilder(menu: menu, metrics: m, measure: measure as any MenuTextMeasuring)
        switch axis {
        case .vertical:
            build.vertical(roomWidth: roomWidth)
            pages = [0..<build.itemCount]
            self.page = 0
        case .horizontal:
            pages = build.horizontal(roomWidth: roomWidth, page: page)
            self.page = min(max(page, 0), pages.count - 1)
        }
        rows = build.rows
        hasImageColumn = build.hasImageColumn
        hasCheckmarkColumn = build.hasCheckmarkColumn
        contentHeight = build.contentHeight
        let least = min(build.contentHeight, m.minimumRowHeight + 2 * m.menuPadding)
        size = CGSize(width: build.width, height: max(min(build.contentHeight, roomHeight), least))
        if layoutDirection == .rightToLeft { mirror() }
    }

    /// A width or height from a measure or a metric, finite and in 0...10,000.
    static func clean(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), PopoverLimits.maximumLength) : 0
    }

    /// Flips every frame about the menu's vertical centre line.
    private mutating func mirror() {
        let width = size.width
        func flip(_ r: CGRect) -> CGRect { CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func flip(_ lines: MenuTextLines?) -> MenuTextLines? {
            guard var lines else { return nil }
            lines.first.frame = flip(lines.first.frame)
            if let second = lines.second { lines.second?.frame = flip(second.frame) }
            return lines
        }
        for i in rows.indices {
            rows[i].frame = flip(rows[i].frame)
            rows[i].title = flip(rows[i].title)
            rows[i].subtitle = flip(rows[i].subtitle)
            rows[i].imageFrame = rows[i].imageFrame.map(flip)
            rows[i].checkmarkFrame = rows[i].checkmarkFrame.map(flip)
            rows[i].accessoryFrame = rows[i].accessoryFrame.map(flip)
            rows[i].lineFrame = rows[i].lineFrame.map(flip)
        }
    }
}

/// Which way a menu's rows run.
///
/// ```swift
/// MenuAxis.horizontal.rawValue  // "horizontal"
/// ```
public enum MenuAxis: String, Sendable, Hashable, CaseIterable {
    /// Top to bottom: a list, as `UIMenu` and `NSMenu`.
    case vertical
    /// Side by side: a row of buttons, as the edit menu, paging with chevrons.
    case horizontal
}
