#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// A popover with a pointing arrow for AppKit, drawn in any ``/PopoverCore/PopoverStyle``
/// and placed by PopoverCore: what `NSPopover` will not let you shape (no look of your
/// own, no hidden arrow). It is a borderless, non-activating child window of the anchor's
/// window, so it moves with that window and never takes the main window away.
///
/// ```swift
/// let panel = PopoverPanel(content: label, style: .tooltip)
/// panel.behavior = .transient
/// panel.onDismiss = { _, ending in print("gone: \(ending)") }
/// panel.present(from: button, preferring: [.up, .down], animated: true)
/// ```
///
/// Placement is PopoverCore's: the container is the visible frame (no menu bar, no Dock)
/// of the display that holds the anchor (``/PopoverCore/ScreenSpace``), and the popover is
/// placed again when the anchor's window moves, resizes or changes display, when the
/// anchor scrolls, and when the displays change; it ends (``/PopoverCore/PopoverEnding/anchorLeftWindow``)
/// when the anchor leaves its window or is hidden (a tab switched away, a reloaded row),
/// as on iOS. What closes it is the ``behavior``'s to
/// say (``/PopoverCore/PopoverBehavior``, `NSPopover.Behavior`'s words); the Escape key
/// closes the front-most panel, and VoiceOver's cancel action closes it too. It becomes
/// the key window only when its content needs the keyboard (``initialFirstResponder``,
/// a click in a text field, or with keyboard navigation on, a control Tab can reach,
/// unless a field of the anchor's window is being typed in). Its life is a ``/PopoverCore/PopoverSession``, as
/// `PopoverView`'s on iOS.
@MainActor
public final class PopoverPanel: NSObject {
    /// Put the content here; it is sized to the placement's content frame.
    public var contentView: NSView { surface.contentView }
    /// What closes the popover besides the app: `.transient` (the default) closes on a
    /// click anywhere outside it and when the app goes inactive, `.semitransient` on a
    /// click in the anchor's window, `.applicationDefined` only on the Escape key.
    ///
    /// ```swift
    /// panel.behavior = .semitransient
    /// ```
    public var behavior: PopoverBehavior = .transient
    /// The view that takes the keyboard when the popover appears (a search field): the
    /// panel then becomes the key window at once (``/PopoverCore/PanelKeyFocus``). `nil`:
    /// the anchor's window keeps the keyboard until a view that needs it is clicked, or,
    /// with keyboard navigation on (System Settings › Keyboard), the panel becomes key with
    /// its first control focused, so Tab reaches its buttons.
    public weak var initialFirstResponder: NSView?
    /// Called once the popover has appeared (once per presentation).
    public var onPresent: ((PopoverPanel) -> Void)?
    /// Called once per presentation when it ends, last of all, with the reason.
    ///
    /// ```swift
    /// panel.onDismiss = { _, ending in
    ///     if ending == .dismissed(.escapeKey) { print("Escape") }
    /// }
    /// ```
    public var onDismiss: ((PopoverPanel, PopoverEnding) -> Void)?
    /// The hosting controller of a tip's SwiftUI content (``tip(_:style:textStyle:image:attributedMessage:dismissAfter:onAction:)``),
    /// kept with the panel.
    var tipHost: NSViewController?
    /// A hover tooltip's panel: clicks go through it to what lies below, its showing does
    /// not count as another popover opening (which hides hover tooltips), and the pointer
    /// on it is watched from the window below (``TooltipPointerWatch``).
    var isHoverTooltip = false { didSet { window.ignoresMouseEvents = isHoverTooltip } }

    /// Whether the popover is on screen (appearing, shown or going), as `NSPopover.isShown`.
    public var isShown: Bool { phase != .hidden }

