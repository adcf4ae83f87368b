import Foundation
import PopoverCore

/// The colours of a menu drawn on a style's fill in an appearance: its text in black or
/// white, whichever reads on the fill (``/PopoverCore/PopoverStyle/textColor(for:)``),
/// secondary and dimmed text as that colour fainter, destructive items in the system red,
/// and the highlight as `UIMenu` (touch: a faint wash of the text colour) or `NSMenu`
/// (pointer: the accent colour under white text) draws it.
///
/// ```swift
/// let palette = MenuPalette(style: .system, appearance: .dark, metrics: .touch)
/// palette.destructive.hex  // "#FF453A"
/// ```
public struct MenuPalette: Sendable, Hashable {
    /// Titles and shortcuts' keys.
    public var text: RGBAColor
    /// Subtitles, headers and shortcuts.
    public var secondaryText: RGBAColor
    /// Disabled items' text and images.
    public var disabledText: RGBAColor
    /// A destructive item's title and image.
    public var destructive: RGBAColor
    /// The highlighted row's rounded rectangle.
    public var highlight: RGBAColor
    /// The highlighted row's text and images (a destructive item keeps its red on touch).
    public var highlightedText: RGBAColor
    /// Separators and a horizontal menu's dividers.
    public var separator: RGBAColor
    /// Whether the highlighted row's text takes ``highlightedText`` (the pointer's accent
    /// highlight, or a highlight colour of the app's) rather than keeping its own (touch's
    /// wash).
    public var highlightIsAccent: Bool
    /// Light or dark: what an item's ``MenuItem/tint`` is resolved for.
    public var appearance: Appearance

    /// The palette for a menu in `style` in `appearance`, laid out with `metrics` (touch
    /// metrics get the touch highlight, pointer metrics the accent; see
    /// ``MenuMetrics/highlightsWithAccent``).
    ///
    /// ```swift
    /// MenuPalette(style: .system, appearance: .light, metrics: .pointer).highlightedText == .white  // true
    /// ```
    public init(style: PopoverStyle, appearance: Appearance, metrics: MenuMetrics) {
        let text = style.textColor(for: appearance)
        func faint(_ alpha: Double) -> RGBAColor { RGBAColor(red: text.red, green: text.green, blue: text.blue, alpha: alpha) }
        self.text = text
        self.appearance = appearance
        secondaryText = faint(0.6)
        disabledText = faint(0.3)
        separator = faint(0.15)
        // Apple's system red and blue (Human Interface Guidelines, Color): light, then dark.
        let onLight = text == .black
        destructive = onLight ? RGBAColor(red: 1, green: 59 / 255, blue: 48 / 255) : RGBAColor(red: 1, green: 69 / 255, blue: 58 / 255)
        highlightIsAccent = metrics.highlightsWithAccent
        if highlightIsAccent {
            highlight = onLight ? RGBAColor(red: 0, green: 122 / 255, blue: 1) : RGBAColor(red: 10 / 255, green: 132 / 255, blue: 1)
            highlightedText = .white
        } else {
            highlight = faint(0.12)
            highlightedText = text
        }
    }

    /// The colour of an item's title and image: dimmed when disabled, the highlighted text's
    /// when highlighted (on the accent), the item's tint when it has one, red when
    /// destructive.
    ///
    /// ```swift
    /// palette.titleColor(of: MenuItem(title: "Delete", role: .destructive), highlighted: false)  // palette.destructive
    /// ```
    public func titleColor(of item: MenuItem, highlighted: Bool) -> RGBAColor {
        if item.isDisabled { return disabledText }
        if highlighted, highlightIsAccent { return highlightedText }
        if let tint = item.tint { return tint.resolved(for: appearance) }
        return item.role == .destructive ? destructive : text
    }

    /// The colour of an item's subtitle, shortcut and submenu chevron: dimmed when
    /// disabled, the highlighted text's on the accent highlight, else secondary.
    ///
    /// ```swift
    /// palette.secondaryColor(of: MenuItem(title: "Copy"), highlighted: false) == palette.secondaryText  // true
    /// ```
    public func secondaryColor(of item: MenuItem, highlighted: Bool) -> RGBAColor {
        if item.isDisabled { return disabledText }
        return highlighted && highlightIsAccent ? highlightedText : secondaryText
    }
}

extension PopoverMenu {
    /// The colours this menu is drawn in: the system's for `style` in `appearance` with
    /// `metrics`, then the menu's own ``appearance`` colours.
    ///
    /// ```swift
    /// var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
    /// menu.appearance.textColor = DynamicColor(.black)
    /// menu.palette(style: .tooltip, appearance: .light, metrics: .touch).text == .black  // true
    /// ```
    public func palette(style: PopoverStyle, appearance: Appearance, metrics: MenuMetrics) -> MenuPalette {
        self.appearance.palette(from: MenuPalette(style: style, appearance: appearance, metrics: metrics), style: style, appearance: appearance)
    }
}
