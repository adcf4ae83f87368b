#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// Shows the popover pointing at a bar button item (a toolbar's or a navigation
    /// bar's), following it as the bar lays out, in `view` (the window's root view, or
    /// any view that holds the bar and the room the popover needs).
    ///
    /// An item with a `customView` is followed as that view. Any other is found with
    /// `frame(in:)`, which UIKit has from iOS 17. On iOS 15 and 16, which have no public
    /// way to ask, it is the view the item was last tapped through when its menu is
    /// attached (`UIBarButtonItem.setArrowMenu`), else the view found in the window's
    /// navigation bars and toolbars by the items' order, a heuristic that gives up on a
    /// bar it cannot read (an overflow menu, item groups): then the popover does not
    /// appear (``onDismiss`` gets ``/PopoverCore/PopoverEnding/placementFailed(_:)``);
    /// give the item a `customView`, or use the system popover's `barButtonItem`, there.
    ///
    /// ```swift
    /// popover.present(from: navigationItem.rightBarButtonItem!, in: navigationController!.view, permittedArrowDirections: .up)
    /// ```
    public func present(
        from barButtonItem: UIBarButtonItem, in view: UIView,
        permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true
    ) {
        target.follow(barButtonItem)
        show(in: view, directions: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover with its arrow's tip on `point` (in `view`'s coordinates): a
    /// long press, a location on a map or a chart.
    ///
    /// ```swift
    /// popover.present(at: tapPoint, in: view, permittedArrowDirections: [.down, .up])
    /// ```
    public func present(
        at point: CGPoint, in view: UIView,
        permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true
    ) {
        present(from: CGRect(origin: point, size: .zero), in: view, permittedArrowDirections: permittedArrowDirections, animated: animated)
    }

    /// Shows the popover without an arrow in the middle of `view`, kept there as its
    /// bounds change (an alert-like card, a toast).
    ///
    /// ```swift
    /// popover.present(centeredIn: view)
    /// ```
    public func present(centeredIn view: UIView, animated: Bool = true) {
        target.centre()
        show(in: view, directions: [], animated: animated)
    }

    /// Shows the popover without an arrow on top of `rect` (in `view`'s coordinates),
    /// centred on it and kept inside the container. For a popover beside its anchor
    /// without an arrow, set `options.showsArrow` to `false` instead.
    ///
    /// ```swift
    /// popover.present(over: cell.frame, in: tableView)
    /// ```
    public func present(over rect: CGRect, in view: UIView, animated: Bool = true) {
        present(from: rect, in: view, preferring: [], animated: animated)
    }
}
#endif
