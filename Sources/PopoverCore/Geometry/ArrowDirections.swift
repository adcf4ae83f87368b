/// A set of permitted arrow directions, with UIKit's raw values (up 1, down 2,
/// left 4, right 8, any 15), as `UIPopoverArrowDirection`.
///
/// A set has no order; ``inPreferenceOrder`` lists its members in UIKit's
/// default preference order (up, down, left, right).
///
/// ```swift
/// let permitted: ArrowDirections = [.up, .left]
/// permitted.rawValue             // 5
/// permitted.inPreferenceOrder    // [.up, .left]
/// ```
public struct ArrowDirections: OptionSet, Sendable, Hashable {
    /// The UIKit bit mask.
    public let rawValue: UInt

    /// Makes a set from a UIKit bit mask; bits other than the four directions are ignored.
    ///
    /// ```swift
    /// ArrowDirections(rawValue: 15) == .any  // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue & 15 }

    /// The arrow may point up.
    public static let up = ArrowDirections(rawValue: 1)
    /// The arrow may point down.
    public static let down = ArrowDirections(rawValue: 2)
    /// The arrow may point left.
    public static let left = ArrowDirections(rawValue: 4)
    /// The arrow may point right.
    public static let right = ArrowDirections(rawValue: 8)
    /// Every direction.
    public static let any: ArrowDirections = [.up, .down, .left, .right]

    /// Makes a set from a list of directions; `unknown` is ignored.
    ///
    /// ```swift
    /// ArrowDirections([.down, .right]).rawValue  // 10
    /// ```
    public init(_ directions: [ArrowDirection]) {
        self.init(rawValue: directions.reduce(0) { $0 | ($1 == .unknown ? 0 : $1.rawValue) })
    }

    /// The members in UIKit's default preference order: up, down, left, right.
    ///
    /// ```swift
    /// ArrowDirections.any.inPreferenceOrder  // [.up, .down, .left, .right]
    /// ```
    public var inPreferenceOrder: [ArrowDirection] {
        ArrowDirection.arrowed.filter { rawValue & $0.rawValue != 0 }
    }

    /// The members a skin that draws only `skin` can show: the system popover is told to
    /// permit these. All the members when the skin draws none of them (the popover still
    /// needs a place; the skin's body then shows without an arrow).
    ///
    /// ```swift
    /// ArrowDirections.any.drawable(by: [.up])    // [.up]: an up-only skin
    /// ArrowDirections.down.drawable(by: [.up])   // [.down]: shown, without an arrow
    /// ```
    public func drawable(by skin: ArrowDirections) -> ArrowDirections {
        let both = intersection(skin)
        return both.isEmpty ? self : both
    }

    /// The UIKit mask of permitted directions to give a system popover whose skin draws
    /// only `skin`, for the mask `asked`: ``drawable(by:)`` of the directions asked for;
    /// a mask with bits other than the four directions (UIKit's `.unknown`, all bits
    /// set) is left as it is, for UIKit to read.
    ///
    /// ```swift
    /// ArrowDirections.permittedMask(15, drawableBy: .up)        // 1
    /// ArrowDirections.permittedMask(.max, drawableBy: .up) == .max  // true: unknown stays unknown
    /// ```
    public static func permittedMask(_ asked: UInt, drawableBy skin: ArrowDirections) -> UInt {
        guard asked & ~ArrowDirections.any.rawValue == 0 else { return asked }
        return ArrowDirections(rawValue: asked).drawable(by: skin).rawValue
    }
}
