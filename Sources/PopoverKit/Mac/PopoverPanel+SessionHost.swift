#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The session's effects, carried out on the Mac: a child window of the anchor's window,
/// faded in and out (Reduce Motion: the core's shorter fade), placed from the core's
/// screen space.
extension PopoverPanel: PopoverSessionHost {
    var isInWindow: Bool { anchor?.window != nil }

    func install() {
        guard let anchorWindow = anchor?.window else { return }
        window.alphaValue = 0
        anchorWindow.addChildWindow(window, ordered: .above)
        let id = ObjectIdentifier(self)
        Self.stack.push(id)
        Self.shownPanels[id] = WeakPanel(panel: self)
        if PanelKeyFocus.onPresent(contentWantsKeyboard: initialFirstResponder != nil) == .becomeKey {
            window.makeKey()
            window.makeFirstResponder(initialFirstResponder)
        }
    }

    func move(to placement: Placement) {
        let drawing = surface.drawing(for: placement)
        let frame = ScreenSpace.current.panelWindow(forPopoverAt: placement.frame, shadowReach: drawing.shadow?.reach ?? 0)
        window.setFrame(frame.frame, display: false)
        surface.frame = CGRect(origin: .zero, size: frame.frame.size)
        surface.show(placement, margin: frame.margin)
        onPlacementChange?(placement)
    }

    func showAtRest() {
        runningAnimation += 1
        window.alphaValue = 1
        startDismissTimer()
    }

    /// Fades the window (a panel's alpha is the one property a window animates as a
    /// whole); the core's scale from the arrow is left out on the Mac, as NSPopover's
    /// own motion is a short fade.
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        if dismissing { dismissTimer = nil }
        if !fromCurrentState { window.alphaValue = animation.fromAlpha }
        runningAnimation += 1
        let number = runningAnimation
        Task { @MainActor [weak self] in
            await NSAnimationContext.runAnimationGroup { context in
                context.duration = animation.duration
                context.timingFunction = CAMediaTimingFunction(name: Self.timing(animation.curve))
                self?.window.animator().alphaValue = animation.toAlpha
            }
            guard let self, runningAnimation == number else { return }
            completion()
            if !dismissing { startDismissTimer() }
        }
    }

    func stopAnimation() {
        runningAnimation += 1
        // Setting the value outside an animation group stops the animator where it shows.
        window.alphaValue = window.alphaValue
    }

    func startFollowing() {
        if let anchor { monitor.start(anchor: anchor) }
    }

    func stopFollowing() { monitor.stop() }

    /// A followed anchor is watched by ``PanelEventMonitor``'s notifications, not per frame.
    func startTrackingAnchor() {}

    func stopTrackingAnchor() {}

    func remove() {
        dismissTimer = nil
        let wasKey = window.isKeyWindow
        let anchorWindow = window.parent
        anchorWindow?.removeChildWindow(window)
        window.orderOut(nil)
        window.alphaValue = 1
        let id = ObjectIdentifier(self)
        Self.stack.remove(id)
        Self.shownPanels[id] = nil
        if let anchorWindow, PanelKeyFocus.returnsKey(panelIsKey: wasKey, anchorWindowVisible: anchorWindow.isVisible) {
            anchorWindow.makeKey()
        }
    }

    /// VoiceOver hears of the new popover and of its content.
    func focusContent() {
        NSAccessibility.post(element: surface, notification: .created)
        NSAccessibility.post(element: surface, notification: .layoutChanged, userInfo: [.uiElements: [contentView]])
    }

    /// VoiceOver goes back to the anchor.
    func focusAnchor() {
        guard let anchor else { return }
        NSAccessibility.post(element: anchor, notification: .layoutChanged, userInfo: [.uiElements: [anchor]])
    }

    func notifyPresented() {
        startDismissTimer()
        onPresent?(self)
    }

    func notifyEnded(_ ending: PopoverEnding) { onDismiss?(self, ending) }

    /// Starts the clock of a timed popover that has come to rest on screen, unless it runs.
    private func startDismissTimer() {
        guard let dismissAfter, dismissTimer == nil, phase == .shown else { return }
        dismissTimer = PanelDismissTimer(duration: dismissAfter, surface: surface) { [weak self] in
            self?.dismiss(animated: true, reason: .timeout)
        }
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
