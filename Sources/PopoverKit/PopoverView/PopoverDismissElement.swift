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

    /// Covers `container` less `popover`'s frame (even-odd), in screen coordinates.
    func cover(_ container: UIView, around popover: UIView) {
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
