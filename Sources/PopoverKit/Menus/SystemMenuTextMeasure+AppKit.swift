#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverMenu

extension MenuFont {
    /// AppKit's system font of this size and weight (a step heavier with `boldText`, as
    /// UIKit's Bold Text makes it), for measuring and drawing a menu on the Mac.
    ///
    /// ```swift
    /// let font: NSFont = MenuFont(size: 13, weight: .semibold).nsFont(boldText: false)
    /// print(font.pointSize)
    /// ```
    public func nsFont(boldText: Bool) -> NSFont {
        systemFont(boldText: boldText)
    }
}
#endif
