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
package enum HostChoice {
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

    /// Where SwiftUI content goes: the ``host(root:presented:holdsAnchor:showsOneChild:children:)``
    /// controller's view holds the popover, and the content's hosting controller becomes
    /// that controller's child, except when it shows one child at a time (the anchor sits
    /// in a navigation, tab or split controller's bar, a hosted title view say): a child
    /// added there would change what it shows, so the content then has no parent.
    ///
    /// ```swift
    /// // A navigation controller (1) whose children [2, 3] do not hold the anchor: it is in the bar.
    /// let hosting = HostChoice.hosting(
    ///     root: 1, presented: { _ in nil }, holdsAnchor: { $0 == 1 },
    ///     showsOneChild: { $0 == 1 }, children: { $0 == 1 ? [2, 3] : [] }
    /// )
    /// hosting?.container  // 1
    /// hosting?.parent     // nil
    /// ```
    public static func hosting<Controller>(
        root: Controller?,
        presented: (Controller) -> Controller?,
        holdsAnchor: (Controller) -> Bool,
        showsOneChild: (Controller) -> Bool,
        children: (Controller) -> [Controller]
    ) -> Hosting<Controller>? {
        guard let container = host(
            root: root, presented: presented, holdsAnchor: holdsAnchor, showsOneChild: showsOneChild, children: children
        ) else { return nil }
        return Hosting(container: container, parent: showsOneChild(container) ? nil : container)
    }

    /// The controllers that take SwiftUI content.
    ///
    /// ```swift
    /// HostChoice.Hosting(container: 2, parent: 2).parent  // 2
    /// ```
    public struct Hosting<Controller> {
        /// The controller whose view the popover goes in.
        public var container: Controller
        /// The controller the content's hosting controller becomes a child of; `nil` when
        /// none may take a child.
        public var parent: Controller?

        /// Makes the pair.
        ///
        /// ```swift
        /// HostChoice.Hosting(container: 1, parent: nil).container  // 1
        /// ```
        public init(container: Controller, parent: Controller?) {
            self.container = container
            self.parent = parent
        }
    }
}
