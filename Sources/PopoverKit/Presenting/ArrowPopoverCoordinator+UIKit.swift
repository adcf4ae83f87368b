#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

/// The coordinator's UIKit half: a ``PopoverView`` in the container of the controller
/// that holds the anchor, its hosting controller adopted by that controller.
extension ArrowPopoverCoordinator {
    func prepareHosting() {
        hosting.view.backgroundColor = .clear
        if #available(iOS 16.0, *) { hosting.sizingOptions = .preferredContentSize }
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        materialBackground = MaterialBackgroundHost(in: popover)
    }

    /// The settings only UIKit's popover has (the outside tap, the dim, VoiceOver's
    /// dismiss label, custom animations), then one placement for all of them.
    func apply(_ settings: ArrowPopoverSettings, extras: ArrowPopoverEnvironment, layoutDirection: PopoverLayoutDirection,
               contentChanged: Bool) {
        popover.outsideTap = settings.outsideTap
        if popover.dim != settings.dim { popover.dim = settings.dim }
        popover.isUserInteractionEnabled = !settings.isHoverTooltip
        popover.dismissAccessibilityLabel = extras.dismissLabel ?? PopoverView.defaultDismissAccessibilityLabel
        popover.presentAnimation = extras.presentAnimation
        popover.dismissAnimation = extras.dismissAnimation
        popover.update(
            style: settings.style, options: settings.options(from: popover.options, showsArrow: settings.showsArrow ?? extras.showsArrow),
            permittedDirections: permitted, layoutDirection: layoutDirection, contentChanged: contentChanged
        )
    }

    /// The view the popover goes in: the view of the controller `HostChoice` chooses among
    /// the window's presented controllers and their navigation, tab and split children (a
    /// controller that shows one child at a time never adopts it), which adopts the
    /// hosting controller. `nil` when the anchor is in no window, or none holds it.
    func container(for anchor: UIView) -> UIView? {
        guard let window = anchor.window, let host = Self.hosting(for: anchor, in: window) else { return nil }
        if hosting.parent !== host.parent {
            leaveParent()
            if let parent = host.parent {
                parent.addChild(hosting)
                hosting.didMove(toParent: parent)
            }
        }
        return host.container.view
    }

    func present(from anchor: UIView, in container: UIView, animated: Bool) {
        popover.present(from: anchor, in: container, preferring: permitted, animated: animated)
    }

    /// Ended in one container and already presented in another (the same batch): the
    /// content stays with its new host; else its controller lets it go.
    func releaseHosting() {
        if popover.phase == .hidden { leaveParent() }
    }

    private func leaveParent() {
        guard hosting.parent != nil else { return }
        hosting.willMove(toParent: nil)
        hosting.removeFromParent()
    }

    private static func hosting(for anchor: UIView, in window: UIWindow) -> HostChoice.Hosting<UIViewController>? {
        HostChoice.hosting(
            root: window.rootViewController, presented: \.presentedViewController,
            holdsAnchor: { $0.viewIfLoaded.map(anchor.isDescendant(of:)) ?? false },
            showsOneChild: { $0 is UINavigationController || $0 is UITabBarController || $0 is UISplitViewController },
            children: \.children
        )
    }
}
#endif