    let window = PopoverPanelWindow()
    /// The shadow, beneath the window, in a window the mouse goes through.
    let shadowWindow = PanelShadowWindow()
    let surface = PanelSurfaceView()
    let state: PresentingState
    let monitor = PanelEventMonitor()
    weak var anchor: NSView?
    /// The rectangle in the anchor's coordinates the arrow points at; `nil`: its bounds.
    var anchorRect: CGRect?
    var permittedDirections: [ArrowDirection] = ArrowDirection.arrowed
    /// The number of the fade running, so a late end of an interrupted one is ignored.
    var runningAnimation = 0
    /// What the running fade's end does.
    var animationCompletion: (() -> Void)?
    /// The panels up, in the order they came (``/PopoverCore/PanelStack``).
    static var stack = PanelStack<ObjectIdentifier>()
    /// The panels up, held until their presentation ends.
    static var shownPanels: [ObjectIdentifier: PopoverPanel] = [:]

    /// Makes a panel for content of a size, in a style.
    ///
    /// ```swift
    /// PopoverPanel(contentSize: CGSize(width: 260, height: 120), style: .system)
    /// ```
    public init(contentSize: CGSize, style: PopoverStyle = .system) {
        state = PresentingState(contentSize: contentSize, style: style)
        super.init()
        surface.style = style
        window.contentView = surface
        driver.host = self
        surface.onCancel = { [weak self] in self?.dismiss(animated: true, reason: .voiceOver) }
        surface.onDraw = { [weak self] drawing, placement in self?.drawShadow(drawing, for: placement) }
        monitor.onMouseDown = { [weak self] event in self?.mouseDown(event) ?? true }
        monitor.onMouseDownOutsideApp = { [weak self] in self?.respond(to: .mouseDown(.outsideApp)) }
        monitor.onEscape = { [weak self] window in self?.escape(in: window) ?? false }
        monitor.onAppDeactivated = { [weak self] in self?.respond(to: .appDeactivated) }
        monitor.onAnchorMoved = { [weak self] in self?.setNeedsPlacement() }
        monitor.onAnchorWindowGone = { [weak self] in self?.driver.send(.anchorLeftWindow) }
        monitor.onAnchorLook = { [weak self] in self?.lookAtAnchor() }
    }

    /// Makes a panel for a view sized by Auto Layout (its `fittingSize`), in a style.
    ///
    /// ```swift
    /// let label = NSTextField(labelWithString: "Saved")
    /// PopoverPanel(content: label, style: .tooltip)
    /// ```
    public convenience init(content: NSView, style: PopoverStyle = .system) {
        self.init(contentSize: content.fittingSize, style: style)
        content.frame = contentView.bounds
        content.autoresizingMask = [.width, .height]
        contentView.addSubview(content)
        contentMeasure = { _ in content.fittingSize }
    }

    /// Makes a panel showing a view controller's view, sized by its
    /// `preferredContentSize` (or its view's `fittingSize` when that is zero).
    ///
    /// ```swift
    /// PopoverPanel(contentViewController: SettingsViewController(), style: .system)
    /// ```
    public convenience init(contentViewController: NSViewController, style: PopoverStyle = .system) {
        let view = contentViewController.view
        self.init(content: view, style: style)
        contentMeasure = { _ in
            let preferred = contentViewController.preferredContentSize
            return preferred == .zero ? view.fittingSize : preferred
        }
    }

    // MARK: Presenting

    /// Shows the popover with its arrow on `rect` (in `anchor`'s coordinates; `nil` for its
    /// bounds), the arrow taking the first of `directions` that fits.
    ///
    /// ```swift
    /// panel.present(from: button, preferring: [.up, .down])
    /// ```
    public func present(from anchor: NSView, rect: CGRect? = nil, preferring directions: [ArrowDirection] = ArrowDirection.arrowed,
                        animated: Bool = true) {
        // Up in another window: it ends there and comes up in the anchor's.
        let inAnotherWindow = phase != .hidden && window.parent != nil && window.parent !== anchor.window
        let anotherAnchor = self.anchor !== anchor
        self.anchor = anchor
        anchorRect = rect
        permittedDirections = directions
        driver.send(.present(placementRequest(), motion: motion(animated: animated), followsAnchor: true,
                             inAnotherContainer: inAnotherWindow))
        // Up already, now pointing at another view: watch that one.
        if anotherAnchor, phase.isUp, !inAnotherWindow, !isHoverTooltip { monitor.start(anchor: anchor) }
    }

