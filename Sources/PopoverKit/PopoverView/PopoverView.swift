#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

/// A popover with a pointing arrow that you present from a rectangle in any view, on
/// iPhone as on iPad — in the heritage of FWTPopoverView.
///
/// ```swift
/// let popover = PopoverView(contentSize: CGSize(width: 240, height: 120), style: .orange)
/// popover.contentView.addSubview(label)                 // content goes in contentView
/// popover.onDismiss = { _, ending in print("gone: \(ending)") }
/// popover.present(from: button.frame, in: view, permittedArrowDirections: [.up, .down], animated: true)
/// ```
///
/// Every decision comes from PopoverCore. Its life (presenting, shown, dismissing, each
/// interrupting the other, a stale completion, a failed placement, an anchor that left
/// the window) is a ``/PopoverCore/PopoverSession``; this view feeds it events and
/// performs the effects it returns. The direction, frame and arrow offset come from
/// ``/PopoverCore/Placement/solve(_:)``, the outline and hit testing from
/// ``/PopoverCore/PopoverOutline``, the margins from
/// ``/PopoverCore/PopoverInsets/popoverMargins(safeArea:margin:keyboardFrame:in:)`` and
/// the animation from ``/PopoverCore/PopoverAnimation``. It stays inside the container's
/// safe area and margins, above the keyboard, is placed again when the container's
/// bounds, safe area or keyboard change, and follows an anchor view that moves (its
/// on-screen, animated frame) without flapping between sides. A tap outside dismisses it
/// (except on ``passthroughViews``); so do VoiceOver's escape gesture, its "Dismiss popup"
/// element and the Escape key. It never takes the keyboard away from a text field.
@MainActor
open class PopoverView: UIView {
    /// A custom present or dismiss animation: animate `popover` as `animation` describes
    /// (or any way you like), then call `completion`. It runs only for animated
    /// presentations; a completion that never comes is taken as called after
    /// ``/PopoverCore/PopoverSession/completionGrace`` seconds past the animation's duration.
    public typealias CustomAnimation = (_ popover: PopoverView, _ animation: PopoverAnimation, _ completion: @escaping () -> Void) -> Void

    /// Put the content here; it is sized to the placement's content frame.
    public let contentView = UIView()
    /// The size the content would like; the popover may shrink it to fit.
    public var contentSize: CGSize { didSet { setNeedsPlacement() } }
    /// The look: metrics, fill, border, shadow, light and dark. A change shows at once,
    /// even one that keeps the placement (same metrics, another fill).
    public var style: PopoverStyle {
        didSet {
            setNeedsPlacement()
            if style != oldValue { setNeedsLayout() }
        }
    }
    /// Keep the popover inside the container's safe area and margins (default `true`).
    public var keepsInsideContainer = true { didSet { setNeedsPlacement() } }
    /// Shrink the content when no direction has room for all of it (default `true`).
    public var mayShrinkContent = true { didSet { setNeedsPlacement() } }
    /// Let the popover move over a large anchor when there is no room beside it (default `false`).
    public var mayOverlapAnchor = false { didSet { setNeedsPlacement() } }
    /// The distance kept from the safe area's edges (UIKit's popovers keep 10 pt).
    public var containerMargin: CGFloat = 10 { didSet { setNeedsPlacement() } }
    /// Whether a tap outside the popover dismisses it (default `true`). When `false`,
    /// touches outside reach the views below and the popover stays; VoiceOver may then
    /// leave the popover too (it is not modal), and it offers no "Dismiss popup" element.
    public var dismissesOnOutsideTap = true { didSet { applyOutsideInteraction() } }
    /// Views that stay usable while the popover is shown: taps on them do not dismiss it,
    /// and VoiceOver can reach them (the popover is not modal while there are any).
    public var passthroughViews: [UIView] {
        get { weakPassthroughViews.compactMap(\.view) }
        set {
            weakPassthroughViews = newValue.map(WeakView.init)
            applyOutsideInteraction()
        }
    }
    /// Called once the popover has appeared (once per presentation).
    public var onPresent: ((PopoverView) -> Void)?
    /// Called once per presentation when it ends, last of all, with the reason: a
    /// dismissal, an anchor that left the window, or a placement that failed (then the
    /// popover never appeared and ``onPresent`` was not called).
    public var onDismiss: ((PopoverView, PopoverEnding) -> Void)?
    /// Replaces the default present animation (scale out of the arrow and fade; fade only under Reduce Motion).
    public var presentAnimation: CustomAnimation?
    /// Replaces the default dismiss animation.
    public var dismissAnimation: CustomAnimation?
    /// What VoiceOver reads for the element that dismisses the popover (UIKit's words by default).
    public var dismissAccessibilityLabel = "Dismiss popup" { didSet { dismissElement.accessibilityLabel = dismissAccessibilityLabel } }

