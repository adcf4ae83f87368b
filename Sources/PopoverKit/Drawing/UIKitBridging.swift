#if canImport(UIKit)
import PopoverCore
import UIKit

extension ArrowDirection {
    /// The direction UIKit reports; any combination or `.unknown` reads as `unknown`.
    ///
    /// ```swift
    /// ArrowDirection(backgroundView.arrowDirection)  // .up
    /// ```
    public init(_ direction: UIPopoverArrowDirection) {
        self = ArrowDirection(rawValue: direction.rawValue) ?? .unknown
    }

    /// The same direction as UIKit's type.
    ///
    /// ```swift
    /// ArrowDirection.left.uiKit  // .left
    /// ```
    public var uiKit: UIPopoverArrowDirection {
        self == .unknown ? .unknown : UIPopoverArrowDirection(rawValue: rawValue)
    }
}

extension Array where Element == ArrowDirection {
    /// UIKit's permitted directions in UIKit's preference order (up, down, left, right).
    ///
    /// ```swift
    /// [ArrowDirection](permitted: [.left, .up])  // [.up, .left]
    /// ```
    public init(permitted: UIPopoverArrowDirection) {
        self = permitted == .unknown ? [] : ArrowDirections(rawValue: permitted.rawValue).inPreferenceOrder
    }
}

extension PopoverInsets {
    /// The same insets as UIKit's type.
    ///
    /// ```swift
    /// PopoverInsets(view.safeAreaInsets)
    /// ```
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// The same insets as PopoverCore's type.
    ///
    /// ```swift
    /// UIEdgeInsets(style.metrics.contentInsets)
    /// ```
    public init(_ insets: PopoverInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIColor {
    /// The same colour as PopoverCore's type (sRGB).
    ///
    /// ```swift
    /// label.textColor = UIColor(PopoverStyle.noir.textColor(for: .dark))
    /// ```
    public convenience init(_ color: RGBAColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A colour that takes the light or dark variant as the trait collection says.
    ///
    /// ```swift
    /// view.backgroundColor = UIColor(DynamicColor(light: .white, dark: .black))
    /// ```
    public convenience init(_ color: DynamicColor) {
        self.init { traits in UIColor(color.resolved(for: Appearance(traits))) }
    }
}

extension PopoverStyle {
    /// Black or white text, whichever reads better on this style's fill in the current
    /// light or dark appearance (``/PopoverCore/PopoverStyle/textColor(for:)``).
    ///
    /// ```swift
    /// label.textColor = PopoverStyle.tooltip.dynamicTextColor   // white in light mode, black in dark
    /// ```
    public var dynamicTextColor: UIColor {
        UIColor(DynamicColor(light: textColor(for: .light), dark: textColor(for: .dark)))
    }
}

extension UITraitCollection {
    /// Whether a skin drawn for `previous` must be drawn again: light/dark, contrast or
    /// scale changed.
    func changesDrawing(from previous: UITraitCollection?) -> Bool {
        hasDifferentColorAppearance(comparedTo: previous) || displayScale != previous?.displayScale
            || accessibilityContrast != previous?.accessibilityContrast
    }
}

extension Appearance {
    /// Light or dark, as the trait collection says (unspecified reads as light).
    init(_ traits: UITraitCollection) {
        self = traits.userInterfaceStyle == .dark ? .dark : .light
    }
}

extension PopoverLayoutDirection {
    /// The layout direction of a view.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
