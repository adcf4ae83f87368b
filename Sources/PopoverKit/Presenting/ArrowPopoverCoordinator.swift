#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
import PopoverCore
import SwiftUI

/// One popover (``PopoverView`` with UIKit, ``PopoverPanel`` on the Mac) and one hosting
/// controller for the life of an `arrowPopover` modifier. Present and dismiss go to the
/// same popover, whose session lets either interrupt the other, so a quick
/// true → false → true shows one popover, not two. When to present, dismiss, clear the
/// flag and call `onDismiss` is ``/PopoverCore/PresentationBinding``'s to say; this only
/// asks it and does what it says. Its `+UIKit` and `+AppKit` halves set the popover's
/// platform settings, choose where the content is hosted and present.
@MainActor
final class ArrowPopoverCoordinator {
    let popover = PlatformPopover(contentSize: .zero)
    let hosting = SizeReportingHostingController(rootView: AnyView(EmptyView()))
    #if canImport(UIKit)
    /// A glass style's fill, drawn by SwiftUI's `glassEffect(_:in:)` in the outline.
    var materialBackground: MaterialBackgroundHost?
    #endif
    /// The arrow directions the settings permit, in the anchor's layout direction.
    var permitted: [ArrowDirection] = ArrowDirection.arrowed
    private var flag: PresentationFlag?
    private var onDismiss: ((PopoverEnding) -> Void)?
    private var onEnding: ((PopoverEnding) -> Void)?
    private var binding = PresentationBinding<AnyHashable>()
    /// The invisible view the popover points at (SwiftUI owns it).
    private weak var anchor: PlatformView?
    /// The latest content, with its environment; shown under the number of its
    /// presentation, so each presentation from hidden starts with fresh `@State`.
    private var content = AnyView(EmptyView())
    /// The body of the modifier the content came from, and the environment values that
    /// size text: the same while only the anchor's geometry changes, when the content's
    /// sizes are kept.
    private var source: ArrowPopoverContent?
    private var sizing: ContentSizingTraits?
    /// The content's sizes by proposal, until the content changes: placement asks again on
    /// every move of a followed anchor, and SwiftUI's measure is not free.
    private var measured = ContentSizeCache()

    init() {
        hosting.view.frame = popover.contentView.bounds
        popover.contentView.addSubview(hosting.view)
        hosting.onSizeChange = { [weak self] in self?.contentChanged() }
        popover.contentMeasure = { [weak self] proposal in self?.measure(against: proposal) ?? .zero }
        popover.onDismiss = { [weak self] _, ending in self?.ended(ending) }
        // The platform half last: its view settings, and UIKit's drawer of a glass fill.
        prepareHosting()
    }

    /// Takes the modifier's latest values (content that makes `nil` keeps the shown one).
    /// A shown popover is placed again, once, when a setting changed or new content came
    /// (a new body of the modifier, or new text sizes); an update that only moved the
    /// anchor keeps the content's sizes.
    func update(
        anchor: PlatformView, content source: ArrowPopoverContent, environment: EnvironmentValues,
        settings: ArrowPopoverSettings, flag: PresentationFlag, onDismiss: ((PopoverEnding) -> Void)?
    ) {
        self.anchor = anchor
        self.flag = flag
        self.onDismiss = onDismiss
        onEnding = settings.onEnding
        let sizing = ContentSizingTraits(environment)
        let contentChanged = source !== self.source || sizing.invalidatesMeasuredSizes(from: self.sizing)
        self.source = source
        self.sizing = sizing
        if let view = source.make() {
            content = AnyView(view
                .environment(\.self, environment)
                // The anchor's popover settings are its own, not those of popovers inside.
                .environment(\.arrowPopoverEnvironment, ArrowPopoverEnvironment())
                .environment(\.dismissArrowPopover, DismissArrowPopoverAction { [weak self] in self?.dismissFromContent() }))
            showContent()
        }
        if contentChanged { measured.removeAll() }
        let extras = environment.arrowPopoverEnvironment
        popover.dismissAfter = settings.dismissAfter
        popover.isHoverTooltip = settings.isHoverTooltip
        // The app's `onArrowPopoverPlacement` runs after SwiftUI's update, not inside it.
        let own = settings.onPlacement, others = extras.onPlacement.map { AfterViewUpdate($0) }
        popover.onPlacementChange = own == nil && others == nil ? nil : { placement in
            own?(placement)
            others?(placement)
        }
        let layoutDirection = PopoverLayoutDirection(environment.layoutDirection)
        permitted = settings.permittedDirections(layoutDirection)
        apply(settings, extras: extras, layoutDirection: layoutDirection, contentChanged: contentChanged)
    }

