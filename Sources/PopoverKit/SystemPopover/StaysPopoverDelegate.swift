#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Answers "none" when UIKit asks how to adapt a popover to a compact width, so it stays
/// a popover on iPhone, and forwards every other delegate call (and this one, if it
/// answers it) to the app's own delegate. UIKit holds delegates weakly, so each one
/// lives as long as the presented controller.
@MainActor
final class StaysPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    /// Read by the Objective-C runtime's `responds(to:)` and forwarding, which UIKit
    /// declares outside the main actor but calls on the main thread; set once, in `init`.
    nonisolated(unsafe) private weak var forwardee: UIPopoverPresentationControllerDelegate?
    private static var key: UInt8 = 0

    init(forwardingTo delegate: UIPopoverPresentationControllerDelegate?) {
        forwardee = delegate
    }

    /// Ties `delegate`'s life to `controller`'s.
    static func keep(_ delegate: StaysPopoverDelegate, aliveWith controller: UIViewController) {
        objc_setAssociatedObject(controller, &key, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        forwardee?.adaptivePresentationStyle?(for: controller) ?? .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        forwardee?.adaptivePresentationStyle?(for: controller, traitCollection: traitCollection)
            ?? forwardee?.adaptivePresentationStyle?(for: controller) ?? .none
    }

    /// Every other delegate method the app's delegate answers goes straight to it.
    override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (forwardee?.responds(to: selector) ?? false)
    }

    override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardee?.responds(to: selector) == true ? forwardee : super.forwardingTarget(for: selector)
    }
}
#endif
