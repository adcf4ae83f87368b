import Foundation

/// Which view controller should host a popover's content, decided over any tree of
/// controllers: the top-most presented controller whose view holds the anchor (inside a
/// sheet, the sheet; else the window's root), and inside a controller that shows one
/// child at a time (navigation, tab, split), the child that shows the anchor: adding a
/// child to those changes what they show, and the child's safe area keeps the popover
/// clear of their bars.
///
/// ```swift
/// // A root controller presents a sheet (1 → 2); the anchor is in the sheet.
/// let presented = [1: 2]
/// HostChoice.host(
///     root: 1, presented: { presented[$0] }, holdsAnchor: { $0 == 2 },
///     showsOneChild: { _ in false }, children: { _ in [] }
/// )  // 2
/// ```
public enum HostChoice {
    /// The host for an anchor, or `nil` when no controller holds it.
    ///
    /// ```swift
    /// // A navigation controller (1) shows child 3 of [2, 3], which holds the anchor.
    /// HostChoice.host(
    ///     root: 1, presented: { _ in nil }, holdsAnchor: { $0 != 2 },
    ///     showsOneChild: { $0 == 1 }, children: { $0 == 1 ? [2, 3] : [] }
    /// )  // 3
    /// ```
    public static func host<Controller>(
        root: Controller?,
        presented: (Controller) -> Controller?,
        holdsAnchor: (Controller) -> Bool,
        showsOneChild: (Controller) -> Bool,
        children: (Controller) -> [Controller]
    ) -> Controller? {
        var candidate = root
        var holder: Controller?
        while let controller = candidate {
            if holdsAnchor(controller) { holder = controller }
            candidate = presented(controller)
        }
        while let container = holder, showsOneChild(container), let child = children(container).first(where: holdsAnchor) {
            holder = child
        }
        return holder
    }
}