    /// Shows the popover as `NSPopover.show(relativeTo:of:preferredEdge:)` does: beside
    /// `preferredEdge` of `positioningRect` in `positioningView`'s coordinates (which
    /// edge is on top depends on whether that view is flipped), else beside another edge.
    ///
    /// ```swift
    /// panel.show(relativeTo: button.bounds, of: button, preferredEdge: .maxY)
    /// ```
    public func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {
        let edge: PreferredEdge = switch preferredEdge {
        case .minX: .minX
        case .maxX: .maxX
        case .minY: .minY
        case .maxY: .maxY
        @unknown default: .maxY
        }
        present(from: positioningView, rect: positioningRect,
                preferring: edge.directions(viewIsFlipped: positioningView.isFlipped), animated: true)
    }

    /// Hides the popover, then removes it and calls ``onDismiss``.
    ///
    /// ```swift
    /// panel.dismiss(animated: true)
    /// ```
    public func dismiss(animated: Bool = true) {
        dismiss(animated: animated, reason: .app)
    }

    /// Closes the popover, as `NSPopover.performClose(_:)` does: for a button or a menu
    /// item's action.
    ///
    /// ```swift
    /// closeButton.target = panel
    /// closeButton.action = #selector(PopoverPanel.performClose(_:))
    /// ```
    @objc public func performClose(_ sender: Any?) {
        dismiss(animated: true)
    }

    /// Dismisses every panel that is up.
    ///
    /// ```swift
    /// PopoverPanel.dismissAll()
    /// ```
    public static func dismissAll(animated: Bool = true) {
        for panel in shownPanels.values { panel.dismiss(animated: animated) }
    }

    /// A new ``style``: the surface draws it, and the popover is placed again.
    func styleChanged(from old: PopoverStyle) {
        surface.style = style
        setNeedsPlacement()
        surface.needsLayout = true
    }

    /// The Mac's motion: a fade (`NSPopover`'s own), with the core's shorter one under Reduce Motion.
    func motion(animated: Bool) -> PresentationMotion {
        PresentationMotion(macAnimated: animated)
    }

    // MARK: Placement

