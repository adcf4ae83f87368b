#if canImport(UIKit)
import PopoverCore
import UIKit

/// Presenting and dismissing a ``PopoverView``: from a rectangle or a followed view, in
/// UIKit's permitted directions or your own order; each call is an event for its session.
extension PopoverView {
    /// Shows the popover with its arrow on `rect` (in `view`'s coordinates), the arrow
    /// taking the first of UIKit's permitted directions (up, down, left, right) that fits.
    ///
    /// ```swift
    /// popover.present(from: button.frame, in: view, permittedArrowDirections: .any, animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: rect, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover with directions in your own order of preference.
    ///
    /// ```swift
    /// popover.present(from: cell.frame, in: tableView.superview!, preferring: [.left, .right], animated: true)
    /// ```
    public func present(from rect: CGRect, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        target.point(at: rect)
        show(in: view, directions: directions, animated: animated)
    }

    /// Shows the popover pointing at `anchor`, following it every display frame while it
    /// moves or scrolls (the arrow keeps its side while it still fits), and dismissing it
    /// when the anchor leaves the window.
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, permittedArrowDirections: [.up, .down])
    /// ```
    public func present(from anchor: UIView, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection = .any, animated: Bool = true) {
        present(from: anchor, in: view, preferring: [ArrowDirection](permitted: permittedArrowDirections), animated: animated)
    }

    /// Shows the popover pointing at `anchor` and following it, with directions in your
    /// own order of preference.
    ///
    /// ```swift
    /// popover.present(from: avatarView, in: view, preferring: [.down, .up])
    /// ```
    public func present(from anchor: UIView, in view: UIView, preferring directions: [ArrowDirection], animated: Bool = true) {
        target.follow(anchor)
        show(in: view, directions: directions, animated: animated)
    }

    /// Hides the popover, then removes it and calls ``onDismiss``. Interrupts a
    /// presentation still animating in, from where it is. Callable from any context, as
    /// a `Timer`'s block or a completion handler is: on the main thread it dismisses at
    /// once; off it, on the main queue's next turn.
    ///
    /// ```swift
    /// let toast = PopoverView(content: label, style: .tooltip)
    /// toast.present(centeredIn: view)
    /// Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in toast.dismiss() }
    /// ```
    nonisolated public func dismiss(animated: Bool = true) {
        guard Thread.isMainThread else {
            DispatchQueue.main.async { self.dismiss(animated: animated) }
            return
        }
        callAsMainActor { dismiss(animated: animated, reason: .app) }
    }

    /// Dismisses every popover shown in `view`.
    ///
    /// ```swift
    /// PopoverView.dismissAll(in: view)
    /// ```
    public static func dismissAll(in view: UIView, animated: Bool = true) {
        for popover in view.subviews.compactMap({ $0 as? PopoverView }) {
            popover.dismiss(animated: animated)
        }
    }

    /// A new ``style``: placed again, and drawn again when it differs.
    func styleChanged(from old: PopoverStyle) {
        setNeedsPlacement()
        if style != old { setNeedsLayout() }
    }

    func show(in view: UIView, directions: [ArrowDirection], animated: Bool) {
        let inAnotherContainer = target.container.map { $0 !== view } ?? false
        target.container = view
        target.permittedDirections = directions
        driver.send(.present(placementRequest(), motion: motion(animated: animated), followsAnchor: target.followsAnchor, inAnotherContainer: inAnotherContainer))
    }

    func motion(animated: Bool) -> PresentationMotion {
        PresentationMotion(animated: animated, reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }
}
#endif
