import Foundation
import PopoverCore

/// Where a submenu opens beside the row of the item that opens it: on the row's trailing
/// side first (right, left to right; left, right to left), its arrow pointing back at the
/// row, then the leading side, then below the row, then above, as `UIMenu` cascades.
///
/// ```swift
/// MenuSubmenuSide.directions(for: .leftToRight)  // [.left, .right, .up, .down]: to the right first
/// ```
package enum MenuSubmenuSide {
    /// The arrow directions to try, in order (an arrow pointing left sits to the right of
    /// the row).
    package static func directions(for layoutDirection: PopoverLayoutDirection) -> [ArrowDirection] {
        layoutDirection == .rightToLeft ? [.right, .left, .up, .down] : [.left, .right, .up, .down]
    }
}
