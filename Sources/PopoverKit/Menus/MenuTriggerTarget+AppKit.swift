#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import PopoverMenu

/// The attached menu's AppKit half: a control's action for a menu that is it (the menu *is*
/// the action, as a pull-down `NSPopUpButton`'s menu is); otherwise a secondary click, as
/// AppKit opens a view's context menu: a right mouse-down, or one of the primary button
/// with Control held, opening the menu on the mouse-down. No long press: on the Mac a held
/// button drags or selects (``/PopoverMenu/MenuTrigger/Idiom/mouse``).
extension MenuTriggerTarget: NSGestureRecognizerDelegate {
    /// AppKit opens a context menu on a secondary click only.
    static let idiom = MenuTrigger.Idiom.mouse

    /// Adds what watches the triggers. For the primary action, the control's target and
    /// action: set aside while the menu is attached (a weak target, as `NSControl.target`
    /// is) and given back when it is taken away, unless the app has set its own since. For
    /// a secondary click, two press recognizers that begin on the mouse-down
    /// (`minimumPressDuration` 0, NSPressGestureRecognizer.h): one for the secondary button
    /// (`buttonMask` bit 1) and one for the primary, which attempts a press only with
    /// Control held (``gestureRecognizer(_:shouldAttemptToRecognizeWith:)``). Each delays
    /// its button's events while it attempts (NSPressGestureRecognizer.h), so the view shows
    /// no menu of its own under this one, and opts out of every press where the provider
    /// has no menu, which then reaches the view as if nothing watched it. Otherwise, an
    /// accessibility custom action, "Show Menu", beside the view's own.
    func startWatching(_ view: NSView) {
        var stops: [() -> Void] = []
        if triggers.contains(.primaryAction), let control = view as? NSControl {
            let (target, action) = (control.target, control.action)
            let ours = #selector(primaryActionSent(_:))
            control.target = self
            control.action = ours
            stops.append { [weak self, weak control, weak target] in
                guard let control, control.target === self, control.action == ours else { return }
                control.target = target
                control.action = action
            }
        }
        if triggers.contains(.secondaryClick) {
            for button in 0...1 {
                let press = NSPressGestureRecognizer(target: self, action: #selector(secondaryPressed(_:)))
                press.buttonMask = 1 << button
                press.minimumPressDuration = 0
                press.delegate = self
                view.addGestureRecognizer(press)
                stops.append { [weak view] in view?.removeGestureRecognizer(press) }
            }
        }
        if needsAccessibilityAction {
            let show = NSAccessibilityCustomAction(name: Self.showMenuActionName) { [weak self] in
                callAsMainActor { self?.openFromAccessibility() ?? false }
            }
            view.setAccessibilityCustomActions((view.accessibilityCustomActions() ?? []) + [show])
            stops.append { [weak view] in
                let kept = view?.accessibilityCustomActions()?.filter { $0 !== show }
                view?.setAccessibilityCustomActions(kept?.isEmpty == false ? kept : nil)
            }
        }
        stopWatching = { for stop in stops { stop() } }
    }

    /// A press recognizer attempts a mouse-down of its own button that the core calls a
    /// secondary click (``/PopoverMenu/MenuTrigger/init(mouseDownOf:controlKey:)``), and
    /// only where the provider has a menu, which it makes then, or while the menu is up
    /// (opening nothing). Declining opts the recognizer out of that click
    /// (NSGestureRecognizer.h), so a plain click, or one where there is no menu (between a
    /// table's rows), is the view's, undelayed.
    func gestureRecognizer(_ recognizer: NSGestureRecognizer, shouldAttemptToRecognizeWith event: NSEvent) -> Bool {
        let button: Int? = switch event.type {
        case .leftMouseDown: 0
        case .rightMouseDown: 1
        default: nil
        }
        guard let button, let press = recognizer as? NSPressGestureRecognizer, press.buttonMask == 1 << button, let view,
              let trigger = MenuTrigger(mouseDownOf: button, controlKey: event.modifierFlags.contains(.control)) else { return false }
        return prepare(trigger, at: view.convert(event.locationInWindow, from: nil))
    }

    @objc private func secondaryPressed(_ recognizer: NSPressGestureRecognizer) {
        if recognizer.state == .began { openPrepared() }
    }

    /// The control's action: the menu, pointing at the control.
    @objc private func primaryActionSent(_ sender: Any?) {
        guard let view, prepare(.primaryAction, at: CGPoint(x: view.bounds.midX, y: view.bounds.midY)) else { return }
        openPrepared()
    }

    /// Following the view.
    func present(_ popover: PopoverPanel, following view: NSView, preferring directions: [ArrowDirection]) {
        popover.present(from: view, preferring: directions, animated: true)
    }

    /// Pointing at `rect` of the view (the pointer's tip for a click).
    func present(_ popover: PopoverPanel, from rect: CGRect, of view: NSView, preferring directions: [ArrowDirection]) {
        popover.present(from: view, rect: rect, preferring: directions, animated: true)
    }
}
#endif
