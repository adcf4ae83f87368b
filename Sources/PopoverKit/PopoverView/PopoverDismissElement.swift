#if canImport(UIKit)
@preconcurrency import UIKit

/// VoiceOver's way out of a popover, as UIKit's own popovers have: a button read after
/// the content ("Dismiss popup"), covering the container around the popover (not the
/// popover itself), that dismisses it.
@MainActor
final class PopoverDismissElement: UIAccessibilityElement {
    private weak var popover: PopoverView?

    init(popover: PopoverView) {
        self.popover = popover
        super.init(accessibilityContainer: popover)
        // UIAccessibilityElement's isAccessibilityElement defaults to false (Apple's docs):
        // without this VoiceOver would never find the element.
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Covers `container`: its frame (what touch exploration finds; UIKit's header says
    /// the path is only for highlighting) is the container's bounds, and its highlight is
    /// the container less the popover's placed frame `hole` (even-odd, in screen
    /// coordinates). Both come from the placement, not the view's `frame`, which UIKit's
    /// header says not to use while the view is transformed (mid-animation). The content
    /// comes first in the popover's elements, so a touch on it reads the content.
    func cover(_ container: UIView, hole: CGRect) {
        accessibilityFrameInContainerSpace = container.bounds.offsetBy(dx: -hole.minX, dy: -hole.minY)
        let path = UIBezierPath(rect: container.bounds)
        path.append(UIBezierPath(rect: hole))
        path.usesEvenOddFillRule = true
        accessibilityPath = UIAccessibility.convertToScreenCoordinates(path, in: container)
    }

    /// UIKit declares this outside the main actor, though it calls it on the main thread.
    override func accessibilityActivate() -> Bool {
        Task { @MainActor in self.popover?.dismiss(animated: true) }
        return true
    }
}
#endif
