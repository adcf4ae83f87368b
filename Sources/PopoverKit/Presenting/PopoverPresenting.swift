#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore

/// What ``PopoverView`` and ``PopoverPanel`` do alike, written once for both: the settings
/// placement reads (kept in their ``PresentingState``), where the popover is, dismissing
/// for a reason, the content's measured size, and the clock of a timed popover. Each
/// keeps only what its platform does otherwise, in its own files.
extension PlatformPopover {
    /// The size the content would like; the popover may shrink it to fit. Content sized
    /// by Auto Layout (``init(content:style:)``) is measured instead.
    public var contentSize: CGSize {
        get { state.contentSize }
        set {
            state.contentSize = newValue
            setNeedsPlacement()
        }
    }
    /// The look: metrics, fill, border, shadow, light and dark. A change shows at once,
    /// even one that keeps the placement (same metrics, another fill).
    public var style: PopoverStyle {
        get { state.style }
        set {
            let old = state.style
            state.style = newValue
            styleChanged(from: old)
        }
    }
    /// How the popover may be placed (``/PopoverCore/PlacementOptions``): kept inside the
    /// container (UIKit: the container's safe area; the Mac: the display's visible frame)
    /// less ``containerMargin``, content shrunk when no direction has room for all of it,
    /// and never over the anchor, by default. `showsArrow = false` puts it beside the
    /// anchor, arrowless.
    ///
    /// ```swift
    /// popover.options.mayOverlapAnchor = true   // a big anchor, such as a table row
    /// popover.options = PlacementOptions(keepInsideContainer: true, mayShrinkContent: false)
    /// ```
    public var options: PlacementOptions {
        get { state.options }
        set {
            state.options = newValue
            setNeedsPlacement()
        }
    }
    /// The distance kept from the container's edges: the safe area's with UIKit (UIKit's
    /// popovers keep 10 pt), the visible frame's on the Mac.
    public var containerMargin: CGFloat {
        get { state.containerMargin }
        set {
            state.containerMargin = newValue
            setNeedsPlacement()
        }
    }
    /// Seconds the popover stays once it has appeared, then it goes by itself (ending
    /// with ``/PopoverCore/DismissReason/timeout``); `nil` (the default) for as long as it
    /// is left. The core's ``/PopoverCore/TimedDismissal`` decides, so people who need
    /// longer get it: a touch in the popover (on the Mac, a click or the pointer resting on it) keeps
    /// it, and nothing is due while VoiceOver runs or has its focus in it. Read when the
    /// popover appears.
    ///
    /// ```swift
    /// popover.dismissAfter = 4
    /// ```
    public var dismissAfter: TimeInterval? {
        get { state.dismissAfter }
        set { state.dismissAfter = newValue }
    }
    /// Where the popover is, while it is up: in the container's coordinates with UIKit,
    /// in the core's y-down screen coordinates on the Mac.
    public var placement: Placement? { driver.session.placement }
    /// The arrow's current direction (`unknown` when hidden).
    public var arrowDirection: ArrowDirection { placement?.direction ?? .unknown }
    /// Where the popover is in its life.
    public var phase: PopoverSession.Phase { driver.session.phase }

    /// Told each placement as the popover moves there (``PresentingState/onPlacementChange``).
    var onPlacementChange: ((Placement) -> Void)? {
        get { state.onPlacementChange }
        set { state.onPlacementChange = newValue }
    }
    /// The package's own ending hook (``PresentingState/onEnded``).
    var onEnded: ((PopoverEnding) -> Void)? {
        get { state.onEnded }
        set { state.onEnded = newValue }
    }
    /// Measures the content for a proposed size (``PresentingState/contentMeasure``).
    var contentMeasure: ((CGSize) -> CGSize)? {
        get { state.contentMeasure }
        set {
            state.contentMeasure = newValue
            setNeedsPlacement()
        }
    }
    var driver: PopoverSessionDriver { state.driver }
    /// The running timed dismissal, while up with ``dismissAfter``.
    var dismissTimer: DismissTimer? {
        get { state.dismissTimer }
        set { state.dismissTimer = newValue }
    }
    /// Places the popover again now. Done for you when the container changes (UIKit: its
    /// bounds, safe area or the keyboard; the Mac: the anchor's window moves, resizes or
    /// changes display, and the displays change) and when a followed anchor moves or
    /// scrolls. Nothing while it is hidden or going: the next `present` places it.
    ///
    /// ```swift
    /// popover.setNeedsPlacement()
    /// ```
    public func setNeedsPlacement() {
        guard phase.isUp, !state.placementHeld else { return }
        driver.send(.layoutChanged(placementRequest()))
    }

    /// Dismisses for `reason`, which `onDismiss` receives.
    func dismiss(animated: Bool, reason: DismissReason) {
        driver.send(.dismiss(motion: motion(animated: animated), reason: reason))
    }

    /// `request` with the content's size for the room it will really get
    /// (``/PopoverCore/ContentFitting``), when the content is measured (Auto Layout or
    /// SwiftUI content).
    func fittingContent(_ request: PlacementRequest) -> PlacementRequest {
        guard let contentMeasure else { return request }
        var fitted = request
        fitted.contentSize = ContentFitting.contentSize(for: request, measure: contentMeasure)
        return fitted
    }

    /// Appeared: a timed popover's clock starts (`dismissAfter`), then `onPresent`.
    func notifyPresented() {
        startDismissTimer()
        onPresent?(self)
    }

    /// Starts the clock of a timed popover that has come to rest on screen, unless it runs.
    func startDismissTimer() {
        guard let dismissAfter, dismissTimer == nil, phase == .shown else { return }
        dismissTimer = DismissTimer(duration: dismissAfter, popover: self) { [weak self] in
            self?.dismiss(animated: true, reason: .timeout)
        }
    }
}
#endif
