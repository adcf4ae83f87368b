#if canImport(UIKit)
@preconcurrency import UIKit

/// The view a spotlight cuts out of the dim, for VoiceOver, beside the popover's content
/// while the popover is modal (``/PopoverCore/VoiceOverReach``): it reads as that view (its
/// label, value, hint and traits) and covers the hole. It does not activate the view
/// itself: VoiceOver then taps at its activation point, the hole's centre, where a touch
/// passes through the dim to the view, as a finger's would.
@MainActor
final class PopoverSpotlightElement: UIAccessibilityElement {
    private weak var anchor: UIView?

    init(popover: UIView) {
        super.init(accessibilityContainer: popover)
        // UIAccessibilityElement's isAccessibilityElement defaults to false.
        isAccessibilityElement = true
    }

    /// Speaks for `anchor`, covering `hole` (in the container's coordinates) for a popover
    /// placed at `popoverFrame` (the element's container is the popover).
    func cover(_ anchor: UIView?, hole: CGRect, popoverFrame: CGRect) {
        self.anchor = anchor
        accessibilityFrameInContainerSpace = hole.offsetBy(dx: -popoverFrame.minX, dy: -popoverFrame.minY)
    }

    // The anchor's words, read when VoiceOver asks (older SDKs declare these outside the
    // main actor; UIKit reads them on the main thread).
    override var accessibilityLabel: String? {
        get { callAsMainActor { anchor?.accessibilityLabel } }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { callAsMainActor { anchor?.accessibilityValue } }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityHint: String? {
        get { callAsMainActor { anchor?.accessibilityHint } }
        set { super.accessibilityHint = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { callAsMainActor { anchor?.accessibilityTraits ?? .none } }
        set { super.accessibilityTraits = newValue }
    }
}
#endif
