#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// Measures a menu's text in the system font (`UIFont.systemFont(ofSize:weight:)`), a
/// weight heavier under Bold Text, as PopoverKit's menus draw it.
///
/// ```swift
/// let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy")]), measure: SystemMenuTextMeasure())
/// print(layout.size)
/// ```
public struct SystemMenuTextMeasure: MenuTextMeasuring {
    /// Whether Bold Text is on (`UITraitCollection.legibilityWeight == .bold`).
    public var boldText: Bool

    /// A measure, for Bold Text or not.
    ///
    /// ```swift
    /// let measure = SystemMenuTextMeasure(boldText: UITraitCollection.current.legibilityWeight == .bold)
    /// print(measure.boldText)
    /// ```
    public init(boldText: Bool = false) {
        self.boldText = boldText
    }

    /// The advance of `text` in `font`, rounded up to whole points.
    ///
    /// ```swift
    /// print(SystemMenuTextMeasure().width(of: "Copy", font: MenuFont(size: 17)))
    /// ```
    public func width(of text: Substring, font: MenuFont) -> CGFloat {
        ceil((String(text) as NSString).size(withAttributes: [.font: font.uiFont(boldText: boldText)]).width)
    }
}

extension MenuFont {
    /// The system font of this size and weight, a step heavier under Bold Text.
    ///
    /// ```swift
    /// let font = MenuFont(size: 13, weight: .semibold).uiFont(boldText: false)
    /// print(font.pointSize)
    /// ```
    public func uiFont(boldText: Bool) -> UIFont {
        // Bold Text: regular and medium text semibold, heavier weights a step heavier.
        let weight: UIFont.Weight = switch (self.weight, boldText) {
        case (.regular, false): .regular
        case (.medium, false): .medium
        case (.regular, true), (.medium, true), (.semibold, false): .semibold
        case (.semibold, true), (.bold, false): .bold
        case (.bold, true): .heavy
        }
        return .systemFont(ofSize: size, weight: weight)
    }
}

extension MenuMetrics {
    /// The metrics for `traits`: ``/PopoverMenu/MenuMetrics/pointer`` for the Mac idiom
    /// (Mac Catalyst optimised for Mac), ``/PopoverMenu/MenuMetrics/touch`` otherwise.
    ///
    /// ```swift
    /// let metrics = MenuMetrics.standard(for: UITraitCollection.current)
    /// print(metrics.minimumRowHeight)
    /// ```
    public static func standard(for traits: UITraitCollection) -> MenuMetrics {
        traits.userInterfaceIdiom == .mac ? .pointer : .touch
    }

    /// Dynamic Type's scale in `traits`: how much `UIFontMetrics` for the body style
    /// scales its 17 pt (1 at the default size).
    ///
    /// ```swift
    /// let scale = MenuMetrics.textScale(for: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
    /// print(scale)
    /// ```
    public static func textScale(for traits: UITraitCollection) -> CGFloat {
        UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: traits) / 17
    }
}
#endif
