#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The session's effects, carried out on the Mac: a child window of the anchor's window
/// (with its shadow's window beneath it), faded in and out (Reduce Motion: the core's shorter fade), placed from the core's
/// screen space.
extension PopoverPanel: PopoverSessionHost {
    var isInWindow: Bool { anchor?.window != nil }

    var canInstall: Bool { anchor?.window != nil }

    func install() {
        guard let anchor, let anchorWindow = anchor.window else { return }
        window.alphaValue = 0
        // Above its parent, at its level (a floating panel's, a menu bar extra's).
        window.level = max(anchorWindow.level, .normal)
        // Dark or light as the anchor is, not as the app is (an inspector may differ).
        window.appearanceSource = anchor
        anchorWindow.addChildWindow(window, ordered: .above)
        // The shadow beneath it, in a window the mouse goes through.
        shadowWindow.level = window.level
        shadowWindow.alphaValue = 0
        window.addChildWindow(shadowWindow, ordered: .below)
        let id = ObjectIdentifier(self)
        // A hover tooltip is no panel the Escape key or a click is for.
        if stackMembership.joinsStack { Self.stack.push(id) }
        // Held while up, as NSPopover holds itself while shown: a panel the app did not
        // keep still ends, and says so.
        Self.shownPanels[id] = self
        takeKeyFocus(typing: anchorWindow.firstResponder is NSText)
        NotificationCenter.default.post(name: Self.contentShownNotification, object: window)
    }

    /// Posted with the panel's window when the panel comes on screen and when it goes: its
    /// content stays in the window, so AppKit tells the views nothing (a menu starts
    /// afresh, or closes its submenus).
    static let contentShownNotification = Notification.Name("PopoverKit.PopoverPanel.contentShown")

    /// Becomes the key window if the core says the content needs the keyboard now
    /// (``/PopoverCore/PanelKeyFocus``): the app's `initialFirstResponder`, or with keyboard
    /// navigation on, the first view Tab reaches. `typing`: the anchor's window has a field
    /// being edited (its field editor, an `NSText`, is first responder).
    private func takeKeyFocus(typing: Bool) {
        let firstKeyView = Self.firstKeyView(in: contentView)
        let focus = PanelKeyFocus.onPresent(
            contentWantsKeyboard: initialFirstResponder != nil, keyboardNavigation: NSApp.isFullKeyboardAccessEnabled,
            contentHasKeyView: firstKeyView != nil, anchorWindowIsTyping: typing, isHoverTooltip: isHoverTooltip)
        switch focus {
        case .becomeKey:
            window.makeKey()
            window.makeFirstResponder(initialFirstResponder)
        case .becomeKeyAtFirstKeyView:
            window.makeKey()
            window.makeFirstResponder(firstKeyView)
        case .stayInactive:
            break
        }
    }

    /// The first view of `view`'s tree, depth first, that can become the key view
    /// (NSView.h's `canBecomeKeyView`: it accepts first responder, with keyboard
    /// navigation for buttons, and is not hidden).
    private static func firstKeyView(in view: NSView) -> NSView? {
        if view.canBecomeKeyView { return view }
        for subview in view.subviews {
            if let found = firstKeyView(in: subview) { return found }
        }
        return nil
    }

    /// The panel's window hugs the popover's frame; its surface's drawing then places and
    /// draws the shadow's window (``drawShadow(_:for:)``).
    func move(to placement: Placement) {
        let frame = ScreenSpace.current.panelWindow(forPopoverAt: placement.frame, shadowReach: 0)
        window.setFrame(frame.frame, display: false)
        surface.frame = CGRect(origin: .zero, size: frame.frame.size)
        surface.show(placement)
    }

    /// The shadow's window: as far around the popover as `drawing`'s shadow reaches.
    func drawShadow(_ drawing: SkinDrawing, for placement: Placement) {
        let frame = ScreenSpace.current.panelWindow(forPopoverAt: placement.frame, shadowReach: drawing.shadow?.reach ?? 0)
        shadowWindow.show(drawing, popoverSize: placement.frame.size, frame: frame.frame, margin: frame.margin)
    }

