#if canImport(UIKit)
import PopoverTips
import UIKit

extension TipFont {
    /// The system font of this size and weight, a step heavier under Bold Text (as
    /// UIKit's text styles are).
    ///
    /// ```swift
    /// label.font = TipFont.textStyle(.body).uiFont(boldText: false)   // 17 pt regular
    /// ```
    public func uiFont(boldText: Bool) -> UIFont {
        systemFont(boldText: boldText)
    }
}

extension TipFont.TextStyle {
    /// UIKit's text style of the same name.
    var uiKit: UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }

    /// How much Dynamic Type scales this style in `traits` (1 at the default size):
    /// `UIFontMetrics`' scale for it.
    func scale(in traits: UITraitCollection) -> CGFloat {
        UIFontMetrics(forTextStyle: uiKit).scaledValue(for: defaultSize, compatibleWith: traits) / defaultSize
    }
}
#endif
