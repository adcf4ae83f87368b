#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The window of a ``PopoverPanel``: borderless, see-through, non-activating (a click in
/// it does not bring the app forward or take the main window away), a child of the
/// anchor's window so it moves with it, shown beside full-screen windows, and key only
/// when a view that needs the keyboard is clicked (`becomesKeyOnlyIfNeeded`) or the
/// panel asks (``/PopoverCore/PanelKeyFocus``).
@MainActor
final class PopoverPanelWindow: NSPanel {
    init() {
        super.init(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: true)
        isOpaque = false
        backgroundColor = .clear
        hasShadow = false   // the style's shadow is drawn, from the outline
        hidesOnDeactivate = false   // NSPanel's default is true; the behaviour decides
        becomesKeyOnlyIfNeeded = true
        isFloatingPanel = false
        isReleasedWhenClosed = false
        animationBehavior = .none   // the panel plays the core's animation itself
        collectionBehavior = [.fullScreenAuxiliary, .transient, .ignoresCycle]
    }

    /// A borderless window cannot become key unless it says it can.
    override var canBecomeKey: Bool { true }

    /// The anchor's window stays the main window.
    override var canBecomeMain: Bool { false }
}
#endif
