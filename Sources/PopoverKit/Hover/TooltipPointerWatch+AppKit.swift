#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The pointer on a hover tooltip's panel while it is up, told to the driver (WCAG 1.4.13:
/// content shown on hover can itself be hovered): a tracking area over the panel's
/// content, active while the app is, as the targets' are. The panel takes the mouse for
/// it (a window that ignores mouse events is not tracked); a click on it is a press,
/// which hides it (``HoverAppEvents``), and leaves the anchor's window key (the panel
/// becomes key only if needed, and a label never needs it).
@MainActor
final class TooltipPointerWatch: NSObject {
    private weak var view: NSView?
    private var area: NSTrackingArea?

    /// Starts watching `panel`'s content.
    init(_ panel: PopoverPanel) {
        view = panel.surface
        super.init()
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .activeInActiveApp, .inVisibleRect], owner: self, userInfo: nil)
        panel.surface.addTrackingArea(area)
        self.area = area
    }

    /// Stops watching (the tooltip went: the driver knows the pointer is off it).
    func stop() {
        if let area { view?.removeTrackingArea(area) }
    }

    @objc(mouseEntered:) func pointerEntered(with event: NSEvent) {
        HoverTooltipDriver.shared.pointerOnTooltip(true)
    }

    @objc(mouseExited:) func pointerExited(with event: NSEvent) {
        HoverTooltipDriver.shared.pointerOnTooltip(false)
    }
}
#endif
