#if canImport(UIKit)
import PopoverMenu
import UIKit

extension MenuFont {
    /// The system font of this size and weight, a step heavier under Bold Text.
    ///
    /// ```swift
    /// let font = MenuFont(size: 13, weight: .semibold).uiFont(boldText: false)
    /// print(font.pointSize)
    /// ```
    public func uiFont(boldText: Bool) -> UIFont {
        systemFont(boldText: boldText)
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
