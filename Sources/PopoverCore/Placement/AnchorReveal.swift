import Foundation

/// How far to scroll so an anchor inside a scroll view is in view before a popover points
/// at it (a tour's next step below the fold): the least scrolling that shows the anchor
/// with `margin` around it, each axis on its own, kept within the scroll view's content.
/// An anchor larger than the visible area shows from its top or leading edge.
///
/// All in the scroll view's content coordinates: `bounds` is the scroll view's bounds (its
/// origin the content offset), `insets` its adjusted content insets.
///
/// ```swift
/// // A 390 × 600 scroll view at the top of 2,000 pt of content; the anchor at y 900.
/// AnchorReveal.contentOffset(
///     revealing: CGRect(x: 20, y: 900, width: 44, height: 44), margin: 16,
///     bounds: CGRect(x: 0, y: 0, width: 390, height: 600), contentSize: CGSize(width: 390, height: 2_000), insets: .zero)
/// // (0, 360): the anchor's bottom (944) plus 16 at the bottom edge (960 - 600)
/// ```
public enum AnchorReveal {
    /// The content offset that reveals `anchor`, or `nil` when it is in view already (or
    /// any input is not finite).
    ///
    /// ```swift
    /// AnchorReveal.contentOffset(revealing: CGRect(x: 20, y: 40, width: 44, height: 44),
    ///                            bounds: CGRect(x: 0, y: 0, width: 390, height: 600),
    ///                            contentSize: CGSize(width: 390, height: 2_000), insets: .zero)  // nil
    /// ```
    public static func contentOffset(
        revealing anchor: CGRect, margin: CGFloat = 16, bounds: CGRect, contentSize: CGSize, insets: PopoverInsets
    ) -> CGPoint? {
        let numbers = [anchor.minX, anchor.minY, anchor.width, anchor.height, margin, bounds.minX, bounds.minY, bounds.width, bounds.height,
                       contentSize.width, contentSize.height, insets.top, insets.left, insets.bottom, insets.right]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        let m = max(0, margin), target = anchor.standardized.insetBy(dx: -m, dy: -m)
        let x = axis(target.minX, target.maxX, offset: bounds.minX, length: bounds.width, content: contentSize.width, before: insets.left, after: insets.right)
        let y = axis(target.minY, target.maxY, offset: bounds.minY, length: bounds.height, content: contentSize.height, before: insets.top, after: insets.bottom)
        let offset = CGPoint(x: x, y: y)
        return offset == bounds.origin ? nil : offset
    }

    /// One axis: the offset that puts `low...high` inside the visible span, moving least,
    /// then kept between the content's ends.
    private static func axis(
        _ low: CGFloat, _ high: CGFloat, offset: CGFloat, length: CGFloat, content: CGFloat, before: CGFloat, after: CGFloat
    ) -> CGFloat {
        let visibleLow = offset + before, visibleHigh = offset + length - after
        var moved = offset
        if high - low > visibleHigh - visibleLow || low < visibleLow {
            moved += low - visibleLow
        } else if high > visibleHigh {
            moved += high - visibleHigh
        }
        let lowest = -before, highest = max(lowest, content - length + after)
        return min(max(moved, lowest), highest)
    }
}
