import Foundation

/// The front-most node of a view tree that matches, as the eye sees it: later siblings
/// lie in front of earlier ones, and a node's own subtree in front of the node. This is
/// the popover the Escape key closes when several are up (a popover shown inside
/// another's content before that one).
///
/// ```swift
/// // 0 holds 1 and 2 (2 in front); 1 holds 3.
/// let children = [0: [1, 2], 1: [3]]
/// FrontmostNode.find(in: 0, children: { children[$0] ?? [] }, where: { $0 == 3 || $0 == 2 })  // 2
/// ```
package enum FrontmostNode {
    /// The front-most descendant of `root` (not `root` itself) for which `matches` holds.
    ///
    /// ```swift
    /// FrontmostNode.find(in: 0, children: { _ in [] }, where: { _ in true })  // nil
    /// ```
    public static func find<Node>(in root: Node, children: (Node) -> [Node], where matches: (Node) -> Bool) -> Node? {
        for child in children(root).reversed() {
            if let found = find(in: child, children: children, where: matches) { return found }
            if matches(child) { return child }
        }
        return nil
    }
}
