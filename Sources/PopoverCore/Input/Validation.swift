import Foundation

/// Checks shared by every public entry point that validates input. Field names are
/// built only when a check fails, so validating good input allocates nothing.
package enum Validation {
    /// A finite number no larger in magnitude than `limit` (see ``PopoverLimits``).
    static func finite(
        _ value: CGFloat, _ field: @autoclosure () -> String, limit: CGFloat = PopoverLimits.maximumCoordinate
    ) throws {
        guard value.isFinite else {
            throw PopoverInputError(field: field(), rule: "must be a finite number", value: NumberText.exact(value))
        }
        guard value.magnitude <= limit else {
            let rule = value < 0 ? "must be at least -\(NumberText.format(limit))" : "must be at most \(NumberText.format(limit))"
            throw PopoverInputError(field: field(), rule: rule, value: NumberText.exact(value))
        }
    }

    package static func nonNegative(
        _ value: CGFloat, _ field: @autoclosure () -> String, limit: CGFloat = PopoverLimits.maximumCoordinate
    ) throws {
        guard !(value.isFinite && value < 0) else {
            throw PopoverInputError(field: field(), rule: "must be >= 0", value: NumberText.exact(value))
        }
        try finite(value, field(), limit: limit)
    }

    package static func positive(
        _ value: CGFloat, _ field: @autoclosure () -> String, limit: CGFloat = PopoverLimits.maximumCoordinate
    ) throws {
        guard !(value.isFinite && value <= 0) else {
            throw PopoverInputError(field: field(), rule: "must be > 0", value: NumberText.exact(value))
        }
        try finite(value, field(), limit: limit)
    }

    package static func size(_ size: CGSize, _ field: @autoclosure () -> String) throws {
        try nonNegative(size.width, field() + ".width")
        try nonNegative(size.height, field() + ".height")
    }

    static func rect(_ rect: CGRect, _ field: @autoclosure () -> String) throws {
        try finite(rect.origin.x, field() + ".x")
        try finite(rect.origin.y, field() + ".y")
        try size(rect.size, field())
    }

    package static func insets(
        _ insets: PopoverInsets, _ field: @autoclosure () -> String, limit: CGFloat = PopoverLimits.maximumCoordinate
    ) throws {
        try nonNegative(insets.top, field() + ".top", limit: limit)
        try nonNegative(insets.left, field() + ".left", limit: limit)
        try nonNegative(insets.bottom, field() + ".bottom", limit: limit)
        try nonNegative(insets.right, field() + ".right", limit: limit)
    }

    /// Whether `value` passes ``finite(_:_:limit:)``: a comparison that builds nothing
    /// (NaN fails it), for entry points that check good input quickly and name the field
    /// only when something fails.
    @inline(__always)
    static func isFinite(_ value: CGFloat, limit: CGFloat = PopoverLimits.maximumCoordinate) -> Bool {
        value.magnitude <= limit
    }

    /// Whether `value` passes ``nonNegative(_:_:limit:)``.
    @inline(__always)
    static func isNonNegative(_ value: CGFloat, limit: CGFloat = PopoverLimits.maximumCoordinate) -> Bool {
        value >= 0 && value <= limit
    }

    /// Whether `value` passes ``positive(_:_:limit:)``.
    @inline(__always)
    static func isPositive(_ value: CGFloat, limit: CGFloat = PopoverLimits.maximumCoordinate) -> Bool {
        value > 0 && value <= limit
    }

    /// Whether `size` passes ``size(_:_:)``.
    @inline(__always)
    static func isSize(_ size: CGSize) -> Bool {
        isNonNegative(size.width) && isNonNegative(size.height)
    }

    /// Whether `rect` passes ``rect(_:_:)``.
    @inline(__always)
    static func isRect(_ rect: CGRect) -> Bool {
        isFinite(rect.origin.x) && isFinite(rect.origin.y) && isSize(rect.size)
    }

    /// Whether `insets` pass ``insets(_:_:limit:)``.
    @inline(__always)
    static func isInsets(_ insets: PopoverInsets, limit: CGFloat = PopoverLimits.maximumCoordinate) -> Bool {
        isNonNegative(insets.top, limit: limit) && isNonNegative(insets.left, limit: limit)
            && isNonNegative(insets.bottom, limit: limit) && isNonNegative(insets.right, limit: limit)
    }

    /// A value clamped to `0...limit`; not finite counts as 0.
    package static func clean(_ value: CGFloat, limit: CGFloat) -> CGFloat {
        value.isFinite ? min(limit, max(0, value)) : 0
    }
}
