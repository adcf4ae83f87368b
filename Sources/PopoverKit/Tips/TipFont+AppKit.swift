#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverTips

extension TipFont {
    /// AppKit's system font at this size and weight (a step heavier with `boldText`, as
    /// UIKit's Bold Text makes it), for measuring and drawing a tip on the Mac.
    ///
    /// ```swift
    /// let font = TipFont(size: 13, weight: .semibold).nsFont(boldText: false)
    /// ```
    public func nsFont(boldText: Bool) -> NSFont {
        systemFont(boldText: boldText)
    }
}
#endif
