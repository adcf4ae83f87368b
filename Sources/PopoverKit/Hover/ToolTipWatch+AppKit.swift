#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The watch's AppKit half: a tracking area on the view, active in an inactive window too,
/// as AppKit's tooltips are; its visible rect follows the view.
extension ToolTipWatch {
    func start(_ view: NSView) {
        let area = NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .mouseMoved, .activeInActiveApp, .inVisibleRect],
                                  owner: self, userInfo: nil)
        view.addTrackingArea(area)
        stop = { [weak view] in view?.removeTrackingArea(area) }
    }

    @objc(mouseEntered:) func mouseEntered(with event: NSEvent) {
        owner?.pointerEntered(at: NSEvent.mouseLocation, location: location(of: event))
    }

    @objc(mouseMoved:) func mouseMoved(with event: NSEvent) {
        owner?.pointerMoved(to: NSEvent.mouseLocation, location: location(of: event))
    }

    @objc(mouseExited:) func mouseExited(with event: NSEvent) {
        owner?.pointerExited()
    }

    /// Where `event` is in the watched view's coordinates.
    private func location(of event: NSEvent) -> CGPoint {
        view?.convert(event.locationInWindow, from: nil) ?? event.locationInWindow
    }
}
#endif
