#if canImport(UIKit)
import UIKit

/// Rounds and clips a presented controller's view to a skin's content corners only while
/// it is shown by one popover presentation, and gives the view its own corner radius and
/// clipping back when it leaves the window after that presentation ends, so a controller
/// reused later (pushed, or presented as a sheet) is not left clipped. A hidden,
/// zero-sized view inside the controller's view notices the window changes (a full-screen
/// cover from inside the popover takes the view out of the window and back: the corners
/// go and come back with it).
@MainActor
final class PopoverContentCorners: UIView {
    private weak var controller: UIViewController?
    private weak var presentation: UIPresentationController?
    private var radius: CGFloat = 0
    private var original: (cornerRadius: CGFloat, clipsToBounds: Bool)?

    /// Rounds `controller`'s view to `radius` while `presentation` presents it.
    static func round(_ controller: UIViewController, to radius: CGFloat, while presentation: UIPresentationController) {
        let view: UIView = controller.view
        let corners = view.subviews.lazy.compactMap { $0 as? PopoverContentCorners }.first ?? {
            let made = PopoverContentCorners(frame: .zero)
            made.isHidden = true
            made.isUserInteractionEnabled = false
            made.isAccessibilityElement = false
            made.accessibilityElementsHidden = true
            view.addSubview(made)
            return made
        }()
        corners.controller = controller
        corners.presentation = presentation
        corners.radius = radius
        corners.apply()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, isPresentedByItsPopover { apply() } else if window == nil { restore() }
    }

    /// The controller is still presented by the presentation that rounded it.
    private var isPresentedByItsPopover: Bool {
        guard let controller, let presentation else { return false }
        return controller.presentationController === presentation && controller.presentingViewController != nil
    }

    private func apply() {
        guard let view = superview else { return }
        if original == nil { original = (view.layer.cornerRadius, view.clipsToBounds) }
        view.layer.cornerRadius = radius
        view.clipsToBounds = true
    }

    private func restore() {
        guard let view = superview, let original else { return }
        view.layer.cornerRadius = original.cornerRadius
        view.clipsToBounds = original.clipsToBounds
        self.original = nil
        if !isPresentedByItsPopover { presentation = nil }
    }
}
#endif
