#if canImport(UIKit)
import PopoverCore
import UIKit

extension UIViewController {
    /// Presents `viewController` as a system popover from a view (or a rectangle in it),
    /// with an optional skin, and keeps it a popover on iPhone instead of a sheet.
    ///
    /// Your own `delegate` gets every delegate call (UIKit holds only one delegate; this
    /// keeps it and answers the adaptive-style question with "none" unless yours
    /// answers it). With a PopoverKit skin the content's corners follow the skin's
    /// (``/PopoverCore/SkinMetrics/contentCornerRadius``). Returns `nil`, presenting
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
        guard let popover = prepare(viewController, backgroundViewClass: backgroundViewClass, permittedArrowDirections: permittedArrowDirections, delegate: delegate)
        else { return nil }
        popover.sourceView = sourceView
        popover.sourceRect = sourceRect ?? sourceView.bounds
        present(viewController, animated: animated, completion: completion)
        return popover
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
        guard let popover = prepare(viewController, backgroundViewClass: backgroundViewClass, permittedArrowDirections: permittedArrowDirections, delegate: delegate)
        else { return nil }
        popover.barButtonItem = barButtonItem
        present(viewController, animated: animated, completion: completion)
        return popover
    }

    private func prepare(
        _ viewController: UIViewController, backgroundViewClass: UIPopoverBackgroundView.Type?,
        permittedArrowDirections: UIPopoverArrowDirection, delegate: UIPopoverPresentationControllerDelegate?
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
            viewController.view.layer.cornerRadius = skin.skinMetrics.contentCornerRadius
            viewController.view.clipsToBounds = true
        }
        return popover
    }
}
#endif
