#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

extension PopoverView {
    /// The request for the current container, anchor, keyboard and options; `nil` when
    /// the container or a followed anchor is in no window.
    func placementRequest() -> PlacementRequest? {
        guard let container = target.container, let anchor = target.anchorFrame() else { return nil }
        var request = PlacementRequest(
            anchor: anchor,
            container: container.bounds,
            containerInsets: .popoverMargins(
                safeArea: PopoverInsets(container.safeAreaInsets), margin: containerMargin,
                keyboardFrame: keyboard.frame(in: container), in: container.bounds
            ),
            contentSize: contentSize,
            permittedDirections: target.permittedDirections,
            metrics: style.metrics,
            options: options,
            layoutDirection: target.layoutDirection ?? LayoutDirection(container.effectiveUserInterfaceLayoutDirection)
        )
        if let contentMeasure { request.contentSize = ContentFitting.contentSize(for: request, measure: contentMeasure) }
        return request
    }

    /// New permitted directions and layout direction, which a shown popover is placed
    /// again for (the SwiftUI modifier's live updates); the next `present` sets the
    /// directions again.
    func retarget(permittedDirections: [ArrowDirection], layoutDirection: LayoutDirection?) {
        guard target.permittedDirections != permittedDirections || target.layoutDirection != layoutDirection else { return }
        target.permittedDirections = permittedDirections
        target.layoutDirection = layoutDirection
        setNeedsPlacement()
    }

    /// The followed anchor's on-screen frame in the container now; `nil` when it cannot
    /// be read (no container, or the anchor is in no window or another one).
    func followedAnchorFrame() -> CGRect? { target.followedAnchorFrame() }
}
#endif