    /// Where the popover is, while it is up.
    public var placement: Placement? { session.placement }
    /// The arrow's current direction (`unknown` when hidden).
    public var arrowDirection: ArrowDirection { placement?.direction ?? .unknown }
    /// Where the popover is in its life.
    public var phase: PopoverSession.Phase { session.phase }
    /// Whether the popover is on screen (appearing, shown or going).
    public var isPresented: Bool { session.phase != .hidden }

    private var session = PopoverSession()
    /// Effects are being performed: window changes now are the popover's own doing.
    private var isPerformingEffects = false
    /// Events that came while effects were performed, in order.
    private var pendingEvents: [PopoverSessionEvent] = []
    private weak var container: UIView?
    private var anchorRect: CGRect = .zero
    private weak var anchorView: UIView?
    /// Presented from a view (followed) rather than a rectangle.
    private var followsAnchor = false
    private var permittedDirections: [ArrowDirection] = ArrowDirection.arrowed
    private var weakPassthroughViews: [WeakView] = []
    private let strokeOverlay = UIView()
    private lazy var skin = SkinLayers(in: self, strokeHost: strokeOverlay.layer)
    private let dismissalView = PopoverDismissalView()
    private lazy var dismissElement = PopoverDismissElement(popover: self)
    private let animator = PopoverAnimator()
    private let keyboard = KeyboardObserver()
    /// Measures the content for a proposed size (SwiftUI content): the request's content
    /// size is then ``/PopoverCore/ContentFitting``'s, for the room the content really gets.
    var contentMeasure: ((CGSize) -> CGSize)? { didSet { setNeedsPlacement() } }
    private var anchorTracker: AnchorTracker? { didSet { oldValue?.stop() } }
    private var escapeKey: EscapeKeyRegistration? { didSet { oldValue?.unregister() } }

    /// Makes a popover for content of a size, in a style.
    ///
    /// ```swift
    /// PopoverView(contentSize: CGSize(width: 200, height: 44), style: .tooltip)
    /// ```
    public init(contentSize: CGSize, style: PopoverStyle = .system) {
        self.contentSize = contentSize
        self.style = style
        super.init(frame: .zero)
        backgroundColor = .clear
        contentView.clipsToBounds = true
        addSubview(contentView)
        strokeOverlay.isUserInteractionEnabled = false
        strokeOverlay.isAccessibilityElement = false
        addSubview(strokeOverlay)
        dismissElement.accessibilityLabel = dismissAccessibilityLabel
        applyOutsideInteraction()
        dismissalView.popover = self
        keyboard.onChange = { [weak self] in self?.setNeedsPlacement() }
    }

    /// Not supported: make popovers in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: Presenting