    func showAtRest() {
        setAlpha(1)
    }

    /// Fades the window (a panel's alpha is the one property a window animates as a
    /// whole); the core's scale from the arrow is left out on the Mac, as NSPopover's
    /// own motion is a short fade. Started at once, so a later event stops it; its end
    /// counts only while no other animation or stop came since.
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        if !fromCurrentState { setAlpha(animation.fromAlpha) }
        runningAnimation += 1
        let number = runningAnimation
        animationCompletion = completion
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = animation.duration
            context.timingFunction = CAMediaTimingFunction(name: Self.timing(animation.curve))
            window.animator().alphaValue = animation.toAlpha
            shadowWindow.animator().alphaValue = animation.toAlpha
        }, completionHandler: { [weak self] in
            Task { @MainActor in self?.animationEnded(number) }
        })
    }

    /// The fade numbered `number` ended: its completion runs if it is still the one running.
    private func animationEnded(_ number: Int) {
        guard runningAnimation == number, let completion = animationCompletion else { return }
        animationCompletion = nil
        completion()
    }

    func stopAnimation() { setAlpha(window.alphaValue) }

    /// Sets the window's alpha at once, stopping a fade under way (a group of no
    /// duration replaces the animator's running animation), and forgets its completion.
    private func setAlpha(_ alpha: CGFloat) {
        runningAnimation += 1
        animationCompletion = nil
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0
            window.animator().alphaValue = alpha
            shadowWindow.animator().alphaValue = alpha
        }
        window.alphaValue = alpha
        shadowWindow.alphaValue = alpha
    }

    /// Listens for clicks, keys and moves (a hover tooltip listens to none: its driver
    /// hides it).
    func startFollowing() {
        if let anchor, !isHoverTooltip { monitor.start(anchor: anchor) }
    }

    func stopFollowing() { monitor.stop() }

    /// A followed anchor is watched by ``PanelEventMonitor``'s notifications, not per frame.
    func startTrackingAnchor() {}

    func stopTrackingAnchor() {}

    func remove() {
        let wasKey = window.isKeyWindow
        let anchorWindow = window.parent
        window.removeChildWindow(shadowWindow)
        shadowWindow.orderOut(nil)
        anchorWindow?.removeChildWindow(window)
        window.orderOut(nil)
        setAlpha(1)
        Self.stack.remove(ObjectIdentifier(self))
        NotificationCenter.default.post(name: Self.contentShownNotification, object: window)
        if let anchorWindow, PanelKeyFocus.returnsKey(panelIsKey: wasKey, anchorWindowVisible: anchorWindow.isVisible) {
            anchorWindow.makeKey()
        }
    }

    /// VoiceOver hears of the new popover (the surface is its `.popover` element) and of
    /// the view that takes the keyboard, if any.
    func focusContent() {
        guard !isHoverTooltip else { return }   // VoiceOver has the view's help instead
        NSAccessibility.post(element: window, notification: .windowCreated)
        NSAccessibility.post(element: surface, notification: .layoutChanged, userInfo: [.uiElements: [surface]])
        if let initialFirstResponder {
            NSAccessibility.post(element: initialFirstResponder, notification: .focusedUIElementChanged)
        }
    }

    /// VoiceOver goes back to the anchor.
    func focusAnchor() {
        guard let anchor, !isHoverTooltip else { return }
        NSAccessibility.post(element: anchor, notification: .layoutChanged, userInfo: [.uiElements: [anchor]])
    }

    /// The presentation ended: ``onDismiss`` hears it (after the package's hook), then the
    /// panel is no longer held.
    func notifyEnded(_ ending: PopoverEnding) {
        onDismiss?(self, ending)
        if phase == .hidden { Self.shownPanels[ObjectIdentifier(self)] = nil }
    }

    private static func timing(_ curve: MotionCurve) -> CAMediaTimingFunctionName {
        switch curve {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut, .spring: .easeOut
        case .easeInOut: .easeInEaseOut
        }
    }
}
#endif
