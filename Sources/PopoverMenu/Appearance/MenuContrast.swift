import Foundation
import PopoverCore

/// A menu's text that does not read on its row: its contrast ratio below WCAG 2.2's 4.5:1
/// for text (1.4.3, AA), in one appearance. Disabled items are not checked (WCAG exempts
/// inactive controls). ``PopoverMenu/contrastIssues(style:metrics:)`` finds them; the CLI's
/// `menu` command prints them.
///
/// ```swift
/// let issues = menu.contrastIssues(style: .system, metrics: .touch)
/// issues.count           // 2: Apple's red on the highlight wash, light and dark
/// issues[0].ratio < 4.5  // true
/// ```
public struct MenuContrastIssue: Sendable, Hashable, CustomStringConvertible {
    /// Which text.
    public enum Text: String, Sendable, Hashable, CaseIterable {
        /// An item's title (and its image and checkmark).
        case title
        /// A destructive item's title.
        case destructiveTitle
        /// An item's title in its own tint.
        case tintedTitle
        /// An item's title on the highlight.
        case highlightedTitle
        /// Subtitles, shortcuts and chevrons.
        case secondaryText
        /// Sections' headers.
        case header
    }

    /// Light or dark.
    public var appearance: Appearance
    /// Which text.
    public var text: Text
    /// The first item whose text it is (a header's section's first item for a header).
    public var item: MenuItemPath
    /// Its title, to name it.
    public var title: String
    /// The text's colour as seen (composited over the row).
    public var foreground: RGBAColor
    /// The row under it that reads worst: the fill (a gradient's worst stop), or the
    /// highlight over it when the text keeps its colour there.
    public var background: RGBAColor
    /// The contrast ratio, under ``MenuContrast/minimumRatio``.
    public var ratio: Double

    /// One line naming the appearance, the text, the item and the colours.
    ///
    /// ```swift
    /// let issue = menu.contrastIssues(style: .system, metrics: .touch)[0]
    /// issue.description  // "light: destructive title of \"Delete\" #FF3B30 on #E0E0E0 is 2.70:1, under 4.5:1"
    /// ```
    public var description: String {
        let words: String = switch text {
        case .title: "title"
        case .destructiveTitle: "destructive title"
        case .tintedTitle: "tinted title"
        case .highlightedTitle: "highlighted title"
        case .secondaryText: "secondary text"
        case .header: "header"
        }
        return "\(appearance.rawValue): \(words) of \"\(title)\" \(foreground.hex) on \(background.hex) is "
            + "\(String(format: "%.2f", ratio)):1, under \(NumberText.format(CGFloat(MenuContrast.minimumRatio))):1"
    }
}

/// The contrast rules a menu's text is held to, and the colours a style's fill shows.
///
/// ```swift
/// MenuContrast.minimumRatio  // 4.5
/// ```
public enum MenuContrast {
    /// WCAG 2.2's least contrast ratio for text (1.4.3, AA).
    public static let minimumRatio = 4.5

    /// What the fill shows in `appearance`: its colour, every stop of a gradient, or what
    /// glass shows where it cannot be seen through.
    ///
    /// ```swift
    /// MenuContrast.fillColors(of: .tooltip, for: .light).count  // 1
    /// ```
    public static func fillColors(of style: PopoverStyle, for appearance: Appearance) -> [RGBAColor] {
        let colors: [RGBAColor] = switch style.fill {
        case let .solid(color): [color.resolved(for: appearance)]
        case let .linearGradient(gradient): gradient.stops.map { $0.color.resolved(for: appearance) }
        case let .glass(material): [material.opaqueColor(for: appearance)]
        }
        // Over the window behind: white in light, black in dark.
        let window: RGBAColor = appearance == .light ? .white : .black
        return colors.isEmpty ? [window] : colors.map { $0.composited(over: window) }
    }

    /// The fill's mean colour in `appearance` (a gradient's stops averaged).
    ///
    /// ```swift
    /// MenuContrast.fillColor(of: .system, for: .light).hex  // "#FFFFFF"
    /// ```
    public static func fillColor(of style: PopoverStyle, for appearance: Appearance) -> RGBAColor {
        let colors = fillColors(of: style, for: appearance)
        let n = Double(colors.count)
        return RGBAColor(red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n, blue: colors.map(\.blue).reduce(0, +) / n)
    }
}

extension PopoverMenu {
    /// The text of this menu (submenus included) that reads below 4.5:1 on its row, in light
    /// and in dark, drawn in `style` with `metrics` and the menu's ``appearance``: one issue
    /// for each kind of text and colour (the first item that has it named), so a menu of a
    /// thousand items in one colour gives one line, not a thousand.
    ///
    /// ```swift
    /// PopoverMenu(items: [MenuItem(title: "Copy")]).contrastIssues(style: .system, metrics: .touch)  // []
    /// ```
    public func contrastIssues(style: PopoverStyle, metrics: MenuMetrics) -> [MenuContrastIssue] {
        var issues: [MenuContrastIssue] = []
        var seen: Set<[String]> = []
        for appearance in Appearance.allCases {
            let palette = self.appearance.palette(from: MenuPalette(style: style, appearance: appearance, metrics: metrics), style: style, appearance: appearance)
            let fills = MenuContrast.fillColors(of: style, for: appearance)
            let highlights = fills.map { palette.highlight.composited(over: $0) }
            func check(_ text: MenuContrastIssue.Text, _ color: RGBAColor, on backgrounds: [RGBAColor], _ path: MenuItemPath, _ title: String) {
                let key = [appearance.rawValue, text.rawValue, color.hex]
                guard !seen.contains(key) else { return }
                let worst = backgrounds.map { background -> (RGBAColor, RGBAColor, Double) in
                    let shown = color.composited(over: background)
                    return (shown, background, shown.contrastRatio(with: background))
                }.min { $0.2 < $1.2 }
                guard let worst, worst.2 < MenuContrast.minimumRatio - 1e-9 else { return }
                seen.insert(key)
                issues.append(MenuContrastIssue(
                    appearance: appearance, text: text, item: path, title: title, foreground: worst.0, background: worst.1, ratio: worst.2))
            }
            func walk(_ menu: PopoverMenu, _ prefix: MenuItemPath) {
                for (s, section) in menu.sections.enumerated() {
                    let first = prefix.appending(MenuItemIndex(section: s, item: 0))
                    if let header = section.header, !header.isEmpty { check(.header, palette.secondaryText, on: fills, first, header) }
                    for (i, item) in section.items.enumerated() where !item.isDisabled {
                        let path = prefix.appending(MenuItemIndex(section: s, item: i))
                        let kind: MenuContrastIssue.Text = item.tint != nil ? .tintedTitle : item.role == .destructive ? .destructiveTitle : .title
                        let plain = palette.titleColor(of: item, highlighted: false), lit = palette.titleColor(of: item, highlighted: true)
                        // The same colour on the row and on the highlight (touch's wash): one
                        // issue, against whichever reads worse.
                        if plain == lit {
                            check(kind, plain, on: fills + highlights, path, item.title)
                        } else {
                            check(kind, plain, on: fills, path, item.title)
                            check(.highlightedTitle, lit, on: highlights, path, item.title)
                        }
                        if item.subtitle != nil || item.keyboardShortcut != nil || item.hasSubmenu {
                            check(.secondaryText, palette.secondaryColor(of: item, highlighted: false), on: fills, path, item.title)
                        }
                        if let children = item.children { walk(children, path) }
                    }
                }
            }
            walk(self, MenuItemPath([]))
        }
        return issues
    }
}
