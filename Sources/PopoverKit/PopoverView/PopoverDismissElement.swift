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
        accessibilityTraits = .button
    }

    /// Covers `container`: its frame (what touch exploration finds; UIKit's header says
    /// the path is only for highlighting) is the container's bounds, and its highlight is
    /// the container less the popover (even-odd, in screen coordinates). The content comes
    /// first in the popover's elements, so a touch on it reads the content.
    func cover(_ container: UIView, around popover: UIView) {
        accessibilityFrameInContainerSpace = popover.convert(container.bounds, from: container)
        let path = UIBezierPath(rect: container.bounds)
        path.append(UIBezierPath(rect: popover.frame))
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
