#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// The request for the current container, anchor, keyboard and options; `nil` when
    /// the container or a followed anchor is in no window.
    func placementRequest() -> PlacementRequest? {
        guard let container = target.container, let anchor = target.anchorFrame() else { return nil }
        let request = PlacementRequest(
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
            layoutDirection: target.layoutDirection ?? PopoverLayoutDirection(container.effectiveUserInterfaceLayoutDirection)
        )
        return fittingContent(request)
    }

    /// The SwiftUI modifier's settings, all at once: a shown popover is placed once, with
    /// all of them (never with half old ones), and only if one changed or
    /// `contentChanged` (the caller has forgotten the content's sizes first). The next
    /// `present` sets the directions again.
    func update(
        style: PopoverStyle, options: PlacementOptions, permittedDirections: [ArrowDirection],
        layoutDirection: PopoverLayoutDirection?, contentChanged: Bool
    ) {
        let changed = contentChanged || style != self.style || options != self.options
            || permittedDirections != target.permittedDirections || layoutDirection != target.layoutDirection
        guard changed else { return }
        state.placementHeld = true
        if style != self.style { self.style = style }
        if options != self.options { self.options = options }
        target.permittedDirections = permittedDirections
        target.layoutDirection = layoutDirection
        state.placementHeld = false
        setNeedsPlacement()
    }

    /// The followed anchor's on-screen frame in the container now; `nil` when it cannot
    /// be read (no container, or the anchor is in no window or another one).
    func followedAnchorFrame() -> CGRect? { target.followedAnchorFrame() }
}
#endif
