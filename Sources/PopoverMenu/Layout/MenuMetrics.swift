import Foundation
import PopoverCore

/// The sizes a menu is laid out with: fonts, row heights, columns and gaps. Two presets:
/// ``touch`` (rows at least 44 pt, as Apple's Human Interface Guidelines ask of touch
/// targets) and ``pointer`` (compact rows for a mouse or trackpad, as `NSMenu`'s).
///
/// ```swift
/// MenuMetrics.touch.minimumRowHeight    // 44
/// MenuMetrics.pointer.minimumRowHeight  // 24
/// ```
public struct MenuMetrics: Sendable, Hashable {
    /// The items' titles.
    public var titleFont: MenuFont
    /// The line under a title.
    public var subtitleFont: MenuFont
    /// Section headers.
    public var headerFont: MenuFont
    /// Keyboard shortcuts.
    public var shortcutFont: MenuFont
    /// The least height of an item's row (Dynamic Type does not shrink it).
    public var minimumRowHeight: CGFloat
    /// Above and below an item's text inside its row.
    public var rowPadding: CGFloat
    /// Above and below a header's text.
    public var headerPadding: CGFloat
    /// From the menu's leading and trailing edges to what rows hold.
    public var horizontalInset: CGFloat
    /// Above the first row and below the last.
    public var menuPadding: CGFloat
    /// The checkmark's side, and the column it sits in when any item has a state.
    public var checkmarkSide: CGFloat
    /// The checkmark column's width.
    public var checkmarkColumn: CGFloat
    /// The image's side, when any item has an image.
    public var imageSide: CGFloat
    /// From the image column to the title.
    public var imageGap: CGFloat
    /// From the title to a shortcut or a submenu's chevron.
    public var accessoryGap: CGFloat
    /// A separator row's height (its line is 1 pt, in the middle).
    public var separatorHeight: CGFloat
    /// The narrowest a vertical menu is.
    public var minimumWidth: CGFloat
    /// The widest a vertical menu grows before titles wrap.
    public var maximumWidth: CGFloat
    /// How far the highlight's rounded rectangle is inset from a row's sides, and its radius.
    public var highlightInset: CGFloat
    /// The highlight's corner radius.
    public var highlightRadius: CGFloat
    /// A horizontal menu's buttons: padding on each side of the title.
    public var buttonPadding: CGFloat
    /// The widest a horizontal menu's button title grows before it is cut short.
    public var maximumButtonTitleWidth: CGFloat
    /// The width of a horizontal menu's paging chevron.
    public var pageChevronWidth: CGFloat
    /// A separator's line, at most the separator row's height: 1 pt.
    public var separatorThickness: CGFloat = 1
    /// Where titles, subtitles and headers sit in their column: at its leading edge.
    public var textAlignment: MenuTextAlignment = .leading
    /// Whether the highlighted row is the accent colour under white text (`NSMenu`, for a
    /// pointer) rather than a faint wash of the text colour (`UIMenu`, for touch).
    public var highlightsWithAccent: Bool

    /// For touch: 17 pt titles in rows at least 44 pt tall, 200 to 280 pt wide.
    ///
    /// ```swift
    /// MenuMetrics.touch.titleFont.size  // 17
    /// ```
    public static let touch = MenuMetrics(
        titleFont: MenuFont(size: 17), subtitleFont: MenuFont(size: 13), headerFont: MenuFont(size: 13, weight: .semibold),
        shortcutFont: MenuFont(size: 17), minimumRowHeight: 44, rowPadding: 11, headerPadding: 8, horizontalInset: 16, menuPadding: 6,
        checkmarkSide: 14, checkmarkColumn: 24, imageSide: 22, imageGap: 12, accessoryGap: 16, separatorHeight: 9,
        minimumWidth: 200, maximumWidth: 280, highlightInset: 6, highlightRadius: 10, buttonPadding: 14,
        maximumButtonTitleWidth: 200, pageChevronWidth: 36, highlightsWithAccent: false
    )

    /// For a pointer: 13 pt titles in rows at least 24 pt tall, 160 to 400 pt wide.
    ///
    /// ```swift
    /// MenuMetrics.pointer.titleFont.size  // 13
    /// ```
    public static let pointer = MenuMetrics(
        titleFont: MenuFont(size: 13), subtitleFont: MenuFont(size: 11), headerFont: MenuFont(size: 11, weight: .semibold),
        shortcutFont: MenuFont(size: 13), minimumRowHeight: 24, rowPadding: 3, headerPadding: 3, horizontalInset: 12, menuPadding: 5,
        checkmarkSide: 10, checkmarkColumn: 18, imageSide: 16, imageGap: 6, accessoryGap: 20, separatorHeight: 11,
        minimumWidth: 160, maximumWidth: 400, highlightInset: 5, highlightRadius: 5, buttonPadding: 10,
        maximumButtonTitleWidth: 200, pageChevronWidth: 24, highlightsWithAccent: true
    )

    /// A Dynamic Type scale brought into 0.5...4 (NaN as 1).
    ///
    /// ```swift
    /// MenuMetrics.clampedScale(9)  // 4
    /// ```
    public static func clampedScale(_ scale: CGFloat) -> CGFloat {
        PopoverLimits.clamped(scale, to: PopoverLimits.textScale, fallback: 1)
    }

    /// The narrowest a menu may be: its two horizontal insets and 20 pt of title between
    /// them (what `sanitized` keeps as the minimum width, and rows never go below).
    var narrowestWidth: CGFloat { 2 * horizontalInset + 20 }

    /// The least side of anything a pointer or a finger chooses: WCAG 2.2's 24 × 24 (2.5.8
    /// Target Size (Minimum), AA). An item row is never shorter, whatever the metrics or the
    /// menu's appearance ask (touch's rows are 44 pt, Apple's least, unless an app asks less).
    ///
    /// ```swift
    /// MenuMetrics.leastTargetSide  // 24
    /// ```
    public static let leastTargetSide: CGFloat = 24

    /// Every length finite and in 0...10,000 (a font's size in 1...200), so a layout from
    /// hand-made metrics stays finite.
    var sanitized: MenuMetrics {
        func length(_ value: CGFloat) -> CGFloat { PopoverLimits.clamped(value, to: 0...PopoverLimits.maximumLength, fallback: 0) }
        func font(_ f: MenuFont) -> MenuFont { MenuFont(size: PopoverLimits.clamped(f.size, to: PopoverLimits.fontSize, fallback: 13), weight: f.weight) }
        var m = self
        m.titleFont = font(titleFont)
        m.subtitleFont = font(subtitleFont)
        m.headerFont = font(headerFont)
        m.shortcutFont = font(shortcutFont)
        for path in [\MenuMetrics.minimumRowHeight, \.rowPadding, \.headerPadding, \.horizontalInset, \.menuPadding, \.checkmarkSide,
                     \.checkmarkColumn, \.imageSide, \.imageGap, \.accessoryGap, \.separatorHeight, \.highlightInset, \.highlightRadius,
                     \.buttonPadding, \.maximumButtonTitleWidth, \.pageChevronWidth] {
            m[keyPath: path] = length(self[keyPath: path])
        }
        // WCAG 2.2's least target (2.5.8, AA): 24 pt, whatever height an app asked for.
        m.minimumRowHeight = max(m.minimumRowHeight, Self.leastTargetSide)
        m.separatorThickness = min(length(separatorThickness), m.separatorHeight)
        m.minimumWidth = max(length(minimumWidth), m.narrowestWidth)
        m.maximumWidth = max(length(maximumWidth), m.minimumWidth)
        return m
    }
}
