#if canImport(UIKit)
import PopoverCore
import UIKit

extension RGBAColor {
    /// The sRGB components of a `UIColor` as it resolves now; components outside 0...1
    /// (extended sRGB, Display P3) are clamped, a colour with none (a pattern) is clear.
    ///
    /// ```swift
    /// RGBAColor(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))).hex  // "#0A84FF"
    /// ```
    public init(_ color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        } else if let sRGB = CGColorSpace(name: CGColorSpace.sRGB),
                  let components = color.cgColor.converted(to: sRGB, intent: .defaultIntent, options: nil)?.components,
                  components.count == 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }
}

extension DynamicColor {
    /// A `UIColor`'s light and dark variants, resolved through trait collections: a
    /// system or asset-catalog colour keeps both. They are resolved at the base level and
    /// normal contrast: `.systemBackground` is black in dark mode, where UIKit's popovers
    /// use the elevated level (`.secondarySystemBackground` gives that look).
    ///
    /// ```swift
    /// let fill = DynamicColor(uiColor: .secondarySystemBackground)
    /// fill.dark.hex  // "#1C1C1E"
    /// ```
    public init(uiColor: UIColor) {
        self.init(
            light: RGBAColor(uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))),
            dark: RGBAColor(uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        )
    }
}

#if canImport(SwiftUI)
import SwiftUI

extension DynamicColor {
    /// A SwiftUI `Color`'s light and dark variants (through `UIColor(_:)`, which keeps a
    /// system or asset-catalog colour dynamic).
    ///
    /// ```swift
    /// PopoverStyle(metrics: SkinMetrics(), fill: .solid(DynamicColor(color: .accentColor)))
    /// ```
    public init(color: Color) {
        self.init(uiColor: UIColor(color))
    }
}
#endif
#endif