    /// Shows the popover with its arrow on `rect` (in `view`'s coordinates), the arrow
    /// taking the first of UIKit's permitted directions (up, down, left, right) that fits.
    ///
    /// ```swift
    /// popover.present(from: button.frame, in: view, permittedArrowDirections: .any, animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: rect, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover with directions in your own order of preference.
    ///
    /// ```swift
    /// popover.present(from: cell.frame, in: tableView.superview!, preferring: [.left, .right], animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        anchorView = nil
        followsAnchor = false
        anchorRect = rect
        show(in: view, directions: directions, animated: animated)
    }

    /// Shows the popover pointing at `anchor`, following it every display frame while it
    /// moves or scrolls (the arrow keeps its side while it still fits), and dismissing it
    /// when the anchor leaves the window.
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, permittedArrowDirections: [.up, .down])
    /// ```
    public func present(from anchor: UIView, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: anchor, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover pointing at `anchor` and following it, with directions in your
    /// own order of preference.
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, preferring: [.down, .up])
    /// ```
    public func present(from anchor: UIView, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        anchorView = anchor
        followsAnchor = true
        show(in: view, directions: directions, animated: animated)
    }

    /// Hides the popover, then removes it and calls ``onDismiss``. Interrupts a
    /// presentation still animating in, from where it is.
    ///
    /// ```swift
    /// popover.dismiss(animated: true)
    /// ```
    public func dismiss(animated: Bool = true) {
        send(.dismiss(motion: motion(animated: animated)))
    }

    /// Dismisses every popover shown in `view`.
    ///
    /// ```swift
    /// PopoverView.dismissAll(in: view)
    /// ```
    public static func dismissAll(in view: UIView, animated: Bool = true) {
        for popover in view.subviews.compactMap({ $0 as? PopoverView }) {
            popover.dismiss(animated: animated)
        }
    }

    /// Places the popover again now (done for you when the container's bounds, its safe
    /// area, the keyboard or a followed anchor change).
    public func setNeedsPlacement() {
        send(.layoutChanged(placementRequest()))
    }

    private func show(in view: UIView, directions: [ArrowDirection], animated: Bool) {
        let inAnotherContainer = container.map { $0 !== view } ?? false
        container = view
        permittedDirections = directions
        send(.present(placementRequest(), motion: motion(animated: animated), followsAnchor: followsAnchor, inAnotherContainer: inAnotherContainer))
    }

    private func motion(animated: Bool) -> PresentationMotion {
        PresentationMotion(animated: animated, reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// The request for the current container, anchor, keyboard and options; `nil` when
    /// the container or a followed anchor is in no window.
    private func placementRequest() -> PlacementRequest? {
        guard let container, container.window != nil else { return nil }
        if followsAnchor {
            guard let anchorView, anchorView.window === container.window else { return nil }
            anchorRect = AnchorTracker.onScreenFrame(of: anchorView, in: container)
        }
        var request = PlacementRequest(
            anchor: anchorRect,
            container: container.bounds,
            containerInsets: .popoverMargins(
                safeArea: PopoverInsets(container.safeAreaInsets), margin: containerMargin,
                keyboardFrame: keyboard.frame(in: container), in: container.bounds
            ),
            contentSize: contentSize,
            permittedDirections: permittedDirections,
            metrics: style.metrics,
            options: PlacementOptions(keepInsideContainer: keepsInsideContainer, mayShrinkContent: mayShrinkContent, mayOverlapAnchor: mayOverlapAnchor),
            layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection)
        )
        if let contentMeasure { request.contentSize = ContentFitting.contentSize(for: request, measure: contentMeasure) }
        return request
    }

    /// The followed anchor's on-screen frame in the container now; `nil` when it cannot
    /// be read (no container, or the anchor is in no window or another one).
    func followedAnchorFrame() -> CGRect? {
        guard let container, container.window != nil, let anchorView, anchorView.window === container.window else { return nil }
        return AnchorTracker.onScreenFrame(of: anchorView, in: container)
    }

    // MARK: The session

    /// Feeds an event to the session and performs what it returns, in order. An event that
    /// comes while effects run (a callback that dismisses, a custom animation that
    /// completes at once) waits for the batch to finish, so no batch is cut in two. A
    /// container that left the window meanwhile (a callback removed it: its
    /// `didMoveToWindow` was taken for the popover's own doing) ends the presentation.
    private func send(_ event: PopoverSessionEvent) {
        pendingEvents.append(event)
        guard !isPerformingEffects else { return }
        isPerformingEffects = true
        while !pendingEvents.isEmpty {
            for effect in session.handle(pendingEvents.removeFirst()) { perform(effect) }
        }
        isPerformingEffects = false
        if session.phase != .hidden, window == nil { send(.anchorLeftWindow) }
    }

    private func perform(_ effect: PopoverSessionEffect) {
        switch effect {
        case .install:
            guard let container else { return }
            dismissalView.frame = container.bounds
            dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(dismissalView)
            container.addSubview(self)
            applyOutsideInteraction()   // passthrough views held weakly may have gone since
        case let .move(placement):
            let motion = PopoverAnimation.presentation(for: placement, reduceMotion: false)
            bounds = CGRect(origin: .zero, size: placement.frame.size)
            layer.anchorPoint = motion.anchorPoint
            layer.position = motion.layerPosition(in: placement.frame)
            // Lay out now, inside whatever UIKit animation moved us (the keyboard's), so
            // the outline animates with the frame instead of jumping after it.
            setNeedsLayout()
            layoutIfNeeded()
        case .showAtRest:
            transform = .identity
            alpha = 1
        case let .animate(animation, token, fromCurrentState, deadline):
            let custom = session.phase == .dismissing ? dismissAnimation : presentAnimation
            let finished: () -> Void = { [weak self] in self?.send(.animationFinished(token)) }
            animator.run(animation, on: self, custom: custom, fromCurrentState: fromCurrentState, completion: finished)
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(deadline * 1_000_000_000))
                self?.send(.animationFinished(token))
            }
        case .stopAnimation:
            animator.stop(on: self)
        case .startFollowing:
            keyboard.start()
            escapeKey = EscapeKeyRegistration(for: container)
            EscapeKeyRegistration.takeKeyFocusIfFree(for: self)
        case .stopFollowing:
            keyboard.stop()
            escapeKey = nil
            if isFirstResponder { resignFirstResponder() }
        case .startTrackingAnchor:
            anchorTracker = AnchorTracker(popover: self)
        case .stopTrackingAnchor:
            anchorTracker = nil
        case .remove:
            dismissalView.removeFromSuperview()
            removeFromSuperview()
            transform = .identity
            alpha = 1
        case .focusContent:
            // The tree walk only when someone listens.
            guard UIAccessibility.isVoiceOverRunning else { return }
            // Content without an element: "Dismiss popup" if there is one, else VoiceOver's choice.
            let fallback: Any? = outsideInteraction.offersDismissElement ? dismissElement : nil
            VoiceOver.screenChanged(focus: VoiceOver.firstElement(in: contentView) ?? fallback)
        case .focusAnchor:
            guard UIAccessibility.isVoiceOverRunning else { return }
            VoiceOver.screenChanged(focus: anchorView)
        case .notifyPresented:
            onPresent?(self)
        case let .notifyEnded(ending):
            onDismiss?(self, ending)
        }
    }

    /// A popover whose container leaves the window (a navigation pop, a closed sheet)
    /// ends, and its anchor tracker with it. Its own install and remove are no news.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, !isPerformingEffects { send(.anchorLeftWindow) }
    }

    // MARK: Layout and hit testing

    /// Lays out the skin and the content from the placement; the border and highlight
    /// lie above the content.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard let placement else { return }
        skin.update(style: style, layout: placement.background, traits: traitCollection)
        contentView.frame = placement.content.offsetBy(dx: -placement.frame.minX, dy: -placement.frame.minY)
        contentView.layer.cornerRadius = placement.background.contentCornerRadius
        strokeOverlay.frame = bounds
        bringSubviewToFront(strokeOverlay)
        if let container { dismissElement.cover(container, hole: placement.frame) }
    }

    /// Only the outline (arrow included) takes touches; the rest passes to what is below.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        placement?.contains(pointInPopover: point) ?? false
    }

    /// Light/dark and scale changes redraw with the other colours and pixel grid.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsLayout() }
    }

    /// What a touch outside the popover does, and whether VoiceOver keeps to it
    /// (``/PopoverCore/OutsideInteraction``).
    var outsideInteraction: OutsideInteraction {
        OutsideInteraction(dismissesOnOutsideTap: dismissesOnOutsideTap, hasPassthroughViews: weakPassthroughViews.contains { $0.view != nil })
    }

    /// VoiceOver reaches what a finger reaches: modal only when nothing outside is usable;
    /// the "Dismiss popup" element only when a tap outside dismisses.
    private func applyOutsideInteraction() {
        let rule = outsideInteraction
        accessibilityViewIsModal = rule.isModalForVoiceOver
        accessibilityElements = rule.offersDismissElement ? [contentView, dismissElement] : [contentView]
    }

    /// Whether a touch at `point` (in `view`'s coordinates) is on a passthrough view.
    func isOnPassthroughView(_ point: CGPoint, in view: UIView, with event: UIEvent?) -> Bool {
        weakPassthroughViews.contains { entry in
            guard let passthrough = entry.view, !passthrough.isHidden, passthrough.window != nil else { return false }
            return passthrough.point(inside: view.convert(point, to: passthrough), with: event)
        }
    }

    // MARK: Accessibility and keyboard

    /// VoiceOver's escape gesture (two-finger Z) dismisses the popover, and says so only
    /// when it did (a popover already going leaves the gesture to what lies behind). The
    /// older SDKs (iOS 16.5's) declare this method outside the main actor; UIKit calls it on
    /// the main thread.
    override open func accessibilityPerformEscape() -> Bool {
        callAsMainActor { dismissForVoiceOver() }
    }

    /// Dismisses the popover if it is up; whether it did.
    func dismissForVoiceOver() -> Bool {
        guard phase.isUp else { return false }
        dismiss(animated: true)
        return true
    }

    /// First responder only while up, and only when nothing else is (so Escape reaches
    /// the popover's controller without taking a text field's keyboard).
    override open var canBecomeFirstResponder: Bool { phase.isUp }
}

/// A view held weakly, so passthrough views never keep each other alive.
private struct WeakView {
    weak var view: UIView?
}
#endif
