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

extension RGBAColor {
    /// The colour as `CGColor` in sRGB.
    var cgColor: CGColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha).cgColor
    }
}

extension Appearance {
    /// Light or dark, as the trait collection says (unspecified reads as light).
    init(_ traits: UITraitCollection) {
        self = traits.userInterfaceStyle == .dark ? .dark : .light
    }
}

extension LayoutDirection {
    /// The layout direction of a view.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
