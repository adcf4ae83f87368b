#if canImport(UIKit)
@_spi(Plumbing) import PopoverCore
import UIKit

extension UIViewController {
    /// Presents `viewController` as a system popover from a view (or a rectangle in it),
    /// with an optional skin, and keeps it a popover on iPhone instead of a sheet. Without
    /// `sourceRect` the arrow points at the view and follows its size as it changes.
    ///
    /// Your own `delegate` gets every delegate call (UIKit holds only one delegate; this
    /// keeps it and answers the adaptive-style question with "none" unless yours
    /// answers it). With a PopoverKit skin the content's corners follow the skin's
    /// (``/PopoverCore/SkinMetrics/contentCornerRadius``) while it is shown as this popover;
    /// once it is gone its view gets its own corners and clipping back. Returns `nil`, presenting
    /// nothing, when this controller cannot present now: it is not in a window, it already
    /// presents another controller or is being dismissed, or `viewController` is already
    /// presented or is another controller's child.
    ///
    /// ```swift
    /// let picker = ColourPickerViewController()
    /// picker.preferredContentSize = CGSize(width: 280, height: 200)
    /// presentAsPopover(picker, from: button, backgroundViewClass: OrangePopoverBackground.self)
    /// ```
    @discardableResult
    public func presentAsPopover(
        _ viewController: UIViewController,
        from sourceView: UIView,
        sourceRect: CGRect? = nil,
        backgroundViewClass: UIPopoverBackgroundView.Type? = nil,
        permittedArrowDirections: UIPopoverArrowDirection = .any,
        animated: Bool = true,
        delegate: UIPopoverPresentationControllerDelegate? = nil,
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        presentPopover(viewController, backgroundViewClass, permittedArrowDirections, delegate, animated, completion) {
            $0.sourceView = sourceView
            // Left alone without a rect: its default (CGRectNull since iOS 13.2) points at the
            // view's current frame and follows its size (UIPopoverPresentationController.h).
            if let sourceRect { $0.sourceRect = sourceRect }
        }
    }

    /// Presents `viewController` as a system popover from a bar button item, with an
    /// optional skin, kept a popover on iPhone; `nil` when it cannot present now.
    ///
    /// ```swift
    /// presentAsPopover(menu, from: navigationItem.rightBarButtonItem!)
    /// ```
    @discardableResult
    public func presentAsPopover(
        _ viewController: UIViewController,
        from barButtonItem: UIBarButtonItem,
        backgroundViewClass: UIPopoverBackgroundView.Type? = nil,
        permittedArrowDirections: UIPopoverArrowDirection = .any,
        animated: Bool = true,
        delegate: UIPopoverPresentationControllerDelegate? = nil,
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        presentPopover(viewController, backgroundViewClass, permittedArrowDirections, delegate, animated, completion) {
            $0.barButtonItem = barButtonItem
        }
    }

    /// Sets `viewController` up as a popover (skin, directions, a delegate that keeps it a
    /// popover on iPhone, content corners matching the skin), anchors it, presents it;
    /// `nil`, presenting nothing, when this controller cannot present it now.
    private func presentPopover(
        _ viewController: UIViewController, _ backgroundViewClass: UIPopoverBackgroundView.Type?,
        _ permittedArrowDirections: UIPopoverArrowDirection, _ delegate: UIPopoverPresentationControllerDelegate?,
        _ animated: Bool, _ completion: (() -> Void)?, anchoring anchor: (UIPopoverPresentationController) -> Void
    ) -> UIPopoverPresentationController? {
        guard viewIfLoaded?.window != nil, presentedViewController == nil, !isBeingDismissed,
              viewController.presentingViewController == nil, viewController.parent == nil, !viewController.isBeingPresented,
              viewController !== self else { return nil }
        viewController.modalPresentationStyle = .popover
        guard let popover = viewController.popoverPresentationController else { return nil }
        popover.permittedArrowDirections = permittedArrowDirections
        popover.popoverBackgroundViewClass = backgroundViewClass
        let stays = StaysPopoverDelegate(forwardingTo: delegate)
        StaysPopoverDelegate.keep(stays, aliveWith: viewController)
        popover.delegate = stays
        if let skin = backgroundViewClass as? PopoverBackgroundViewBase.Type {
            PopoverContentCorners.round(viewController, to: skin.skinMetrics.contentCornerRadius, while: popover)
        }
        anchor(popover)
        present(viewController, animated: animated, completion: completion)
        return popover
    }
}
#endif
