#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import SwiftUI
import UIKit

/// One popover and one hosting controller for the life of an `arrowPopover` modifier.
/// Present and dismiss go to the same ``PopoverView``, whose session lets either interrupt
/// the other, so a quick true → false → true shows one popover, not two.
@MainActor
final class ArrowPopoverCoordinator {
    private let popover = PopoverView(contentSize: .zero)
    private let hosting = SizeReportingHostingController(rootView: AnyView(EmptyView()))
    /// A glass style's fill, drawn by SwiftUI's `glassEffect(_:in:)` in the outline.
    private var materialBackground: MaterialBackgroundHost?
    private var permitted: [ArrowDirection] = ArrowDirection.arrowed
    private var flag: PresentationFlag?
    private var onDismiss: (() -> Void)?
    private var binding = PresentationBinding()
    /// The content's sizes by proposal, until the content changes: placement asks again on
    /// every move of a followed anchor, and SwiftUI's measure is not free.
    private var measured = BoundedCache<Proposal, CGSize>(capacity: 8)

    init() {
        hosting.view.backgroundColor = .clear
        if #available(iOS 16.0, *) { hosting.sizingOptions = .preferredContentSize }
        hosting.view.frame = popover.contentView.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        popover.contentView.addSubview(hosting.view)
        hosting.onSizeChange = { [weak self] in self?.contentChanged() }
        popover.contentMeasure = { [weak self] proposal in self?.measure(against: proposal) ?? .zero }
        popover.onDismiss = { [weak self] _, _ in self?.ended() }
        materialBackground = MaterialBackgroundHost(in: popover)
    }

    /// Takes the modifier's latest values (`nil` content keeps the shown one); a shown
    /// popover is measured and placed again, for new options, directions or layout
    /// direction too.
    func update(
        content: AnyView?, settings: ArrowPopoverSettings, layoutDirection: PopoverCore.LayoutDirection,
        flag: PresentationFlag, onDismiss: (() -> Void)?
    ) {
        if let content { hosting.rootView = content }
        if popover.style != settings.style { popover.style = settings.style }
        popover.dismissesOnOutsideTap = settings.dismissesOnOutsideTap
        let options = settings.options(from: popover.options)
        if popover.options != options { popover.options = options }
        permitted = settings.permittedDirections(layoutDirection)
        popover.retarget(permittedDirections: permitted, layoutDirection: layoutDirection)
        self.flag = flag
        self.onDismiss = onDismiss
        contentChanged()
    }

    /// Presents from `anchor` if the binding still wants it and the popover is not up
    /// (or is going, which this interrupts).
    func presentIfWanted(from anchor: UIView) {
        guard binding.shouldPresent(isPresented: flag?.isSet() == true, phase: popover.phase) else { return }
        guard let window = anchor.window, let host = Self.hosting(for: anchor, in: window) else {
            // No window yet, or none holds the anchor: nothing to show, say so.
            flag?.clear()
            return
        }
        if hosting.parent !== host.parent {
            leaveParent()
            if let parent = host.parent {
                parent.addChild(hosting)
                hosting.didMove(toParent: parent)
            }
        }
        binding.presenting()
        popover.present(from: anchor, in: host.container.view, preferring: permitted)
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
        if popover.phase == .hidden { leaveParent() }
        // Held strongly until the next turn: when the anchor went (`dismantleUIView`),
        // SwiftUI has already let go of this coordinator, and the binding and `onDismiss`
        // must still hear of the ending (else the flag stays true and the popover comes
        // back with the anchor).
        DispatchQueue.main.async { [self] in
            let next = binding.afterEnding(isPresented: flag?.isSet() == true, phase: popover.phase)
            if next.setsFlagFalse { flag?.clear() }
            if next.callsOnDismiss { onDismiss?() }
        }
    }

    private func leaveParent() {
        guard hosting.parent != nil else { return }
        hosting.willMove(toParent: nil)
        hosting.removeFromParent()
    }

    /// The content (or its size) changed: forget its sizes and, if shown, place it again.
    private func contentChanged() {
        measured.removeAll()
        if popover.isPresented { popover.setNeedsPlacement() }
    }

    /// The content's size for the room the popover proposes
    /// (`ContentFitting`: the room it will really get).
    private func measure(against proposal: CGSize) -> CGSize {
        let key = Proposal(width: proposal.width, height: proposal.height)
        if let size = measured.value(for: key) { return size }
        let size = hosting.sizeThatFits(in: proposal)
        measured.insert(size, for: key)
        return size
    }

    /// A proposed size as a cache key (`CGSize` is not `Hashable` everywhere).
    private struct Proposal: Hashable {
        let width: CGFloat
        let height: CGFloat
    }

    /// Where the content goes: `HostChoice`'s choice among the window's
    /// presented controllers and their navigation, tab and split children; a controller
    /// that shows one child at a time never adopts it.
    private static func hosting(for anchor: UIView, in window: UIWindow) -> HostChoice.Hosting<UIViewController>? {
        HostChoice.hosting(
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
