import Foundation

/// Short, deterministic text for numbers, as used in error messages, SVG path
/// data and tables: at most `decimals` decimals, trailing zeros trimmed,
/// no exponent below 1e21 (`1e+100` above), `-0` written as `0`.
///
/// ```swift
/// NumberText.format(12.5)        // "12.5"
/// NumberText.format(1.0 / 3.0)   // "0.333"
/// NumberText.format(.nan)        // "nan"
/// ```
package enum NumberText {
    /// Formats a number with at most `decimals` decimals (0...9).
    ///
    /// ```swift
    /// NumberText.format(2.71828, decimals: 2)  // "2.72"
    /// ```
    package static func format(_ value: CGFloat, decimals: Int = 3) -> String {
        guard value.isFinite else {
            return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
        }
        // Beyond 1e21 digits mean nothing and `%f` writes hundreds of them: use exponents.
        if value.magnitude >= 1e21 { return exact(value) }
        let places = max(0, min(9, decimals))
        let scale = pow(10, Double(places))
        let rounded = (Double(value) * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if abs(rounded) >= 1e15 { return String(format: "%.0f", rounded) }
        var text = String(format: "%.\(places)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// ``format(_:decimals:)`` for messages about a value: a number that is not zero but
    /// rounds to zero is written exactly instead, so a message never says "0" of it.
    ///
    /// ```swift
    /// NumberText.readable(5e-324, decimals: 1)  // "5e-324"
    /// NumberText.readable(12.34, decimals: 1)   // "12.3"
    /// ```
    package static func readable(_ value: CGFloat, decimals: Int = 3) -> String {
        let text = format(value, decimals: decimals)
        return text == "0" && value != 0 ? exact(value) : text
    }

    /// The shortest text that reads back as exactly this number (`1e-09`, `-1000000000.0`),
    /// for error messages, where rounding could hide the problem.
    ///
    /// ```swift
    /// NumberText.exact(-1e-9)  // "-1e-09"
    /// ```
    package static func exact(_ value: CGFloat) -> String {
        guard value.isFinite else { return format(value) }
        let text = "\(Double(value))"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Formats a point as `x,y`.
    ///
    /// ```swift
    /// NumberText.format(CGPoint(x: 1, y: 2.5))  // "1,2.5"
    /// ```
    package static func format(_ point: CGPoint) -> String {
        "\(format(point.x)),\(format(point.y))"
    }

    /// Formats a size as `W,H`.
    ///
    /// ```swift
    /// NumberText.format(CGSize(width: 320, height: 200))  // "320,200"
    /// ```
    package static func format(_ size: CGSize) -> String {
        "\(format(size.width)),\(format(size.height))"
    }

    /// Formats a rectangle as `x,y,w,h`.
    ///
    /// ```swift
    /// NumberText.format(CGRect(x: 0, y: 0, width: 10, height: 20))  // "0,0,10,20"
    /// ```
    package static func format(_ rect: CGRect) -> String {
        "\(format(rect.origin)),\(format(rect.size))"
    }
}
