#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Presents `viewController` as a system popover from a view (or a rectangle in it),
    /// with an optional skin, and keeps it a popover on iPhone instead of a sheet.
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
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        let popover = prepare(viewController, backgroundViewClass: backgroundViewClass, permittedArrowDirections: permittedArrowDirections)
        popover?.sourceView = sourceView
        popover?.sourceRect = sourceRect ?? sourceView.bounds
        present(viewController, animated: animated, completion: completion)
        return popover
    }

    /// Presents `viewController` as a system popover from a bar button item, with an
    /// optional skin, kept a popover on iPhone.
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
        completion: (() -> Void)? = nil
    ) -> UIPopoverPresentationController? {
        let popover = prepare(viewController, backgroundViewClass: backgroundViewClass, permittedArrowDirections: permittedArrowDirections)
        popover?.barButtonItem = barButtonItem
        present(viewController, animated: animated, completion: completion)
        return popover
    }

    private func prepare(
        _ viewController: UIViewController, backgroundViewClass: UIPopoverBackgroundView.Type?, permittedArrowDirections: UIPopoverArrowDirection
    ) -> UIPopoverPresentationController? {
        viewController.modalPresentationStyle = .popover
        let popover = viewController.popoverPresentationController
        popover?.permittedArrowDirections = permittedArrowDirections
        popover?.popoverBackgroundViewClass = backgroundViewClass
        popover?.delegate = StaysPopoverDelegate.shared
        return popover
    }
}

/// Answers "none" when UIKit asks how to adapt a popover to a compact width, so it stays
/// a popover on iPhone. It holds no state, so one shared instance serves every popover
/// (UIKit keeps its delegate weakly).
@MainActor
final class StaysPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    static let shared = StaysPopoverDelegate()

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}
#endif
