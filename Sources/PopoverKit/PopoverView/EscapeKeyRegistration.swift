#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

/// The Escape key, registered with the view controller that owns the popover's container
/// while the popover is up, so a hardware keyboard dismisses it without the popover
/// taking first responder (and the software keyboard) from a text field, until
/// ``unregister()``; with no first responder at all, the popover takes it
/// (``takeKeyFocusIfFree(for:)``). UIKit sends the action to the first view controller on the responder
/// chain (every controller answers it, through the extension below), which may be another
/// one, such as a SwiftUI hosting controller inside the popover; so the action looks for
/// the top-most popover in the whole window.
@MainActor
final class EscapeKeyRegistration {
    private weak var controller: UIViewController?
    private let command: UIKeyCommand = {
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(UIViewController.popoverKitDismissTopmostPopover(_:)))
        escape.wantsPriorityOverSystemBehavior = true
        return escape
    }()

    /// Registers with the nearest view controller above `container`; `nil` when there is none.
    init?(for container: UIView?) {
        guard let container, let controller = sequence(first: container as UIResponder, next: \.next)
            .lazy.compactMap({ $0 as? UIViewController }).first else { return nil }
        self.controller = controller
        controller.addKeyCommand(command)
    }

    func unregister() {
        controller?.removeKeyCommand(command)
    }

    /// UIKit collects key commands from the first responder up the responder chain, so
    /// with no first responder (the usual state after tapping a button) Escape would reach
    /// no one. Then `popover` becomes first responder: its chain (popover, container,
    /// their controllers) holds the registered command. When a view in the window already
    /// is first responder (a text field with its keyboard, say), it is left alone: its own
    /// chain reaches the controller, and the keyboard stays.
    static func takeKeyFocusIfFree(for popover: PopoverView) {
        guard let window = popover.window, !popover.isFirstResponder,
              FrontmostNode.find(in: window as UIView, children: \.subviews, where: \.isFirstResponder) == nil
        else { return }
        popover.becomeFirstResponder()
    }
}

extension UIViewController {
    /// Escape's action: dismisses the top-most popover shown in this controller's window
    /// (one already going is left to go: a second Escape closes the next).
    @objc func popoverKitDismissTopmostPopover(_ sender: UIKeyCommand) {
        guard let window = viewIfLoaded?.window else { return }
        let topmost = FrontmostNode.find(in: window as UIView, children: \.subviews) { ($0 as? PopoverView)?.phase.isUp == true }
        (topmost as? PopoverView)?.dismiss(animated: true, reason: .escapeKey)
    }
}
#endif
