#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// What a shown ``PopoverPanel`` listens to, translated and passed on, deciding nothing:
/// mouse-downs in the app (a local monitor, which may hold a click back) and in other
/// apps (a global monitor, which only sees them), the Escape key, the app going inactive,
/// and every change that moves the anchor on screen: its window moved, resized, changed
/// display or scale, its scroll view scrolled, the displays changed. The anchor's window
/// closing or going to the Dock ends the presentation. AppKit says nothing when the anchor
/// leaves its window or is hidden (a tab switched away, a table row reloaded), so the
/// anchor is also looked at every ``/PopoverCore/AnchorAttachment/lookInterval`` (and on
/// each move), and the panel asks the core whether it still holds the popover.
@MainActor
final class PanelEventMonitor: NSObject {
    /// A mouse-down in the app (the event, to classify); the answer says whether the
    /// event goes on (`false`: held back).
    var onMouseDown: ((NSEvent) -> Bool)?
    /// A mouse-down in another app, the Dock or the desktop (seen, never held back).
    var onMouseDownOutsideApp: (() -> Void)?
    /// The Escape key, in that window; the answer says whether it was used.
    var onEscape: ((NSWindow?) -> Bool)?
    var onAppDeactivated: (() -> Void)?
    var onAnchorMoved: (() -> Void)?
    var onAnchorWindowGone: (() -> Void)?
    /// Time to look at the anchor again (``/PopoverCore/AnchorAttachment``).
    var onAnchorLook: (() -> Void)?
    private var localMonitor: Any?
    private var lookTimer: Timer?
    private var globalMonitor: Any?
    /// The Escape key's virtual key code (`kVK_Escape` in Carbon's Events.h; AppKit names none).
    static let escapeKeyCode: UInt16 = 53

    /// Starts listening for a panel whose anchor is `anchor`.
    func start(anchor: NSView) {
        stop()
        let mouseDowns: NSEvent.EventTypeMask = [.leftMouseDown, .rightMouseDown, .otherMouseDown]
        // Local monitors run on the main thread, inside the app's sendEvent.
        localMonitor = NSEvent.addLocalMonitorForEvents(matching: mouseDowns.union(.keyDown)) { [weak self] event in
            self?.local(event) ?? event
        }
        // AppKit does not say on which thread a global monitor runs: the handler is not
        // main-actor code (which would trap off the main thread) and hops there.
        globalMonitor = NSEvent.addGlobalMonitorForEvents(matching: mouseDowns) { @Sendable [weak self] _ in
            Task { @MainActor in self?.onMouseDownOutsideApp?() }
        }
        // In the common modes, so a look also comes during a drag or a menu's tracking.
        let timer = Timer(timeInterval: AnchorAttachment.lookInterval, target: self, selector: #selector(look), userInfo: nil, repeats: true)
        RunLoop.main.add(timer, forMode: .common)
        lookTimer = timer
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(appResigned), name: NSApplication.didResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(moved), name: NSApplication.didChangeScreenParametersNotification, object: nil)
        if let window = anchor.window {
            for name in [NSWindow.didMoveNotification, NSWindow.didResizeNotification, NSWindow.didChangeScreenNotification,
                         NSWindow.didChangeBackingPropertiesNotification, NSWindow.didEnterFullScreenNotification,
                         NSWindow.didExitFullScreenNotification] {
                center.addObserver(self, selector: #selector(moved), name: name, object: window)
            }
            for name in [NSWindow.willCloseNotification, NSWindow.didMiniaturizeNotification] {
                center.addObserver(self, selector: #selector(windowGone), name: name, object: window)
            }
        }
        // The anchor's frame, or an ancestor's, moved it in its window.
        var view: NSView? = anchor
        while let moving = view {
            center.addObserver(self, selector: #selector(moved), name: NSView.frameDidChangeNotification, object: moving)
            view = moving.superview
        }
        // A scroll moves the clip view's bounds, never the anchor's own frame.
        var scrollView = anchor.enclosingScrollView
        while let clip = scrollView?.contentView {
            clip.postsBoundsChangedNotifications = true
            center.addObserver(self, selector: #selector(moved), name: NSView.boundsDidChangeNotification, object: clip)
            scrollView = scrollView?.enclosingScrollView
        }
    }

    /// Stops listening.
    func stop() {
        if let localMonitor { NSEvent.removeMonitor(localMonitor) }
        if let globalMonitor { NSEvent.removeMonitor(globalMonitor) }
        localMonitor = nil
        globalMonitor = nil
        lookTimer?.invalidate()
        lookTimer = nil
        NotificationCenter.default.removeObserver(self)
    }

    private func local(_ event: NSEvent) -> NSEvent? {
        if event.type == .keyDown {
            guard event.keyCode == Self.escapeKeyCode else { return event }
            return onEscape?(event.window) == true ? nil : event
        }
        return onMouseDown?(event) == false ? nil : event
    }

    @objc private func appResigned() { onAppDeactivated?() }

    @objc private func moved() {
        onAnchorLook?()
        onAnchorMoved?()
    }

    @objc private func look() { onAnchorLook?() }

    @objc private func windowGone() { onAnchorWindowGone?() }
}
#endif
