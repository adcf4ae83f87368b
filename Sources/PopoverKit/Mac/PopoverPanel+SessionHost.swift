#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

/// The session's effects, carried out on the Mac: a child window of the anchor's window,
/// faded in and out (Reduce Motion: the core's shorter fade), placed from the core's
/// screen space.
extension PopoverPanel: PopoverSessionHost {
    var isInWindow: Bool { anchor?.window != nil }

    func install() {
        guard let anchor, let anchorWindow = anchor.window else { return }
        if !isHoverTooltip { HoverTooltipDriver.shared.otherPresentationOpened() }
        window.alphaValue = 0
        // Above its parent, at its level (a floating panel's, a menu bar extra's).
        window.level = max(anchorWindow.level, .normal)
        // Dark or light as the anchor is, not as the app is (an inspector may differ).
        window.appearanceSource = anchor
        anchorWindow.addChildWindow(window, ordered: .above)
        let id = ObjectIdentifier(self)
        // A hover tooltip is no panel the Escape key or a click is for.
        if !isHoverTooltip { Self.stack.push(id) }
        // Held while up, as NSPopover holds itself while shown: a panel the app did not
        // keep still ends, and says so.
        Self.shownPanels[id] = self
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
        setAlpha(1)
        startDismissTimer()
    }

    /// Fades the window (a panel's alpha is the one property a window animates as a
    /// whole); the core's scale from the arrow is left out on the Mac, as NSPopover's
    /// own motion is a short fade. Started at once, so a later event stops it; its end
    /// counts only while no other animation or stop came since.
    func animate(_ animation: PopoverAnimation, dismissing: Bool, fromCurrentState: Bool, completion: @escaping () -> Void) {
        if dismissing { dismissTimer = nil }
        if !fromCurrentState { setAlpha(animation.fromAlpha) }
        runningAnimation += 1
        let number = runningAnimation
        animationCompletion = { [weak self] in
            completion()
            if !dismissing { self?.startDismissTimer() }
        }
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = animation.duration
            context.timingFunction = CAMediaTimingFunction(name: Self.timing(animation.curve))
            window.animator().alphaValue = animation.toAlpha
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
        }
        window.alphaValue = alpha
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
        dismissTimer = nil
        let wasKey = window.isKeyWindow
        let anchorWindow = window.parent
        anchorWindow?.removeChildWindow(window)
        window.orderOut(nil)
        setAlpha(1)
        Self.stack.remove(ObjectIdentifier(self))
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

    func notifyPresented() {
        startDismissTimer()
        onPresent?(self)
    }

    /// The presentation ended: the package's hook (a tip's record), then ``onDismiss``,
    /// hear it, then the panel is no longer held.
    func notifyEnded(_ ending: PopoverEnding) {
        onEnded?(ending)
        onDismiss?(self, ending)
        if phase == .hidden { Self.shownPanels[ObjectIdentifier(self)] = nil }
    }

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
