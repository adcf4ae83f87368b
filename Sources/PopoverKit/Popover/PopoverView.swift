#if canImport(UIKit)
import PopoverCore
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
    public let contentView: UIView = PopoverContentView()
    /// What a tap outside the popover does (``/PopoverCore/OutsideTap``): by default it
    /// dismisses the popover and goes no further, as UIKit's popovers do. With
    /// `.dismissAndPassThrough` a tap on another button closes the popover and presses
    /// the button; `.passThrough` leaves the popover up and the views below usable; `.block`
    /// keeps both. VoiceOver follows: it may leave a popover whose outside is usable, and
    /// gets a "Dismiss popup" element only when an outside tap dismisses.
    ///
    /// ```swift
    /// popover.outsideTap = .dismissAndPassThrough
    /// ```
    public var outsideTap: OutsideTap = .dismiss { didSet { accessibility.apply(outsideInteraction) } }
    /// Called for each touch outside the popover that it takes or dismisses for: a tap on
    /// the dim or the container with `.dismiss` or `.block`, or, with
    /// `.dismissAndPassThrough`, any touch that begins outside (a drag included), just
    /// before the dismissal. Not for touches on passthrough views, on other popovers, in
    /// a spotlight's hole that pass through, or any with `.passThrough`.
    ///
    /// ```swift
    /// popover.outsideTap = .block
    /// popover.onOutsideTap = { popover in popover.startAttentionMotion(.pulse) }
    /// ```
    public var onOutsideTap: ((PopoverView) -> Void)?
    /// A dim behind the popover, owned by it (``/PopoverCore/PopoverDim``): none by
    /// default, the whole container, or a spotlight with a hole on the anchor. Taps on
    /// the dim follow ``outsideTap`` but never reach the views under it.
    ///
    /// ```swift
    /// popover.dim = .standard
    /// popover.dim = .spotlight(Spotlight(padding: 6))
    /// ```
    public var dim: PopoverDim = .none {
        didSet {
            dismissalView.setNeedsLayout()
            accessibility.apply(outsideInteraction)
        }
    }
    /// Whether a tap on the popover itself dismisses it (a tooltip, a toast), ending with
    /// ``/PopoverCore/DismissReason/popoverTap``. Controls inside still get their taps.
    ///
    /// ```swift
    /// popover.dismissesOnTap = true
    /// ```
    public var dismissesOnTap = false { didSet { tapRecognizer.isEnabled = dismissesOnTap || onTap != nil } }
    /// Called for a tap on the popover itself, before a dismissal it causes.
    ///
    /// ```swift
    /// popover.onTap = { _ in print("tooltip tapped") }
    /// ```
    public var onTap: ((PopoverView) -> Void)? { didSet { tapRecognizer.isEnabled = dismissesOnTap || onTap != nil } }
    /// Views that stay usable while the popover is shown: taps on them do not dismiss it,
    /// and VoiceOver can reach them (the popover is not modal while there are any).
    public var passthroughViews: [UIView] {
        get { weakPassthroughViews.compactMap(\.view) }
        set {
            weakPassthroughViews = newValue.map(WeakView.init)
            accessibility.apply(outsideInteraction)
        }
    }
    /// Called once the popover has appeared (once per presentation).
    public var onPresent: ((PopoverView) -> Void)?
    /// Called once per presentation when it ends, last of all, with the reason: a
    /// dismissal and who asked (the app, a tap outside, the Escape key, VoiceOver), an
    /// anchor that left the window, or a placement that failed (then the popover never
    /// appeared and ``onPresent`` was not called).
    ///
    /// ```swift
    /// popover.onDismiss = { _, ending in
    ///     if ending == .dismissed(.outsideTap) { print("tapped outside: keep the draft") }
    /// }
    /// ```
    public var onDismiss: ((PopoverView, PopoverEnding) -> Void)?
    /// Replaces the default present animation (scale out of the arrow and fade; fade only under Reduce Motion).
    public var presentAnimation: CustomAnimation?
    /// Replaces the default dismiss animation.
    public var dismissAnimation: CustomAnimation?
    /// What VoiceOver reads for the element that dismisses the popover (UIKit's words by default).
    public var dismissAccessibilityLabel = PopoverView.defaultDismissAccessibilityLabel {
        didSet { accessibility.dismissLabel = dismissAccessibilityLabel }
    }
    /// UIKit's words for the element that dismisses a popover.
    static let defaultDismissAccessibilityLabel = "Dismiss popup"
    /// A hover tooltip's popover: its showing does not count as another popover opening
    /// (which hides hover tooltips).
    var isHoverTooltip = false

    /// Whether the popover is on screen (appearing, shown or going).
    public var isPresented: Bool { phase != .hidden }

    let state: PresentingState
    lazy var surface = PopoverSurface(view: self, contentView: contentView)
    lazy var accessibility = PopoverAccessibility(popover: self, contentView: contentView)
    var target = PopoverTarget()
    var weakPassthroughViews: [WeakView] = []
    let containerObserver = PopoverContainerObserver()
    let dismissalView = PopoverDismissalView()
    let animator = PopoverAnimator()
    lazy var tapRecognizer = PopoverTapRecognizer(popover: self)
    let keyboard = KeyboardObserver()
    /// UIKit content sized by Auto Layout (``init(content:style:)``), measured again
    /// whenever ``contentView`` lays out anew.
    var autoLayoutContent: AutoLayoutContent?
    /// A measure of ``autoLayoutContent`` waits for the main queue's next turn.
    var contentMeasureScheduled = false
    var anchorTracker: AnchorTracker? { didSet { oldValue?.stop() } }
    /// Keeps the attention motion playing while asked for (``startAttentionMotion(_:)``).
    var attentionPlayer: AttentionMotionPlayer?

    /// Makes a popover for content of a size, in a style.
    ///
    /// ```swift
    /// PopoverView(contentSize: CGSize(width: 200, height: 44), style: .tooltip)
    /// ```
    public init(contentSize: CGSize, style: PopoverStyle = .system) {
        state = PresentingState(contentSize: contentSize, style: style)
        super.init(frame: .zero)
        _ = surface
        accessibility.dismissLabel = dismissAccessibilityLabel
        accessibility.apply(outsideInteraction)
        driver.host = self
        dismissalView.popover = self
        addGestureRecognizer(tapRecognizer)
        containerObserver.onChange = { [weak self] in self?.setNeedsPlacement() }
        keyboard.onChange = { [weak self] in self?.setNeedsPlacement() }
        (contentView as? PopoverContentView)?.onChange = { [weak self] in
            if self?.autoLayoutContent != nil { self?.setNeedsContentMeasure() }
        }
    }

    /// Not supported: make popovers in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// A popover whose container leaves the window (a navigation pop, a closed sheet)
    /// ends, and its anchor tracker with it. Its own install and remove are no news.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, !driver.isPerformingEffects { driver.send(.anchorLeftWindow) }
    }

    // MARK: Layout and hit testing

    /// Lays out the skin and the content from the placement (``PopoverSurface``), and
    /// the "Dismiss popup" element around it.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard let placement else { return }
        surface.layout(placement, style: style)
        if let container = target.container {
            let spotlight: CGRect? = if case let .spotlight(spotlight) = dim {
                spotlight.hole(around: placement.anchor, in: container.bounds)
            } else { nil }
            accessibility.cover(container, hole: placement.frame, spotlight: spotlight, anchor: target.anchorView)
        }
    }

    /// Only the outline (arrow included) takes touches; the rest passes to what is below.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        surface.contains(point, placement: placement)
    }

    /// A touch that lands on the popover keeps a timed one up (``dismissAfter``).
    override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit != nil, event?.type == .touches { dismissTimer?.touched() }
        return hit
    }

    /// Light/dark and scale changes redraw with the other colours and pixel grid.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.changesDrawing(from: previousTraitCollection) { setNeedsLayout() }
    }

    // MARK: Accessibility and keyboard

    /// VoiceOver's escape gesture (two-finger Z) dismisses the popover, and says so only
    /// when it did (a popover already going leaves the gesture to what lies behind). The
    /// older SDKs (iOS 16.5's) declare this method outside the main actor; UIKit calls it on
    /// the main thread.
    override open func accessibilityPerformEscape() -> Bool {
        callAsMainActor { dismissForVoiceOver() }
    }

    /// First responder only while up, taken only from nobody or from a responder that is
    /// not a view, and given back (``/PopoverCore/KeyFocusHandoff``): Escape reaches the
    /// popover's controller without taking a text field's keyboard or a controller's ⌘
    /// shortcuts for good.
    override open var canBecomeFirstResponder: Bool { phase.isUp }
}

#endif