    /// The request for the anchor on its display now; `nil` when the anchor is in no
    /// window.
    func placementRequest() -> PlacementRequest? {
        guard let anchor, let anchorWindow = anchor.window else { return nil }
        let space = ScreenSpace.current
        let onScreen = anchorWindow.convertToScreen(anchor.convert(anchorRect ?? anchor.bounds, to: nil))
        guard let container = space.container(for: onScreen) else { return nil }
        let request = PlacementRequest(
            anchor: space.flipped(onScreen), container: container, containerInsets: .uniform(containerMargin),
            contentSize: contentSize, permittedDirections: permittedDirections, metrics: style.metrics, options: options,
            layoutDirection: anchor.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        return fittingContent(request)
    }

    // MARK: Events

    /// A mouse-down in the app: classified, answered by the behaviour. `false` holds it
    /// back. One on this panel's window off its outline (beside the arrow, past a rounded
    /// corner; the shadow's room is another window, which the mouse goes through) is
    /// taken for a click on the window beneath, and passed on to it if the answer lets it.
    private func mouseDown(_ event: NSEvent) -> Bool {
        guard phase.isUp else { return true }
        guard event.window === window, !surface.contains(windowPoint: event.locationInWindow) else {
            return respond(to: .mouseDown(place(of: event.window, at: event.locationInWindow)))
        }
        let onScreen = window.convertPoint(toScreen: event.locationInWindow)
        let number = NSWindow.windowNumber(at: onScreen, belowWindowWithWindowNumber: window.windowNumber)
        guard let beneath = NSApp.window(withWindowNumber: number) else {
            // Another app's window, or the desktop: the click cannot be handed to it.
            respond(to: .mouseDown(.outsideApp))
            return false
        }
        let location = beneath.convertPoint(fromScreen: onScreen)
        if respond(to: .mouseDown(place(of: beneath, at: location))), let passed = NSEvent.mouseEvent(
            with: event.type, location: location, modifierFlags: event.modifierFlags, timestamp: event.timestamp,
            windowNumber: beneath.windowNumber, context: nil, eventNumber: event.eventNumber, clickCount: event.clickCount,
            pressure: event.pressure) {
            beneath.sendEvent(passed)
        }
        return false
    }

    /// Where the panel stands among the others for Escape and clicks (a hover tooltip
    /// stands nowhere: ``/PopoverCore/StackMembership``).
    var stackMembership: StackMembership { StackMembership(isUp: phase.isUp, isHoverTooltip: isHoverTooltip) }

    /// The anchor as it is now: in a window, in the one the panel hangs from, not hidden.
    var anchorAttachment: AnchorAttachment {
        let anchorWindow = anchor?.window
        return AnchorAttachment(isInWindow: anchorWindow != nil, isInPopoversWindow: anchorWindow != nil && anchorWindow === window.parent,
                                isHidden: anchor?.isHiddenOrHasHiddenAncestor ?? true)
    }

    /// An anchor that no longer holds the popover up (gone from its window, moved to
    /// another, hidden) ends it, as the core says (``/PopoverCore/AnchorAttachment``).
    private func lookAtAnchor() {
        guard phase.isUp, let event = anchorAttachment.event else { return }
        driver.send(event)
    }

    /// Where a mouse-down at `location` in `clicked` landed, as seen from this panel.
    private func place(of clicked: NSWindow?, at location: NSPoint) -> PanelClickPlace {
        guard let clicked else { return .outsideApp }
        if clicked === window { return .inPopover }
        if let owner = Self.shownPanels.values.first(where: { $0.window === clicked }), owner.stackMembership.countsAsPopoverAbove,
           Self.stack.isAbove(ObjectIdentifier(owner), ObjectIdentifier(self)) {
            return .inPopoverAbove
        }
        guard let anchor, clicked === anchor.window else { return .inOtherWindow }
        let point = anchor.convert(location, from: nil)
        return (anchorRect ?? anchor.bounds).contains(point) ? .onAnchor : .inAnchorWindow
    }

    /// Carries out the behaviour's answer to `event`; says whether the event goes on.
    @discardableResult
    private func respond(to event: PanelEvent) -> Bool {
        guard phase.isUp else { return true }
        let response = behavior.response(to: event)
        switch response {
        case let .dismisses(reason), let .dismissesAndPassesThrough(reason):
            dismiss(animated: true, reason: reason)
        case .onPopover:
            dismissTimer?.touched()
        case .passesThrough, .blocked:
            break
        }
        return response.reachesViewBelow || response == .onPopover
    }

    /// The Escape key in `keyWindow`: the core says whether it is this panel's
    /// (``/PopoverCore/PanelEscape``: the front-most panel up, the key pressed in it or in
    /// its anchor's window, no modal window, no text being composed), then the behaviour
    /// answers it.
    private func escape(in keyWindow: NSWindow?) -> Bool {
        let order = Self.stack.order
        let members = order.map { Self.shownPanels[$0]?.stackMembership ?? StackMembership(isUp: false, isHoverTooltip: false) }
        let composing = (keyWindow?.firstResponder as? NSTextInputClient)?.hasMarkedText() ?? false
        let escape = PanelEscape(
            isTarget: StackMembership.escapeTarget(backToFront: members).map { order[$0] == ObjectIdentifier(self) } ?? false,
            keyWindowIsPanelOrAnchorWindow: keyWindow != nil && (keyWindow === window || keyWindow === anchor?.window),
            modalWindowRuns: NSApp.modalWindow != nil, composingText: composing)
        return escape.reachesPanel && !respond(to: .escapeKey)
    }
}
#endif
