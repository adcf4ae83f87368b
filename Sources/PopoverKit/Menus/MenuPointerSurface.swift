#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A menu's whole content on the Mac, as tall as all its rows, the scroll view's document:
/// y-down as the layout, it takes the clicks and the pointer's moves (a tracking area,
/// active while the app is, whether its panel is key or not) and holds VoiceOver's row
/// elements, and draws nothing. The rows are drawn by ``MenuCanvasView``, the size of the
/// viewport, inside it.
@MainActor
final class MenuPointerSurface: NSView {
    /// What the pointer did.
    enum PointerEvent { case moved, exited, pressed, dragged, released }

    /// Told of each move, exit, press, drag and release.
    var onPointer: ((PointerEvent) -> Void)?

    override var isFlipped: Bool { true }

    /// The one tracking area, added once; `inVisibleRect` keeps it over the visible part.
    override func updateTrackingAreas() {
        super.updateTrackingAreas()
        guard trackingAreas.isEmpty else { return }
        addTrackingArea(NSTrackingArea(rect: .zero, options: [.mouseEnteredAndExited, .mouseMoved, .activeInActiveApp, .inVisibleRect],
                                       owner: self, userInfo: nil))
    }

    /// A click in a panel that is not key acts at once, as in a menu.
    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }

    override func mouseEntered(with event: NSEvent) { onPointer?(.moved) }
    override func mouseMoved(with event: NSEvent) { onPointer?(.moved) }
    override func mouseExited(with event: NSEvent) { onPointer?(.exited) }
    override func mouseDown(with event: NSEvent) { onPointer?(.pressed) }
    override func mouseDragged(with event: NSEvent) { onPointer?(.dragged) }
    override func mouseUp(with event: NSEvent) { onPointer?(.released) }
}
#endif
