#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore
import PopoverMenu
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Measures a menu's text in the system font (`UIFont.systemFont(ofSize:weight:)`, on the
/// Mac `NSFont`'s), a weight heavier under Bold Text, as PopoverKit's menus draw it.
///
/// ```swift
/// let layout = MenuLayout(PopoverMenu(items: [MenuItem(title: "Copy")]), measure: SystemMenuTextMeasure())
/// print(layout.size)
/// ```
public struct SystemMenuTextMeasure: MenuTextMeasuring {
    /// Whether Bold Text is on (`UITraitCollection.legibilityWeight == .bold`; the Mac has
    /// no such setting).
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
        ceil((String(text) as NSString).size(withAttributes: [.font: font.systemFont(boldText: boldText)]).width)
    }
}

extension MenuFont {
    /// The platform's system font (`UIFont`, `NSFont`) of this size and weight, under Bold
    /// Text regular and medium text semibold, heavier weights a step heavier.
    func systemFont(boldText: Bool) -> PlatformFont {
        let weight: PlatformFont.Weight = switch (self.weight, boldText) {
        case (.regular, false): .regular
        case (.medium, false): .medium
        case (.regular, true), (.medium, true), (.semibold, false): .semibold
        case (.semibold, true), (.bold, false): .bold
        case (.bold, true): .heavy
        }
        return .systemFont(ofSize: size, weight: weight)
    }
}
#endif
