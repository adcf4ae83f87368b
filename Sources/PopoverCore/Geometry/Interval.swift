import Foundation

/// A closed range of coordinates along one axis; internal arithmetic helper.
struct Interval: Equatable {
    var lower: CGFloat
    var upper: CGFloat

    var length: CGFloat { upper - lower }
    var middle: CGFloat { (lower + upper) / 2 }

    /// An inverted interval collapsed to its middle point.
    var collapsedIfInverted: Interval {
        lower <= upper ? self : Interval(lower: middle, upper: middle)
    }

    /// The value moved into the interval (the lower end wins when inverted).
    func clamp(_ value: CGFloat) -> CGFloat {
        max(lower, min(upper, value))
    }

    func contains(_ value: CGFloat, tolerance: CGFloat = 0) -> Bool {
        value >= lower - tolerance && value <= upper + tolerance
    }
}
