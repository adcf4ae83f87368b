import Foundation

extension PopoverStyle {
    /// Black or white, whichever reads better on the style's fill in `appearance`: the
    /// one with the higher WCAG contrast ratio against the fill's mean colour (a
    /// gradient's stops averaged). Use it for text you put in the popover, so a tooltip
    /// stays readable when dark mode turns its fill light.
    ///
    /// ```swift
    /// PopoverStyle.tooltip.textColor(for: .light) == .white  // true: the fill is near-black
    /// PopoverStyle.tooltip.textColor(for: .dark) == .black   // true: the fill is near-white
    /// ```
    public func textColor(for appearance: Appearance) -> RGBAColor {
        let colors: [RGBAColor] = switch fill {
        case let .solid(color): [color.resolved(for: appearance)]
        case let .linearGradient(gradient): gradient.stops.map { $0.color.resolved(for: appearance) }
        // What shows where glass cannot be seen through, the colour text must read on.
        case let .glass(material): [material.opaqueColor(for: appearance)]
        }
        guard !colors.isEmpty else { return .black }
        let count = Double(colors.count)
        let mean = RGBAColor(
            red: colors.map(\.red).reduce(0, +) / count,
            green: colors.map(\.green).reduce(0, +) / count,
            blue: colors.map(\.blue).reduce(0, +) / count
        )
        // Contrast with white (1.05 / (L + 0.05)) beats contrast with black ((L + 0.05) / 0.05)
        // exactly when L < 0.179.
        return mean.relativeLuminance < 0.179 ? .white : .black
    }
}

extension RGBAColor {
    /// WCAG relative luminance of the colour (its alpha ignored), 0 for black to 1 for white.
    var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = min(max(channel, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
