#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

/// A ``PopoverView``'s VoiceOver and keyboard side: modal only when nothing outside is
/// usable by touch, the "Dismiss popup" element, focus on present and dismiss, the
/// Escape key while up, and first responder only when no view else is.
@MainActor
final class PopoverAccessibility {
    private unowned let popover: PopoverView
    private let contentView: UIView
    private lazy var dismissElement = PopoverDismissElement(popover: popover)
    private var escapeKey: EscapeKeyRegistration? { didSet { oldValue?.unregister() } }

    init(popover: PopoverView, contentView: UIView) {
        self.popover = popover
        self.contentView = contentView
    }

    /// What VoiceOver reads for the dismiss element.
    var dismissLabel: String? {
        get { dismissElement.accessibilityLabel }
        set { dismissElement.accessibilityLabel = newValue }
    }

    /// VoiceOver reaches what a finger reaches: modal only when nothing outside is usable;
    /// the "Dismiss popup" element only when a tap outside dismisses.
    func apply(_ rule: OutsideInteraction) {
        popover.accessibilityViewIsModal = rule.isModalForVoiceOver
        popover.accessibilityElements = rule.offersDismissElement ? [contentView, dismissElement] : [contentView]
    }

    /// The dismiss element covers `container` around the popover placed at `hole`.
    func cover(_ container: UIView, hole: CGRect) {
        dismissElement.cover(container, hole: hole)
    }

    /// Moves VoiceOver into the content; content without an element gets "Dismiss popup"
    /// if `rule` offers it, else VoiceOver's choice. The tree walk only when someone listens.
    func focusContent(_ rule: OutsideInteraction) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        let fallback: Any? = rule.offersDismissElement ? dismissElement : nil
        VoiceOver.screenChanged(focus: VoiceOver.firstElement(in: contentView) ?? fallback)
    }

    /// Moves VoiceOver back to the anchor view (none for a rectangle: VoiceOver chooses).
    func focusAnchor(_ anchor: UIView?) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        VoiceOver.screenChanged(focus: anchor)
    }

    /// While up: Escape registered with `container`'s view controller, and the popover
    /// first responder if no view is (``EscapeKeyRegistration``).
    func startKeyCommands(in container: UIView?) {
        escapeKey = EscapeKeyRegistration(for: container)
        EscapeKeyRegistration.takeKeyFocusIfFree(for: popover)
    }

    /// Gone: Escape unregistered, first responder given back.
    func stopKeyCommands() {
        escapeKey = nil
        if popover.isFirstResponder { popover.resignFirstResponder() }
    }
}

extension PopoverView {
    /// Dismisses the popover for VoiceOver (its escape gesture, its "Dismiss popup"
    /// element) if it is up; whether it did (a popover already going leaves the gesture
    /// to what lies behind).
    func dismissForVoiceOver() -> Bool {
        guard phase.isUp else { return false }
        dismiss(animated: true, reason: .voiceOver)
        return true
    }
}
#endif
