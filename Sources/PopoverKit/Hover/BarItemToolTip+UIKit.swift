#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension UIBarButtonItem {
    /// Gives this bar button item's `customView` the hover tooltip
    /// `setArrowToolTip(_:style:delay:placement:)` gives a view (set it after
    /// the custom view; `nil` takes it away). An item without a custom view gets no hover
    /// tooltip: UIKit shows it with a view of its own that no public API names (iOS 17's
    /// `frame(in:)` gives a rectangle, not a view to watch; PopoverKit finds that view for
    /// menus only once the item is touched or its bar is laid out in a window, which
    /// the item does not know of before the pointer rests on it), so only VoiceOver reads
    /// `text`, as the item's hint, after the one the app gave it. Give such an item a
    /// custom view (a `UIButton`) for the tooltip to show.
    ///
    /// ```swift
    /// let sort = UIBarButtonItem(customView: UIButton(type: .system))
    /// sort.setArrowToolTip("Sort by date, newest first")
    /// ```
    public func setArrowToolTip(_ text: String?, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        if let customView {
            customView.setArrowToolTip(text, style: style, delay: delay, placement: placement)
        } else {
            accessibilityHint = TooltipHintBox.of(self).hint.set(text, current: accessibilityHint)
        }
    }
}
#endif
