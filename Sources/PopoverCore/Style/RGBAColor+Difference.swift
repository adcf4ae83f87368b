import Foundation

extension RGBAColor {
    /// The largest difference between two colours in any of red, green and blue (0...1).
    ///
    /// ```swift
    /// try RGBAColor(hex: "#9A9A9A").difference(from: RGBAColor(hex: "#9C9C9C"))  // 0.0078…
    /// ```
    public func difference(from other: RGBAColor) -> Double {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }
}
