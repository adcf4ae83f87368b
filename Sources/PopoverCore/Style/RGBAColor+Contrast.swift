import Foundation

extension RGBAColor {
    /// WCAG 2.2's contrast ratio between this colour and `other`, from 1 (the same
    /// luminance) to 21 (black on white): (L1 + 0.05) / (L2 + 0.05), the lighter colour's
    /// relative luminance over the darker's. Alpha is ignored: composite a translucent colour
    /// over what it is drawn on first (``composited(over:)``). Text needs at least 4.5 (WCAG
    /// 1.4.3, AA), large text and the parts of controls 3 (1.4.3, 1.4.11).
    ///
    /// ```swift
    /// RGBAColor.black.contrastRatio(with: .white)  // 21
    /// try RGBAColor(hex: "#767676").contrastRatio(with: .white)  // 4.54…
    /// ```
    public func contrastRatio(with other: RGBAColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour drawn over `background` (source over): what the eye sees, opaque when the
    /// background is.
    ///
    /// ```swift
    /// RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white).hex  // "#808080"
    /// ```
    public func composited(over background: RGBAColor) -> RGBAColor {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha }
        return RGBAColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: alpha)
    }
}
