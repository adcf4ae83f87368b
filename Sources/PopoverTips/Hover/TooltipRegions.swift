import Foundation

/// Which of a view's tooltip regions the pointer is in, and what a move changes: the
/// rectangles an app gave the view (as AppKit's `addToolTip(_:owner:userData:)` and
/// UIKit's `UIToolTipConfiguration(toolTip:in:)` give a tooltip to a part of a view), the
/// later one on top where they overlap, then the region a provider gave for the point,
/// which counts only when it holds the point. Moving into another region exits the one
/// the pointer was in and enters the new one, each its own ``HoverTooltips`` target.
///
/// ```swift
/// var regions = TooltipRegions<String>()
/// regions.set("Row 1", for: CGRect(x: 0, y: 0, width: 100, height: 20))
/// regions.move(to: regions.region(at: CGPoint(x: 5, y: 5))).entered?.value  // "Row 1"
/// regions.move(to: nil).exited?.value                                      // "Row 1"
/// ```
package struct TooltipRegions<Value: Equatable & Sendable>: Sendable {
    /// A rectangle of the view, in its coordinates, and what it holds (its text).
    package struct Region: Equatable, Sendable {
        package var rect: CGRect
        package var value: Value

        package init(rect: CGRect, value: Value) {
            self.rect = rect
            self.value = value
        }
    }

    /// The regions set, in the order set: a later one is over an earlier one.
    package private(set) var fixed: [Region] = []
    /// The region the pointer is in, as of the last ``move(to:)``.
    package private(set) var current: Region?

    package init() {}

    /// Gives `rect` the region `value` (`nil`: takes the rect's away), in place of the one
    /// it had; a new one goes on top.
    package mutating func set(_ value: Value?, for rect: CGRect) {
        fixed.removeAll { $0.rect == rect }
        if let value { fixed.append(Region(rect: rect, value: value)) }
    }

    /// The region at `point`: the topmost set one holding it, else `provided` when it holds it.
    package func region(at point: CGPoint, provided: Region? = nil) -> Region? {
        fixed.last { $0.rect.contains(point) } ?? provided.flatMap { $0.rect.contains(point) ? $0 : nil }
    }

    /// The pointer is in `region` now (`nil`: in none, or out of the view): the region it
    /// left and the one it entered, when it changed.
    package mutating func move(to region: Region?) -> (exited: Region?, entered: Region?) {
        guard region != current else { return (nil, nil) }
        defer { current = region }
        return (current, region)
    }
}
