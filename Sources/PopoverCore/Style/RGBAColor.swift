import Foundation

/// A colour in sRGB with alpha, each component in 0...1 (not premultiplied).
/// In JSON it is a hex string: `#RRGGBB` or `#RRGGBBAA`.
///
/// ```swift
/// let orange = try RGBAColor(hex: "#FF9500")
/// orange.hex          // "#FF9500"
/// orange.alpha        // 1
/// ```
public struct RGBAColor: Sendable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Makes a colour; components are clamped to 0...1 (NaN becomes 0).
    ///
    /// ```swift
    /// RGBAColor(red: 1, green: 0.58, blue: 0)
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : max(0, min(1, v)) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case does not matter);
    /// anything else throws ``PopoverInputError``.
    ///
    /// ```swift
    /// try RGBAColor(hex: "#00000080").alpha  // 0.50196…
    /// ```
    public init(hex: String) throws {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16)
        else {
            throw PopoverInputError(field: "colour", rule: "must be #RRGGBB or #RRGGBBAA", value: "\"\(hex)\"")
        }
        self.init(packed: digits.count == 6 ? (value << 8) | 0xFF : value)
    }

    /// A colour from 0xRRGGBBAA.
    init(packed rgba: UInt32) {
        self.init(
            red: Double((rgba >> 24) & 0xFF) / 255,
            green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255,
            alpha: Double(rgba & 0xFF) / 255
        )
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, upper case.
    ///
    /// ```swift
    /// RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5).hex  // "#00000080"
    /// ```
    public var hex: String {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        let rgb = String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
        return byte(alpha) == 255 ? rgb : rgb + String(format: "%02X", byte(alpha))
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
}

extension RGBAColor: Codable {
    /// Decodes a hex string; a bad one throws ``PopoverInputError`` naming its field path.
    ///
    /// ```swift
    /// try JSONDecoder().decode(RGBAColor.self, from: Data("\"#FF9500\"".utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(hex: text)
        } catch var error as PopoverInputError {
            error.field = decoder.codingPath.dotted()
            throw error
        }
    }

    /// Encodes as ``hex``.
    ///
    /// ```swift
    /// try JSONEncoder().encode(RGBAColor.white)  // "#FFFFFF"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