    /// Presents from the anchor if the binding wants it now.
    func presentIfWanted(animated: Bool) {
        guard let anchor, binding.shouldPresent(flag?.identity(), phase: popover.phase),
              let identity = flag?.identity() else { return }
        guard let container = container(for: anchor) else {
            // No window yet, or none holds the anchor: nothing to show, say so.
            flag?.clear()
            return
        }
        let fresh = popover.phase == .hidden
        binding.presenting(identity, phase: popover.phase)
        if fresh {
            // A new presentation: the content starts afresh, and is measured anew.
            showContent()
            measured.removeAll()
        }
        present(from: anchor, in: container, animated: animated)
    }

    /// The binding turned false (or `nil`).
    func dismiss(animated: Bool) {
        if binding.flagTurnedFalse(phase: popover.phase) { popover.dismiss(animated: animated) }
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    func anchorLeft() {
        if binding.anchorLeft(phase: popover.phase) { popover.dismiss(animated: false) }
    }

    /// The content closed it (`dismissArrowPopover`): the user's dismissal, which a
    /// re-render while it fades out does not undo.
    func dismissFromContent() {
        popover.dismiss(animated: true)
    }

    /// The presentation ended (dismissed, anchor gone, or placement failed). The binding
    /// and `onDismiss` hear of it on the next turn: this may run inside a SwiftUI update
    /// (`dismantleUIView`, `dismantleNSView`), where state must not change. Until then
    /// nothing presents.
    private func ended(_ ending: PopoverEnding) {
        releaseHosting()
        binding.ended(phase: popover.phase)
        // Held strongly until the next turn: when the anchor went (dismantled), SwiftUI
        // has already let go of this coordinator, and the binding and `onDismiss` must
        // still hear of the ending (else the flag stays true and the popover comes back
        // with the anchor).
        DispatchQueue.main.async { [self] in
            onEnding?(ending)
            let next = binding.afterEnding(flag?.identity(), phase: popover.phase)
            if next.setsFlagFalse { flag?.clear() }
            if next.callsOnDismiss { onDismiss?(ending) }
            if next.presents { presentIfWanted(animated: true) }
        }
    }

    /// The content under the number of its presentation.
    private func showContent() {
        hosting.rootView = AnyView(content.id(binding.presentations))
    }

    /// The content's size changed (it reported a new preferred size): forget its sizes
    /// and, if shown, place it again.
    private func contentChanged() {
        measured.removeAll()
        popover.setNeedsPlacement()
    }

    /// The content's size for the room the popover proposes
    /// (`ContentFitting`: the room it will really get).
    private func measure(against proposal: CGSize) -> CGSize {
        measured.size(for: proposal) { hosting.sizeThatFits(in: $0) }
    }
}

#if canImport(UIKit)
/// SwiftUI's hosting controller of the platform.
typealias PlatformHostingController = UIHostingController
#else
/// SwiftUI's hosting controller of the platform.
typealias PlatformHostingController = NSHostingController
#endif

/// A hosting controller that says when its content's preferred size changes (the sizing
/// options of iOS 16 and macOS 13 keep `preferredContentSize` up to date with the SwiftUI
/// content).
@MainActor
final class SizeReportingHostingController: PlatformHostingController<AnyView> {
    var onSizeChange: (() -> Void)?

    override var preferredContentSize: CGSize {
        didSet { if preferredContentSize != oldValue { onSizeChange?() } }
    }
}
#endif
