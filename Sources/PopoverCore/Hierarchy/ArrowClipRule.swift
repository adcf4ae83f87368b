import Foundation

/// Which ancestors of a system popover's skin stop clipping on iOS 26 and later, where the
/// system clips the popover to its own corners, sized for a body it draws itself: the
/// skin's arrow lies outside it and would be cut off. Only ancestors below the full-screen
/// view that holds the presentation, and only where the clip would cut the skin: the
/// skin reaches past the ancestor's bounds (by more than half a point), the ancestor
/// rounds its corners, or the frames cannot be compared (not finite: then the skin is
/// kept whole).
///
/// ```swift
/// let skin = CGRect(x: 0, y: -13, width: 320, height: 213)   // the arrow above the body
/// ArrowClipRule.cuts(skinFrame: skin, ancestorBounds: CGRect(x: 0, y: 0, width: 320, height: 200), cornerRadius: 0)  // true
/// ```
package enum ArrowClipRule {
    /// How far the skin may reach past an ancestor's bounds before the clip counts as
    /// cutting it (frames converted between views round).
    public static let tolerance: CGFloat = 0.5

    /// Whether ancestors' clips are released at all: only under Liquid Glass's design
    /// (``DrawingEnvironment/hasGlass``), where the system clips to its corners. An app
    /// built with an SDK before 26, or one that keeps the earlier design with
    /// `UIDesignRequiresCompatibility`, gets the earlier popover, which clips nothing of
    /// the skin: its views are left as UIKit made them.
    ///
    /// ```swift
    /// ArrowClipRule.applies(in: DrawingEnvironment(running: 26, builtWithGlass: true))  // true
    /// ArrowClipRule.applies(in: DrawingEnvironment(running: 26, builtWithGlass: true, designRequiresCompatibility: true, appSDKVersion: 26))  // false
    /// ```
    package static func applies(in environment: DrawingEnvironment) -> Bool {
        environment.hasGlass
    }

    /// Whether an ancestor's clip would cut the skin.
    ///
    /// - Parameters:
    ///   - skinFrame: the skin's bounds in the ancestor's coordinates.
    ///   - ancestorBounds: the ancestor's bounds.
    ///   - cornerRadius: the largest corner radius the ancestor clips to (its layer's, or
    ///     its corner configuration's).
    ///
    /// ```swift
    /// let bounds = CGRect(x: 0, y: 0, width: 320, height: 200)
    /// ArrowClipRule.cuts(skinFrame: bounds, ancestorBounds: bounds, cornerRadius: 0)   // false
    /// ArrowClipRule.cuts(skinFrame: bounds, ancestorBounds: bounds, cornerRadius: 13)  // true
    /// ```
    public static func cuts(skinFrame: CGRect, ancestorBounds: CGRect, cornerRadius: CGFloat) -> Bool {
        if cornerRadius > 0 { return true }
        let values = [skinFrame.minX, skinFrame.minY, skinFrame.maxX, skinFrame.maxY,
                      ancestorBounds.minX, ancestorBounds.minY, ancestorBounds.maxX, ancestorBounds.maxY]
        guard !skinFrame.isNull, values.allSatisfy(\.isFinite) else { return true }
        return !ancestorBounds.insetBy(dx: -tolerance, dy: -tolerance).contains(skinFrame)
    }

    /// Whether the walk up from the skin stops at an ancestor: the window itself, or a view
    /// the size of the window (the full-screen view that holds the presentation).
    ///
    /// ```swift
    /// let window = CGSize(width: 1024, height: 768)
    /// ArrowClipRule.stops(atAncestorOfSize: window, isWindow: false, windowSize: window)  // true
    /// ```
    public static func stops(atAncestorOfSize size: CGSize, isWindow: Bool, windowSize: CGSize) -> Bool {
        isWindow || size == windowSize
    }
}
