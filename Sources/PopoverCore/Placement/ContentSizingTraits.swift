import Foundation

/// The settings that change the size of a popover's measured content (SwiftUI's
/// environment, UIKit's traits): the Dynamic Type size, Bold Text and the layout
/// direction. Sizes measured under other traits are stale and measured again; anything
/// else (light or dark, Increase Contrast) keeps them.
///
/// ```swift
/// let before = ContentSizingTraits(textSizeIndex: 3, boldText: false, layoutDirection: .leftToRight)
/// var after = before
/// after.boldText = true
/// after.invalidatesMeasuredSizes(from: before)  // true
/// ```
package struct ContentSizingTraits: Sendable, Hashable {
    /// The Dynamic Type size's place in the platform's scale (0 for the smallest).
    public var textSizeIndex: Int
    /// Bold Text (SwiftUI's `legibilityWeight` is `.bold`).
    public var boldText: Bool
    /// The layout direction: text wraps and aligns by it.
    public var layoutDirection: PopoverLayoutDirection

    /// The traits of one environment.
    ///
    /// ```swift
    /// ContentSizingTraits(textSizeIndex: 3, boldText: false, layoutDirection: .rightToLeft).layoutDirection  // .rightToLeft
    /// ```
    public init(textSizeIndex: Int, boldText: Bool, layoutDirection: PopoverLayoutDirection) {
        self.textSizeIndex = textSizeIndex
        self.boldText = boldText
        self.layoutDirection = layoutDirection
    }

    /// Whether sizes measured under `earlier` (nothing measured yet: `nil`) must be
    /// measured again under these traits.
    ///
    /// ```swift
    /// let traits = ContentSizingTraits(textSizeIndex: 3, boldText: false, layoutDirection: .leftToRight)
    /// traits.invalidatesMeasuredSizes(from: traits)  // false
    /// traits.invalidatesMeasuredSizes(from: nil)     // true
    /// ```
    public func invalidatesMeasuredSizes(from earlier: ContentSizingTraits?) -> Bool {
        earlier != self
    }
}
