#if canImport(UIKit)
import PopoverCore
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
    /// iOS 26 and later: the system's own popover is glass; from a bar button item it grows
    /// out of the button without an arrow, and from a view it keeps one. A PopoverKit skin
    /// (`backgroundViewClass`) draws the arrow UIKit reports, in the skin's look, and keeps
    /// it visible although the system clips the popover to its own corners
    /// (``PopoverBackgroundViewBase``). `backgroundEffect` sets
    /// `UIPresentationController.backgroundEffect` (iOS 26.1 and later, not on Mac Catalyst:
    /// "the background effect for this presentation", `nil` for the system's default);
    /// earlier systems ignore it.
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
        backgroundEffect: UIVisualEffect? = nil,
        animated: Bool = true,
        delegate: UIPopoverPresentationControllerDelegate? = nil,
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        let options = PopoverPresentationOptions(backgroundViewClass, permittedArrowDirections, backgroundEffect, delegate)
        return presentPopover(viewController, options, animated, completion) {
            $0.sourceView = sourceView
            // Left alone without a rect: its default (CGRectNull since iOS 13.2) points at the
            // view's current frame and follows its size (UIPopoverPresentationController.h).
            if let sourceRect { $0.sourceRect = sourceRect }
        }
    }

    /// Presents `viewController` as a system popover from a bar button item, with an
    /// optional skin, kept a popover on iPhone; `nil` when it cannot present now. On
    /// iOS 16 and later the item is set as the `sourceItem` (`barButtonItem` is marked
    /// "to be deprecated" in favour of it).
    ///
    /// iOS 26 and later: without a skin the popover grows out of the button as glass, with
    /// no arrow. With a PopoverKit skin it is the skin's look, with the arrow UIKit reports
    /// (an `unknown` direction draws the body alone); see the device checklist.
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
        backgroundEffect: UIVisualEffect? = nil,
        animated: Bool = true,
        delegate: UIPopoverPresentationControllerDelegate? = nil,
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        let options = PopoverPresentationOptions(backgroundViewClass, permittedArrowDirections, backgroundEffect, delegate)
        return presentPopover(viewController, options, animated, completion) {
            if #available(iOS 16.0, *) { $0.sourceItem = barButtonItem } else { $0.barButtonItem = barButtonItem }
        }
    }

    /// Presents `viewController` as a system popover from any source item (iOS 16 and
    /// later): a view, a layout guide, a bar button item, a tab bar item (and on Mac Catalyst
    /// a toolbar item), as `UIPopoverPresentationController.sourceItem` takes it. Otherwise
    /// as ``presentAsPopover(_:from:sourceRect:backgroundViewClass:permittedArrowDirections:backgroundEffect:animated:delegate:completion:)``,
    /// iOS 26's glass and arrows included.
    ///
    /// ```swift
    /// if #available(iOS 16.0, *), let item = tabBarController?.tabBar.selectedItem {
    ///     presentAsPopover(menu, sourceItem: item, backgroundViewClass: OrangePopoverBackground.self)
    /// }
    /// ```
    @available(iOS 16.0, *)
    @discardableResult
    public func presentAsPopover(
        _ viewController: UIViewController,
        sourceItem: any UIPopoverPresentationControllerSourceItem,
        backgroundViewClass: UIPopoverBackgroundView.Type? = nil,
        permittedArrowDirections: UIPopoverArrowDirection = .any,
        backgroundEffect: UIVisualEffect? = nil,
        animated: Bool = true,
        delegate: UIPopoverPresentationControllerDelegate? = nil,
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        let options = PopoverPresentationOptions(backgroundViewClass, permittedArrowDirections, backgroundEffect, delegate)
        return presentPopover(viewController, options, animated, completion) { $0.sourceItem = sourceItem }
    }

    /// Sets `viewController` up as a popover (skin, directions, a delegate that keeps it a
    /// popover on iPhone, content corners matching the skin), anchors it, presents it;
    /// `nil`, presenting nothing, when this controller cannot present it now.
    private func presentPopover(
        _ viewController: UIViewController, _ options: PopoverPresentationOptions,
        _ animated: Bool, _ completion: (() -> Void)?, anchoring anchor: (UIPopoverPresentationController) -> Void
    ) -> UIPopoverPresentationController? {
        var check = SystemPopoverCheck()
        check.presenterInWindow = viewIfLoaded?.window != nil
        check.presenterPresentsAnother = presentedViewController != nil
        check.presenterIsBeingDismissed = isBeingDismissed
        check.isThePresenter = viewController === self
        check.isPresented = viewController.presentingViewController != nil
        check.isBeingPresented = viewController.isBeingPresented
        check.hasParent = viewController.parent != nil
        guard check.refusal == nil else { return nil }
        viewController.modalPresentationStyle = .popover
        guard let popover = viewController.popoverPresentationController else { return nil }
        let skin = options.backgroundViewClass as? PopoverBackgroundViewBase.Type
        let asked = options.permittedArrowDirections.rawValue
        popover.permittedArrowDirections = UIPopoverArrowDirection(
            rawValue: skin.map { ArrowDirections.permittedMask(asked, drawableBy: $0.skinDirections) } ?? asked
        )
        popover.popoverBackgroundViewClass = options.backgroundViewClass
        options.applyBackgroundEffect(to: popover)
        let stays = StaysPopoverDelegate(forwardingTo: options.delegate)
        StaysPopoverDelegate.keep(stays, aliveWith: viewController)
        popover.delegate = stays
        if let skin {
            PopoverContentCorners.round(viewController, to: skin.skinMetrics.contentCornerRadius, while: popover)
        }
        anchor(popover)
        present(viewController, animated: animated, completion: completion)
        return popover
    }
}
#endif
