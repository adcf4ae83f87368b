import Foundation
import PopoverCore

/// How a menu looks, beyond its popover's style: its width, row height, fonts, colours,
/// separators, image size and text alignment. Every field left `nil` (and ``standard``,
/// all of them) keeps the system look: `UIMenu`'s on touch, `NSMenu`'s for a pointer. It
/// travels with the menu (``PopoverMenu/appearance``, `"appearance"` in the menu's JSON);
/// submenus take their root menu's.
///
/// Colours are ``/PopoverCore/DynamicColor``s, a light and a dark value. A highlight colour
/// of its own puts the highlighted row's text in ``highlightedTextColor``, or in black or
/// white, whichever reads on it. ``PopoverMenu/contrastIssues(style:metrics:)`` reports
/// text that does not read on its row.
///
/// ```swift
/// var menu = PopoverMenu(items: [MenuItem(title: "Small"), MenuItem(title: "Large")])
/// menu.appearance.width = .matchingAnchor
/// menu.appearance.rowHeight = 36
/// menu.appearance.highlightColor = DynamicColor(try RGBAColor(hex: "#0A5FD6"))
/// ```
public struct MenuAppearance: Sendable, Hashable {
    /// How wide the menu is.
    public var width: MenuWidth
    /// The least height of an item's row, in points (rows still grow with their text), never
    /// under ``MenuMetrics/leastTargetSide`` (24, WCAG 2.2's least target).
    public var rowHeight: CGFloat?
    /// The items' titles (scaled by Dynamic Type, as every menu font is).
    public var titleFont: MenuFont?
    /// The lines under titles.
    public var subtitleFont: MenuFont?
    /// Sections' headers.
    public var headerFont: MenuFont?
    /// The side of an item's image, in points.
    public var imageSize: CGFloat?
    /// Where titles, subtitles and headers sit in their column.
    public var textAlignment: MenuTextAlignment
    /// A separator line's thickness, in points (at most its row's height).
    public var separatorThickness: CGFloat?
    /// Titles, shortcuts' keys and images (an item's ``MenuItem/tint`` comes first).
    public var textColor: DynamicColor?
    /// Subtitles, headers, shortcuts and submenu chevrons.
    public var secondaryTextColor: DynamicColor?
    /// The highlighted row's rounded rectangle.
    public var highlightColor: DynamicColor?
    /// The highlighted row's text and images.
    public var highlightedTextColor: DynamicColor?
    /// Separators and a horizontal menu's dividers.
    public var separatorColor: DynamicColor?

    /// The system look: every field unset.
    ///
    /// ```swift
    /// MenuAppearance.standard == MenuAppearance()  // true
    /// ```
    public static let standard = MenuAppearance()

    /// An appearance; what is not given keeps the system look.
    ///
    /// ```swift
    /// MenuAppearance(width: .fixed(240), textAlignment: .center).rowHeight  // nil
    /// ```
    public init(
        width: MenuWidth = .natural, rowHeight: CGFloat? = nil, titleFont: MenuFont? = nil, subtitleFont: MenuFont? = nil,
        headerFont: MenuFont? = nil, imageSize: CGFloat? = nil, textAlignment: MenuTextAlignment = .leading,
        separatorThickness: CGFloat? = nil, textColor: DynamicColor? = nil, secondaryTextColor: DynamicColor? = nil,
        highlightColor: DynamicColor? = nil, highlightedTextColor: DynamicColor? = nil, separatorColor: DynamicColor? = nil
    ) {
        self.width = width
        self.rowHeight = rowHeight
        self.titleFont = titleFont
        self.subtitleFont = subtitleFont
        self.headerFont = headerFont
        self.imageSize = imageSize
        self.textAlignment = textAlignment
        self.separatorThickness = separatorThickness
        self.textColor = textColor
        self.secondaryTextColor = secondaryTextColor
        self.highlightColor = highlightColor
        self.highlightedTextColor = highlightedTextColor
        self.separatorColor = separatorColor
    }

