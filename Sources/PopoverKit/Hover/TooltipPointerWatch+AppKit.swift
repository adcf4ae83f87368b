#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The pointer on a hover tooltip's panel while it is up, told to the driver (WCAG 1.4.13:
/// content shown on hover can itself be hovered). The panel ignores the mouse, so a click
/// on it reaches what lies below, as the system's tooltips let it; and since a window that
/// ignores the mouse is not tracked, the tracking area is the panel's frame in the
/// content view of the window below it (its parent, the anchor's), active while the app
/// is, as the targets' are. A tracking area sees the pointer whatever views lie over it.
@MainActor
final class TooltipPointerWatch: NSObject {
    private weak var view: NSView?
    private var area: NSTrackingArea?
    private var inside = false

    /// Starts watching `panel`'s frame, as it is now.
    init(_ panel: PopoverPanel) {
        super.init()
        guard let parent = panel.window.parent, let content = parent.contentView else { return }
        let rect = content.convert(parent.convertFromScreen(panel.window.frame), from: nil)
        let area = NSTrackingArea(rect: rect, options: [.mouseEnteredAndExited, .activeInActiveApp], owner: self, userInfo: nil)
        content.addTrackingArea(area)
        view = content
        self.area = area
    }

    /// Stops watching; a pointer still on the tooltip is off it now, for the driver.
    func stop() {
        if let area { view?.removeTrackingArea(area) }
        area = nil
        if inside { HoverTooltipDriver.shared.pointerOnTooltip(false) }
        inside = false
    }

    @objc(mouseEntered:) func pointerEntered(with event: NSEvent) {
        inside = true
        HoverTooltipDriver.shared.pointerOnTooltip(true)
    }

    @objc(mouseExited:) func pointerExited(with event: NSEvent) {
        inside = false
        HoverTooltipDriver.shared.pointerOnTooltip(false)
    }
}
#endif
