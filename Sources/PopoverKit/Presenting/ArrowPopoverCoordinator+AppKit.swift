#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import SwiftUI

/// One ``PopoverPanel`` and one hosting controller for the life of an `arrowPopover`
/// modifier on the Mac, as ``ArrowPopoverCoordinator`` is on iOS: when to present,
/// dismiss, clear the flag and call `onDismiss` is ``/PopoverCore/PresentationBinding``'s
/// to say. The modifier's `outsideTap` becomes the panel's behaviour
/// (``/PopoverCore/PopoverBehavior/init(_:)``); a dim is not drawn on the Mac.
@MainActor
final class ArrowPanelCoordinator {
    private let panel = PopoverPanel(contentSize: .zero)
    private let hosting = SizeReportingHostingController(rootView: AnyView(EmptyView()))
    private var permitted: [ArrowDirection] = ArrowDirection.arrowed
    private var flag: PresentationFlag?
    private var onDismiss: ((PopoverEnding) -> Void)?
    private var onEnding: ((PopoverEnding) -> Void)?
    private var binding = PresentationBinding<AnyHashable>()
    private weak var anchor: NSView?
    private var content = AnyView(EmptyView())
    private var source: ArrowPopoverContent?
    private var sizing: ContentSizingTraits?
    private var measured = ContentSizeCache()

    init() {
        hosting.sizingOptions = .preferredContentSize
        hosting.view.frame = panel.contentView.bounds
        hosting.view.autoresizingMask = [.width, .height]
        panel.contentView.addSubview(hosting.view)
        hosting.onSizeChange = { [weak self] in self?.contentChanged() }
        panel.contentMeasure = { [weak self] proposal in self?.measure(against: proposal) ?? .zero }
        panel.onDismiss = { [weak self] _, ending in self?.ended(ending) }
    }

    /// Takes the modifier's latest values (content that makes `nil` keeps the shown one).
    func update(
        anchor: NSView, content source: ArrowPopoverContent, environment: EnvironmentValues,
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
                .environment(\.arrowPopoverEnvironment, ArrowPopoverEnvironment())
                .environment(\.dismissArrowPopover, DismissArrowPopoverAction { [weak self] in self?.panel.dismiss(animated: true) }))
            showContent()
        }
        if contentChanged { measured.removeAll() }
        let extras = environment.arrowPopoverEnvironment
        panel.behavior = PopoverBehavior(settings.outsideTap)
        panel.dismissAfter = settings.dismissAfter
        panel.isHoverTooltip = settings.isHoverTooltip
        // The app's `onArrowPopoverPlacement` runs after SwiftUI's update, not inside it.
        let own = settings.onPlacement, others = extras.onPlacement.map { AfterViewUpdate($0) }
        panel.onPlacementChange = own == nil && others == nil ? nil : { placement in
            own?(placement)
            others?(placement)
        }
        permitted = settings.permittedDirections(PopoverLayoutDirection(environment.layoutDirection))
        let options = settings.options(from: panel.options, showsArrow: settings.showsArrow ?? extras.showsArrow)
        if settings.style != panel.style { panel.style = settings.style }
        if options != panel.options { panel.options = options } else if contentChanged { panel.setNeedsPlacement() }
    }

    /// Presents from the anchor if the binding wants it now.
    func presentIfWanted(animated: Bool) {
        guard let anchor, binding.shouldPresent(flag?.identity(), phase: panel.phase),
              let identity = flag?.identity() else { return }
        guard anchor.window != nil else {
            flag?.clear()
            return
        }
        let fresh = panel.phase == .hidden
        binding.presenting(identity, phase: panel.phase)
        if fresh {
            showContent()
            measured.removeAll()
        }
        panel.present(from: anchor, preferring: permitted, animated: animated)
    }

    /// The binding turned false (or `nil`).
    func dismiss(animated: Bool) {
        if binding.flagTurnedFalse(phase: panel.phase) { panel.dismiss(animated: animated) }
    }

    /// The anchor left the view hierarchy: the popover goes at once.
    func anchorLeft() {
        if binding.anchorLeft(phase: panel.phase) { panel.dismiss(animated: false) }
    }

    /// SwiftUI laid the anchor out again (it may have moved inside its window).
    func anchorMoved() {
        DispatchQueue.main.async { [weak self] in self?.panel.setNeedsPlacement() }
    }

    /// The presentation ended: the binding and `onDismiss` hear of it on the next turn
    /// (this may run inside a SwiftUI update, where state must not change).
    private func ended(_ ending: PopoverEnding) {
        binding.ended(phase: panel.phase)
        DispatchQueue.main.async { [self] in
            onEnding?(ending)
            let next = binding.afterEnding(flag?.identity(), phase: panel.phase)
            if next.setsFlagFalse { flag?.clear() }
            if next.callsOnDismiss { onDismiss?(ending) }
            if next.presents { presentIfWanted(animated: true) }
        }
    }

    /// The content under the number of its presentation, so each one starts afresh.
    private func showContent() {
        hosting.rootView = AnyView(content.id(binding.presentations))
    }

    private func contentChanged() {
        measured.removeAll()
        panel.setNeedsPlacement()
    }

    /// The content's size for the room the popover proposes (`ContentFitting`).
    private func measure(against proposal: CGSize) -> CGSize {
        measured.size(for: proposal) { hosting.sizeThatFits(in: $0) }
    }
}

/// A hosting controller that says when its content's preferred size changes (macOS 13's
/// sizing options keep `preferredContentSize` up to date with the SwiftUI content).
@MainActor
final class SizeReportingHostingController: NSHostingController<AnyView> {
    var onSizeChange: (() -> Void)?

    override var preferredContentSize: NSSize {
        didSet { if preferredContentSize != oldValue { onSizeChange?() } }
    }
}
#endif