    /// `base` (the platform's metrics) with this appearance's sizes in place, the width
    /// bounds resolved for an anchor `anchorWidth` wide (`nil` when unknown).
    ///
    /// ```swift
    /// MenuAppearance(rowHeight: 36).metrics(from: .touch, anchorWidth: nil).minimumRowHeight  // 36
    /// ```
    public func metrics(from base: MenuMetrics, anchorWidth: CGFloat?) -> MenuMetrics {
        var m = base
        let widths = width.bounds(metrics: base, anchorWidth: anchorWidth)
        m.minimumWidth = widths.lowerBound
        m.maximumWidth = widths.upperBound
        if let rowHeight { m.minimumRowHeight = rowHeight }
        if let titleFont {
            m.titleFont = titleFont
            // Shortcuts are set as titles are (UIMenu and NSMenu draw them in the title's size).
            m.shortcutFont = MenuFont(size: titleFont.size, weight: base.shortcutFont.weight)
        }
        if let subtitleFont { m.subtitleFont = subtitleFont }
        if let headerFont { m.headerFont = headerFont }
        if let imageSize { m.imageSide = imageSize }
        if let separatorThickness { m.separatorThickness = separatorThickness }
        m.textAlignment = textAlignment
        return m
    }

    /// `palette` (the system's colours for a style) with this appearance's colours, for
    /// `appearance`, on `style`'s fill.
    ///
    /// ```swift
    /// let system = MenuPalette(style: .system, appearance: .light, metrics: .touch)
    /// MenuAppearance.standard.palette(from: system, style: .system, appearance: .light) == system  // true
    /// ```
    public func palette(from palette: MenuPalette, style: PopoverStyle, appearance: Appearance) -> MenuPalette {
        var p = palette
        if let textColor { p.text = textColor.resolved(for: appearance) }
        if let secondaryTextColor { p.secondaryText = secondaryTextColor.resolved(for: appearance) }
        if let separatorColor { p.separator = separatorColor.resolved(for: appearance) }
        if let highlightColor {
            let highlight = highlightColor.resolved(for: appearance)
            p.highlight = highlight
            // Text on a highlight of the app's own: its colour, or black or white, whichever
            // reads on the highlight drawn over the fill.
            let seen = highlight.composited(over: MenuContrast.fillColor(of: style, for: appearance))
            p.highlightedText = highlightedTextColor?.resolved(for: appearance)
                ?? (seen.contrastRatio(with: .white) > seen.contrastRatio(with: .black) ? .white : .black)
            p.highlightIsAccent = true
        } else if let highlightedTextColor {
            p.highlightedText = highlightedTextColor.resolved(for: appearance)
            p.highlightIsAccent = true
        } else if textColor != nil, !p.highlightIsAccent {
            // The touch highlight is a wash of the text: its text stays the text colour.
            p.highlightedText = p.text
        }
        return p
    }

    /// Refuses a size that is not finite or out of its range, naming the field under
    /// `field` (`appearance.rowHeight`): widths 1...10,000, the row height 1...500, fonts
    /// 1...200, the image 1...200 and a separator 0...20 points.
    ///
    /// ```swift
    /// try MenuAppearance(rowHeight: .nan).validate("appearance")  // throws: appearance.rowHeight: must be between 1 and 500 points, got nan
    /// ```
    public func validate(_ field: String) throws {
        try width.validate("\(field).width")
        func check(_ value: CGFloat?, _ name: String, _ range: ClosedRange<CGFloat>) throws {
            guard let value else { return }
            guard value.isFinite, range.contains(value) else {
                throw PopoverInputError(
                    field: "\(field).\(name)", rule: "must be between \(NumberText.format(range.lowerBound)) and \(NumberText.format(range.upperBound)) points",
                    value: NumberText.exact(value))
            }
        }
        try check(rowHeight, "rowHeight", 1...500)
        try check(titleFont?.size, "titleFont.size", PopoverLimits.fontSize)
        try check(subtitleFont?.size, "subtitleFont.size", PopoverLimits.fontSize)
        try check(headerFont?.size, "headerFont.size", PopoverLimits.fontSize)
        try check(imageSize, "imageSize", 1...200)
        try check(separatorThickness, "separatorThickness", 0...20)
    }
}
