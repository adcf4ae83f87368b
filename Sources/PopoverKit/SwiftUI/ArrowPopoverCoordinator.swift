#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import SwiftUI
import UIKit

/// One popover and one hosting controller for the life of an `arrowPopover` modifier.
/// Present and dismiss go to the same ``PopoverView``, whose session lets either interrupt
/// the other, so a quick true → false → true shows one popover, not two.
@MainActor
final class ArrowPopoverCoordinator {
    private let popover = PopoverView(contentSize: .zero)
    private let hosting = SizeReportingHostingController(rootView: AnyView(EmptyView()))
    private var permitted: [ArrowDirection] = ArrowDirection.arrowed
    private var isPresented: Binding<Bool>?
    private var onDismiss: (() -> Void)?
    private var binding = PresentationBinding()

    init() {
        hosting.view.backgroundColor = .clear
        if #available(iOS 16.0, *) { hosting.sizingOptions = .preferredContentSize }
        hosting.view.frame = popover.contentView.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(hosting.view)
        hosting.onSizeChange = { [weak self] in self?.measure() }
        popover.onDismiss = { [weak self] _, _ in self?.ended() }
    }

    /// Takes the modifier's latest values; a shown popover is measured again.
    func update(
        content: AnyView, style: PopoverStyle, permitted: [ArrowDirection], dismissesOnOutsideTap: Bool,
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?
    ) {
        hosting.rootView = content
        if popover.style != style { popover.style = style }
        popover.dismissesOnOutsideTap = dismissesOnOutsideTap
        self.permitted = permitted
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        if popover.isPresented { measure() }
    }

    /// Presents from `anchor` if the binding still wants it and the popover is not up
    /// (or is going, which this interrupts).
    func presentIfWanted(from anchor: UIView) {
        guard binding.shouldPresent(isPresented: isPresented?.wrappedValue == true, phase: popover.phase) else { return }
        guard let window = anchor.window, let host = Self.presentingController(for: anchor, in: window) else {
            // No window yet, or none holds the anchor: nothing to show, say so.
            isPresented?.wrappedValue = false
            return
        }
        if hosting.parent !== host {
            hosting.willMove(toParent: nil)
            hosting.removeFromParent()
            host.addChild(hosting)
            hosting.didMove(toParent: host)
        }
        measure(in: host.view)
        binding.presenting()
        popover.present(from: anchor, in: host.view, preferring: permitted)
    }

    /// The binding turned false, or the anchor left the hierarchy.
    func dismiss(animated: Bool) {
        if binding.flagTurnedFalse(phase: popover.phase) { popover.dismiss(animated: animated) }
    }

    /// The content closed it (`dismissArrowPopover`): the user's dismissal, which a
    /// re-render while it fades out does not undo.
    func dismissFromContent() {
        popover.dismiss(animated: true)
    }

    /// The presentation ended (dismissed, anchor gone, or placement failed). The binding
    /// and `onDismiss` hear of it on the next turn: this may run inside a SwiftUI update
    /// (`dismantleUIView`), where state must not change.
    private func ended() {
        // Ended in one container and already presented in another (the same batch): the
        // content stays with its new host.
        if popover.phase == .hidden {
            hosting.willMove(toParent: nil)
            hosting.removeFromParent()
        }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let next = binding.afterEnding(isPresented: isPresented?.wrappedValue == true, phase: popover.phase)
            if next.setsFlagFalse { isPresented?.wrappedValue = false }
            if next.callsOnDismiss { onDismiss?() }
        }
    }

    /// Sizes the popover to the content's ideal size within the container; the core
    /// shrinks it if it does not fit beside the anchor.
    private func measure(in container: UIView? = nil) {
        guard let bounds = (container ?? popover.superview)?.bounds else { return }
        popover.contentSize = hosting.sizeThatFits(in: bounds.size)
    }

    /// The controller to host the content: ``/PopoverCore/HostChoice``'s choice among the
    /// window's presented controllers and their navigation, tab and split children.
    private static func presentingController(for anchor: UIView, in window: UIWindow) -> UIViewController? {
        HostChoice.host(
            root: window.rootViewController, presented: \.presentedViewController,
            holdsAnchor: { $0.viewIfLoaded.map(anchor.isDescendant(of:)) ?? false },
            showsOneChild: { $0 is UINavigationController || $0 is UITabBarController || $0 is UISplitViewController },
            children: \.children
        )
    }
}

/// A hosting controller that says when its content's preferred size changes (iOS 16's
/// sizing options keep `preferredContentSize` up to date with the SwiftUI content).
@MainActor
final class SizeReportingHostingController: UIHostingController<AnyView> {
    var onSizeChange: (() -> Void)?

    override var preferredContentSize: CGSize {
        didSet { if preferredContentSize != oldValue { onSizeChange?() } }
    }
}
#endif
