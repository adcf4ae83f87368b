#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

/// The scroll view a menu's rows scroll in.
typealias MenuScrollView = NSScrollView
/// The content under the rows: clicks, the pointer and VoiceOver's elements.
typealias MenuSurface = MenuPointerSurface

/// The menu view's AppKit half: y-down as the layout, an `NSScrollView` (its clip view's
/// bounds are the scroll), clicks and the pointer from its surface, keys from `keyDown`,
/// the pointer's compact metrics (``/PopoverMenu/MenuMetrics/pointer``, as `NSMenu`'s) at
/// a text scale of 1 (the Mac has no Dynamic Type). The pointer's space is AppKit's
/// screen, so one point means the same place in every menu's window.
extension MenuContentView {
    /// The menu's view fills the panel's content as it resizes.
    static let fillsSuperview: AutoresizingMask = [.width, .height]

    override var isFlipped: Bool { true }

    func setUpScrollView() {
        scrollView.drawsBackground = false
        scrollView.hasVerticalScroller = true
        scrollView.autohidesScrollers = true
        scrollView.verticalScrollElasticity = .none
        scrollView.documentView = surface
        scrollView.contentView.postsBoundsChangedNotifications = true
        NotificationCenter.default.addObserver(
            self, selector: #selector(scrolled), name: NSView.boundsDidChangeNotification, object: scrollView.contentView)
    }

    /// The surface is VoiceOver's menu, its row elements its items (as `NSMenu` reads).
    func setUpInput() {
        surface.setAccessibilityElement(true)
        surface.setAccessibilityRole(.menu)
        surface.onPointer = { [weak self] event in
            guard let self, let session else { return }
            let point = NSEvent.mouseLocation
            switch event {
            case .moved: session.pointerMoved(to: point)
            case .exited: session.pointerLeft(self)
            case .pressed: session.pressBegan(at: point)
            case .dragged: session.pressMoved(to: point)
            case .released: session.pressEnded(at: point)
            }
        }
    }

    var menuMetrics: MenuMetrics { .pointer }
    var menuTextScale: CGFloat { 1 }
    var menuLayoutDirection: PopoverLayoutDirection {
        userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    var scrollOffset: CGFloat { scrollView.contentView.bounds.origin.y }

    func scroll(to offset: CGFloat) {
        scrollView.contentView.scroll(to: NSPoint(x: 0, y: offset))
        scrollView.reflectScrolledClipView(scrollView.contentView)
    }

    /// The document view's frame is the scroll; a menu that fits shows no scroller.
    func setScrolling(_ scrollable: Bool) {
        scrollView.hasVerticalScroller = scrollable
    }

    func setNeedsMenuLayout() { needsLayout = true }

    func makeRowAnchor() -> NSView {
        let anchor = NSView()
        anchor.setAccessibilityElement(false)
        surface.addSubview(anchor, positioned: .below, relativeTo: nil)
        return anchor
    }

    /// `point` (on screen) in this view's coordinates; `nil` out of a window.
    func localPoint(fromPointer point: CGPoint) -> CGPoint? {
        guard let window else { return nil }
        return convert(window.convertPoint(fromScreen: point), from: nil)
    }

    func showAccessibilityElements() { surface.setAccessibilityChildren(rowElements) }

    override func layout() {
        super.layout()
        layOutRows()
    }

    @objc private func scrolled() { placeCanvas() }

    // MARK: Keys

    override var acceptsFirstResponder: Bool { true }

    /// A key as the core reads it. Escape is the panel's (its event monitor dismisses the
    /// front-most panel, the innermost submenu, which the session follows); a key the menu
    /// does not take (a shortcut) goes on up the responder chain.
    override func keyDown(with event: NSEvent) {
        if let session, let key = MenuKey(MenuKeyPress(event)), key != .escape {
            session.keyPressed(key, at: event.timestamp)
        } else {
            super.keyDown(with: event)
        }
    }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        NotificationCenter.default.removeObserver(self, name: PopoverPanel.contentShownNotification, object: nil)
        guard let window else { return }
        NotificationCenter.default.addObserver(
            self, selector: #selector(panelShownChanged(_:)), name: PopoverPanel.contentShownNotification, object: window)
        // Joined a panel already up (an `arrowMenu`'s, which SwiftUI fills as it shows).
        if window.isVisible { session?.shownChanged(self, isShown: true) }
    }

    /// The panel this view is in came on screen or went: its window stays, so AppKit does
    /// not move the view out of it (``PopoverPanel/contentShownNotification``).
    @objc private func panelShownChanged(_ notification: Notification) {
        session?.shownChanged(self, isShown: window?.isVisible == true)
    }
}
#endif
