#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverTips

extension NSToolbarItem {
    /// Gives this toolbar item's `view` the hover tooltip
    /// `setArrowToolTip(_:style:delay:placement:)` gives a view (set it after
    /// the view; `nil` takes it away). An item without a view has AppKit make its button,
    /// which AppKit names to no one (NSToolbarItem.h: `view` stays `nil`) until a click or
    /// keyboard focus lands on it, so no popover tooltip can watch it: it gets AppKit's own
    /// `toolTip` instead, which AppKit shows on that button and VoiceOver reads as its help.
    ///
    /// ```swift
    /// let share = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("share"))
    /// share.setArrowToolTip("Share the document")
    /// ```
    public func setArrowToolTip(_ text: String?, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        if let view {
            view.setArrowToolTip(text, style: style, delay: delay, placement: placement)
        } else {
            toolTip = text
        }
    }
}
#endif
