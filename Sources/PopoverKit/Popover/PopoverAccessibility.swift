#if canImport(UIKit)
import PopoverCore
import UIKit

/// A ``PopoverView``'s VoiceOver and keyboard side: modal only when nothing outside is
/// usable by touch, the "Dismiss popup" element, focus on present and dismiss, the
/// Escape key while up, and key focus as ``/PopoverCore/KeyFocusHandoff`` says.
@MainActor
final class PopoverAccessibility {
    private unowned let popover: PopoverView
    private let contentView: UIView
    private lazy var dismissElement = PopoverDismissElement(popover: popover)
    private lazy var spotlightElement = PopoverSpotlightElement(popover: popover)
    private var escapeKey: EscapeKeyRegistration? { didSet { oldValue?.unregister() } }
    /// The rule last applied.
    private var applied: OutsideInteraction?
    /// The responder key focus was taken from, to get it back when the popover goes.
    private weak var focusToGiveBack: UIResponder?
    /// Asked, as the popover goes, for the element VoiceOver returns to instead of the
    /// anchor view (``PopoverView/focusReturnElement``).
    var focusReturnElement: (@MainActor () -> Any?)?

    init(popover: PopoverView, contentView: UIView) {
        self.popover = popover
        self.contentView = contentView
    }

    /// What VoiceOver reads for the dismiss element.
    var dismissLabel: String? {
        get { dismissElement.accessibilityLabel }
        set { dismissElement.accessibilityLabel = newValue }
    }

    /// VoiceOver reaches what a finger reaches (``/PopoverCore/VoiceOverReach``): modal
    /// unless the screen beyond is usable; under a spotlight's dim, the view cut out beside
    /// the content; the "Dismiss popup" element only when a tap outside dismisses. A change
    /// while the popover is up tells VoiceOver that the layout changed, so it drops the old
    /// elements.
    func apply(_ rule: OutsideInteraction) {
        let changed = applied.map(rule.changesVoiceOver(from:)) ?? false
        applied = rule
        let reach = rule.voiceOver
        popover.accessibilityViewIsModal = reach.isModal
        var elements: [Any] = [contentView]
        if reach.offersSpotlight { elements.append(spotlightElement) }
        if reach.offersDismissElement { elements.append(dismissElement) }
        popover.accessibilityElements = elements
        if changed, popover.phase.isUp { VoiceOver.layoutChanged() }
    }

    /// The dismiss element covers `container` around the popover placed at `hole`; the
    /// spotlight's element covers `spotlight` (the dim's hole), speaking for `anchor`.
    func cover(_ container: UIView, hole: CGRect, spotlight: CGRect?, anchor: UIView?) {
        dismissElement.cover(container, hole: hole)
        if let spotlight { spotlightElement.cover(anchor, hole: spotlight, popoverFrame: hole) }
    }

    /// Moves VoiceOver into the content; content without an element gets "Dismiss popup"
    /// if `rule` offers it, else VoiceOver's choice. The tree walk only when someone listens.
    func focusContent(_ rule: OutsideInteraction) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        let fallback: Any? = rule.offersDismissElement ? dismissElement : nil
        VoiceOver.screenChanged(focus: VoiceOver.firstElement(in: contentView) ?? fallback)
    }

    /// Moves VoiceOver back to the element ``focusReturnElement`` names when set (none:
    /// focus is left alone), else to the anchor view (none for a rectangle: VoiceOver chooses).
    func focusAnchor(_ anchor: UIView?) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        guard let focusReturnElement else { return VoiceOver.screenChanged(focus: anchor) }
        if let element = focusReturnElement() { VoiceOver.screenChanged(focus: element) }
    }

    /// While up: Escape registered with `container`'s view controller, and key focus
    /// taken as ``/PopoverCore/KeyFocusHandoff`` says (never from a view such as a text
    /// field; from a view controller, to give it back).
    func startKeyCommands(in container: UIView?) {
        escapeKey = EscapeKeyRegistration(for: container)
        guard let window = popover.window, !popover.isFirstResponder else { return }
        let (holder, responder) = KeyFocus.holder(in: window)
        guard case let .take(givingBack) = KeyFocusHandoff.onPresent(holder: holder) else { return }
        focusToGiveBack = givingBack ? responder : nil
        popover.becomeFirstResponder()
    }

    /// Gone: Escape unregistered, key focus still with the popover (the popover, or a
    /// view in it such as a text field) let go and handed back to the responder it was
    /// taken from, if that one is still there to take it.
    func stopKeyCommands() {
        escapeKey = nil
        let previous = focusToGiveBack
        focusToGiveBack = nil
        let holder: UIResponder? = popover.isFirstResponder
            ? popover : FrontmostNode.find(in: popover as UIView, children: \.subviews, where: \.isFirstResponder)
        let departure = KeyFocusHandoff.onDismiss(
            focusWithPopover: holder != nil, previousHolderAvailable: previous.map(KeyFocus.canTakeBack) ?? false
        )
        switch departure {
        case .nothing: break
        case .resign: holder?.resignFirstResponder()
        case .giveBack:
            holder?.resignFirstResponder()
            previous?.becomeFirstResponder()
        }
    }
}

extension PopoverView {
    /// Where VoiceOver goes when the popover goes, asked then, instead of the anchor view:
    /// for an anchor that is no element itself (a submenu's row anchor, whose row is an
    /// element of its menu's view). Its answer `nil` leaves focus alone (another popover
    /// going says where it goes). `nil`: the anchor view.
    package var focusReturnElement: (@MainActor () -> Any?)? {
        get { accessibility.focusReturnElement }
        set { accessibility.focusReturnElement = newValue }
    }

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
