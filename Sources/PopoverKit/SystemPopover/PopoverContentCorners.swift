#if canImport(UIKit)
import PopoverCore
import UIKit

/// Rounds and clips a presented controller's view to a skin's content corners only while
/// it is shown by one popover presentation, and gives the view its own corner radius and
/// clipping back when the skin leaves the window after that (``/PopoverCore/ContentCornerRule``
/// decides). A controller reused later (pushed, or presented as a sheet) is not left
/// clipped; a full-screen cover from inside the popover takes the skin out of the window
/// and back, and the corners go and come back with it.
///
/// The skin's background view (``PopoverBackgroundViewBase``, PopoverKit's own view, in
/// the presentation's container) reports its window changes; nothing is added to the
/// controller's view, which may be a `UIVisualEffectView` that refuses subviews
/// (UIVisualEffectView.h: "Do not add subviews directly to UIVisualEffectView").
@MainActor
final class PopoverContentCorners {
    /// The corners asked for and not yet claimed by a skin, one per presentation.
    private static var asked: [PopoverContentCorners] = []

    private weak var controller: UIViewController?
    private weak var presentation: UIPresentationController?
    private let radius: CGFloat
    private var original: (cornerRadius: CGFloat, clipsToBounds: Bool)?

    private init(controller: UIViewController, radius: CGFloat, presentation: UIPresentationController) {
        self.controller = controller
        self.radius = radius
        self.presentation = presentation
    }

    /// Rounds `controller`'s view to `radius` while `presentation` presents it, from the
    /// moment its skin enters the window.
    static func round(_ controller: UIViewController, to radius: CGFloat, while presentation: UIPresentationController) {
        asked.removeAll { $0.presentation == nil || $0.controller == nil || $0.controller === controller }
        asked.append(PopoverContentCorners(controller: controller, radius: radius, presentation: presentation))
    }

    /// Hands the corners asked for by the presentation whose container holds `skin` to
    /// the skin, which keeps them from then on (they live as long as it does).
    static func claim(around skin: UIView) -> PopoverContentCorners? {
        guard let index = asked.firstIndex(where: { corners in
            guard let container = corners.presentation?.containerView else { return false }
            return skin.isDescendant(of: container)
        }) else { return nil }
        return asked.remove(at: index)
    }

    /// The skin entered or left the window.
    func skinMoved(inWindow: Bool) {
        let change = ContentCornerRule.change(skinInWindow: inWindow, presentedByItsPopover: isPresentedByItsPopover, isApplied: original != nil)
        guard let view = controller?.view else { return }
        switch change {
        case .apply:
            original = (view.layer.cornerRadius, view.clipsToBounds)
            view.layer.cornerRadius = radius
            view.clipsToBounds = true
        case .restore:
            if let original {
                view.layer.cornerRadius = original.cornerRadius
                view.clipsToBounds = original.clipsToBounds
            }
            original = nil
        case .keep:
            break
        }
    }

    /// The controller is still presented by the presentation that asked for the corners.
    private var isPresentedByItsPopover: Bool {
        guard let controller, let presentation else { return false }
        return controller.presentationController === presentation && controller.presentingViewController != nil
    }
}
#endif
