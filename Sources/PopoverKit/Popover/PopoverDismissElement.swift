#if canImport(UIKit)
@preconcurrency import UIKit

/// VoiceOver's way out of a popover, as UIKit's own popovers have: a button read after
/// the content ("Dismiss popup"), covering the container around the popover (not the
/// popover itself), that dismisses it.
@MainActor
final class PopoverDismissElement: UIAccessibilityElement {
    private weak var popover: PopoverView?
    private weak var container: UIView?
    /// The popover's placed frame, in the container's coordinates.
    private var hole: CGRect = .null

    init(popover: PopoverView) {
        self.popover = popover
        super.init(accessibilityContainer: popover)
        // UIAccessibilityElement's isAccessibilityElement defaults to false (Apple's docs):
        // without this VoiceOver would never find the element.
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Covers `container`: its frame (what touch exploration finds; UIKit's header says
    /// the path is only for highlighting) is the container's bounds, relative to the
    /// popover placed at `hole`, so it follows the popover wherever the container goes.
    /// Its highlight is the container less `hole` (even-odd), made in screen coordinates
    /// when VoiceOver asks (``accessibilityPath``), not once: a container that moves
    /// (a sheet sliding, a scroll) would leave a snapshot behind. Both come from the
    /// placement, not the view's `frame`, which UIKit's header says not to use while the
    /// view is transformed (mid-animation). The content comes first in the popover's
    /// elements, so a touch on it reads the content.
    func cover(_ container: UIView, hole: CGRect) {
        self.container = container
        self.hole = hole
        accessibilityFrameInContainerSpace = container.bounds.offsetBy(dx: -hole.minX, dy: -hole.minY)
    }

    /// The highlight, where the container is now. Older SDKs (iOS 16.5's) declare the
    /// property outside the main actor; UIKit reads it on the main thread.
    override var accessibilityPath: UIBezierPath? {
        get { callAsMainActor { currentPath() } }
        set { super.accessibilityPath = newValue }
    }

    private func currentPath() -> UIBezierPath? {
        guard let container, container.window != nil, !hole.isNull else { return nil }
        let path = UIBezierPath(rect: container.bounds)
        path.append(UIBezierPath(rect: hole))
        path.usesEvenOddFillRule = true
        return UIAccessibility.convertToScreenCoordinates(path, in: container)
    }

    /// Dismisses the popover; `true` only if it was up (UIKit then treats the activation
    /// as handled). UIKit declares this outside the main actor in older SDKs (iOS 16.5's), though
    /// it calls it on the main thread.
    override func accessibilityActivate() -> Bool {
        callAsMainActor { popover?.dismissForVoiceOver() ?? false }
    }
}

#endif
