#if canImport(UIKit)
import PopoverCore
import PopoverMenu
import UIKit

/// The attached menu's UIKit half: the control's primary action for a menu that is it;
/// otherwise a long press and a secondary click, as `UIContextMenuInteraction` opens a
/// context menu.
extension MenuTriggerTarget: UIGestureRecognizerDelegate {
    /// UIKit opens a context menu on a long press or a secondary click.
    static let idiom = MenuTrigger.Idiom.touch

    /// Adds what watches the triggers: a `UIAction` for the control's
    /// `.primaryActionTriggered`, the event `UIButton(primaryAction:)` registers its own
    /// action for (UIButton.h), which a button sends on a touch-up inside; a long press of
    /// ``/PopoverMenu/MenuTrigger/longPressDuration`` (which, once it has begun, cancels
    /// the press in the view, as a context menu does: a tap shorter than it still reaches
    /// the control); a tap of the pointer's secondary button, watching pointer touches
    /// only, since `buttonMaskRequired` is read for indirect input alone
    /// (UITapGestureRecognizer.h) and a finger's tap would otherwise match it. Neither
    /// recognizer delays the end of a touch the view is tracking, and neither begins where
    /// the provider has no menu (``gestureRecognizerShouldBegin(_:)``). Without the
    /// primary action, the view also gets an accessibility custom action, "Show Menu",
    /// beside its own (`accessibilityCustomActions`, UIAccessibility.h).
    func startWatching(_ view: UIView) {
        var added: [UIGestureRecognizer] = []
        var primary: UIAction?
        if triggers.contains(.primaryAction), let control = view as? UIControl {
            let action = UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                if self.prepare(.primaryAction, at: CGPoint(x: control.bounds.midX, y: control.bounds.midY)) { self.openPrepared() }
            }
            control.addAction(action, for: .primaryActionTriggered)
            primary = action
        }
        if triggers.contains(.longPress) {
            let press = UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:)))
            press.minimumPressDuration = MenuTrigger.longPressDuration
            added.append(press)
        }
        if triggers.contains(.secondaryClick) {
            let click = UITapGestureRecognizer(target: self, action: #selector(secondaryClicked(_:)))
            click.buttonMaskRequired = .secondary
            click.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
            added.append(click)
        }
        for recognizer in added {
            recognizer.delaysTouchesEnded = false
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
        // The action's identity, not the action: the iOS 16.5 SDK's is not `Sendable`.
        var show: ObjectIdentifier?
        if needsAccessibilityAction {
            let action = UIAccessibilityCustomAction(name: Self.showMenuActionName) { [weak self] _ in
                callAsMainActor { self?.openFromAccessibility() ?? false }
            }
            view.accessibilityCustomActions = (view.accessibilityCustomActions ?? []) + [action]
            show = ObjectIdentifier(action)
        }
        stopWatching = { [weak view, show] in
            if let show, let kept = view?.accessibilityCustomActions?.filter({ ObjectIdentifier($0) != show }) {
                view?.accessibilityCustomActions = kept.isEmpty ? nil : kept
            }
            for recognizer in added { view?.removeGestureRecognizer(recognizer) }
            if let primary { (view as? UIControl)?.removeAction(primary, for: .primaryActionTriggered) }
        }
    }

    /// A recognizer begins only where the provider has a menu, which it makes then, or
    /// while the menu is up (opening nothing, so the press is not the view's).
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view else { return false }
        return prepare(recognizer is UITapGestureRecognizer ? .secondaryClick : .longPress, at: recognizer.location(in: view))
    }

    @objc private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { openPrepared() }
    }

    @objc private func secondaryClicked(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { openPrepared() }
    }

    /// In the view's window, following the view.
    func present(_ popover: PopoverView, following view: UIView, preferring directions: [ArrowDirection]) {
        guard let window = view.window else { return }
        popover.present(from: view, in: window, preferring: directions, animated: true)
    }

    /// In the view's window, pointing at `rect` of the view.
    func present(_ popover: PopoverView, from rect: CGRect, of view: UIView, preferring directions: [ArrowDirection]) {
        guard let window = view.window else { return }
        // Pointed at a rectangle, the popover has no anchor view to give VoiceOver back to:
        // the view the menu was opened on is.
        popover.focusReturnElement = { [weak view] in view }
        popover.present(from: view.convert(rect, to: window), in: window, preferring: directions, animated: true)
    }
}
#endif
