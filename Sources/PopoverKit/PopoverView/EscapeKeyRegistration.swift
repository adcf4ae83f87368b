#if canImport(UIKit)
import UIKit

/// The Escape key, registered with the view controller that owns the popover's container
/// while the popover is up, so a hardware keyboard dismisses it without the popover
/// taking first responder (and the software keyboard) from a text field, until
/// ``unregister()``.
@MainActor
final class EscapeKeyRegistration {
    private weak var controller: UIViewController?
    private let command = EscapeKeyRegistration.command(action: #selector(UIViewController.popoverKitDismissTopmostPopover(_:)))

    /// Registers with the nearest view controller above `container`; `nil` when there is none.
    init?(for container: UIView?) {
        var responder: UIResponder? = container
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else { return nil }
        self.controller = controller
        controller.addKeyCommand(command)
    }

    func unregister() {
        controller?.removeKeyCommand(command)
    }

    /// Escape with no modifiers, ahead of the system's own use of it.
    static func command(action: Selector) -> UIKeyCommand {
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: action)
        escape.wantsPriorityOverSystemBehavior = true
        return escape
    }
}

extension UIViewController {
    /// Escape's action: dismisses the top-most popover shown in this controller's view.
    @objc func popoverKitDismissTopmostPopover(_ sender: UIKeyCommand) {
        guard let view = viewIfLoaded else { return }
        func topmost(in view: UIView) -> PopoverView? {
            for subview in view.subviews.reversed() {
                if let popover = subview as? PopoverView, popover.isPresented { return popover }
                if let found = topmost(in: subview) { return found }
            }
            return nil
        }
        topmost(in: view)?.dismiss(animated: true)
    }
}
#endif
