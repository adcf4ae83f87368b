import Foundation

/// Checks shared by every public entry point that validates input. Field names are
/// built only when a check fails, so validating good input allocates nothing.
enum Validation {
    static func finite(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw PopoverInputError(field: field(), rule: "must be a finite number", value: NumberText.exact(value))
        }
    }

    static func nonNegative(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        try finite(value, field())
        guard value >= 0 else {
            throw PopoverInputError(field: field(), rule: "must be >= 0", value: NumberText.exact(value))
        }
    }

    static func positive(_ value: CGFloat, _ field: @autoclosure () -> String) throws {
        try finite(value, field())
        guard value > 0 else {
            throw PopoverInputError(field: field(), rule: "must be > 0", value: NumberText.exact(value))
        }
    }

    static func size(_ size: CGSize, _ field: @autoclosure () -> String) throws {
        try nonNegative(size.width, field() + ".width")
        try nonNegative(size.height, field() + ".height")
    }

    static func rect(_ rect: CGRect, _ field: @autoclosure () -> String) throws {
        try finite(rect.origin.x, field() + ".x")
        try finite(rect.origin.y, field() + ".y")
        try size(rect.size, field())
    }

    static func insets(_ insets: PopoverInsets, _ field: @autoclosure () -> String) throws {
        try nonNegative(insets.top, field() + ".top")
        try nonNegative(insets.left, field() + ".left")
        try nonNegative(insets.bottom, field() + ".bottom")
        try nonNegative(insets.right, field() + ".right")
    }
}
