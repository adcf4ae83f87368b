#if canImport(UIKit)
import PopoverCore
import UIKit

/// The Escape key, registered with the view controller that owns the popover's container
/// while the popover is up, so a hardware keyboard dismisses it without the popover
/// taking first responder (and the software keyboard) from a text field, until
/// ``unregister()``; who holds key focus and what the popover does with it is
/// ``/PopoverCore/KeyFocusHandoff``'s rule (``KeyFocus``). UIKit sends the action to the first view controller on the responder
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

    /// Registers with the nearest view controller above `container`, or for a window (a
    /// hover tooltip's container) the front-most controller its root presents (a window's
    /// next responder is the application: UIResponder's `next`); `nil` when there is none.
    init?(for container: UIView?) {
        guard let container else { return nil }
        let above = sequence(first: container as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }.first
        let presented = (container as? UIWindow)?.rootViewController.map { root in
            sequence(first: root, next: \.presentedViewController).reduce(root) { $1 }
        }
        guard let controller = above ?? presented else { return nil }
        self.controller = controller
        controller.addKeyCommand(command)
    }

    func unregister() {
        controller?.removeKeyCommand(command)
    }

}

/// Key focus (the first responder) in a popover's window, for
/// ``/PopoverCore/KeyFocusHandoff``: UIKit collects key commands from the first responder
/// up the responder chain, so with no first responder Escape would reach no one.
@MainActor
enum KeyFocus {
    /// Who holds key focus in `window`: a view (a text field, say), another responder (a
    /// view controller of the window that keeps it for its ⌘ shortcuts, or the window),
    /// or nobody; and that responder.
    static func holder(in window: UIWindow) -> (KeyFocusHandoff.Holder, UIResponder?) {
        if let view = FrontmostNode.find(in: window as UIView, children: \.subviews, where: \.isFirstResponder) {
            return (.view, view)
        }
        if window.isFirstResponder { return (.otherResponder, window) }
        let root: UIViewController? = window.rootViewController
        if let root, let controller = root.isFirstResponder ? root : FrontmostNode.find(in: root, children: presentedAndChildren, where: \.isFirstResponder) {
            return (.otherResponder, controller)
        }
        return (.nobody, nil)
    }

    /// Whether `responder` can take key focus back: it still accepts it and is on screen.
    static func canTakeBack(_ responder: UIResponder) -> Bool {
        guard responder.canBecomeFirstResponder else { return false }
        switch responder {
        case let window as UIWindow: return !window.isHidden
        case let view as UIView: return view.window != nil
        case let controller as UIViewController: return controller.viewIfLoaded?.window != nil
        default: return true
        }
    }

    /// A controller's children, and the controller it presents itself: UIViewController.h
    /// answers `presentedViewController` for the nearest ancestor's presentation too, which
    /// would visit that subtree once per child.
    private static func presentedAndChildren(_ controller: UIViewController) -> [UIViewController] {
        let presented = controller.presentedViewController.flatMap { $0.presentingViewController === controller ? $0 : nil }
        return controller.children + [presented].compactMap { $0 }
    }
}

extension UIViewController {
    /// Escape's action: hides a hover tooltip (a key pressed, as on the Mac, where every key
    /// does), and dismisses the top-most popover shown in this controller's window that the
    /// core lets Escape close (``/PopoverCore/StackMembership``: one already going is left to
    /// go, so a second Escape closes the next; a hover tooltip is passed over). A popover
    /// and a hover tooltip each register it, so either registration does both.
    @objc func popoverKitDismissTopmostPopover(_ sender: UIKeyCommand) {
        HoverTooltipDriver.shared.send(.keyPressed)
        guard let window = viewIfLoaded?.window else { return }
        let topmost = FrontmostNode.find(in: window as UIView, children: \.subviews) { ($0 as? PopoverView)?.stackMembership.takesEscape == true }
        (topmost as? PopoverView)?.dismiss(animated: true, reason: .escapeKey)
    }
}
#endif
