#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverCore

/// What ``PopoverView`` and ``PopoverPanel`` do alike, written once for both: where the
/// popover is, dismissing for a reason, the content's measured size, and the clock of a
/// timed popover. Each keeps only what its platform does otherwise, in its own files.
extension PlatformPopover {
    /// Where the popover is, while it is up: in the container's coordinates with UIKit,
    /// in the core's y-down screen coordinates on the Mac.
    public var placement: Placement? { driver.session.placement }
    /// The arrow's current direction (`unknown` when hidden).
    public var arrowDirection: ArrowDirection { placement?.direction ?? .unknown }
    /// Where the popover is in its life.
    public var phase: PopoverSession.Phase { driver.session.phase }

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
