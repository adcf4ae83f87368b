#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The window that draws a ``PopoverPanel``'s shadow, beneath the panel: as large as the
/// shadow reaches, and transparent to the mouse (`ignoresMouseEvents`), so a click, a
/// scroll, the cursor and tracking areas in the shadow's room all belong to the window
/// beneath, as if nothing were there. The panel's own window hugs the popover's frame
/// (issue 45: the room for the shadow used to be part of it, so clicks there were caught
/// and only re-created for the window below, and scrolls were eaten).
@MainActor
final class PanelShadowWindow: NSPanel {
    private let layers = OutlineLayers()
    private let shadowView = LayerHostView()

    init() {
        super.init(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: true)
        isOpaque = false
        backgroundColor = .clear
        hasShadow = false
        hidesOnDeactivate = false
        ignoresMouseEvents = true
        isReleasedWhenClosed = false
        animationBehavior = .none
        collectionBehavior = [.fullScreenAuxiliary, .transient, .ignoresCycle]
        let content = LayerHostView()
        content.addSubview(shadowView)
        shadowView.layer?.addSublayer(layers.shadow)
        contentView = content
        setAccessibilityElement(false)
    }

    /// Never key or main: it only draws.
    override var canBecomeKey: Bool { false }
    override var canBecomeMain: Bool { false }

    /// Places the window at `frame` (AppKit's screen coordinates) and draws the shadow of
    /// `drawing` for a popover whose top-left corner is `margin` points from the window's.
    func show(_ drawing: SkinDrawing, popoverSize: CGSize, frame: CGRect, margin: CGFloat) {
        setFrame(frame, display: false)
        contentView?.frame = CGRect(origin: .zero, size: frame.size)
        shadowView.frame = CGRect(origin: CGPoint(x: margin, y: margin), size: popoverSize)
        layers.draw(drawing, in: CGRect(origin: .zero, size: popoverSize), scale: backingScaleFactor, drawsRim: false)
    }
}
#endif
