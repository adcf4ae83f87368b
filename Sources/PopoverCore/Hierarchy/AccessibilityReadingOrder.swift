import Foundation

/// What VoiceOver sees at one node of a view tree.
///
/// ```swift
/// let node: AccessibilityNode<Int> = .container([2, 3])
/// ```
package enum AccessibilityNode<Node> {
    /// An element VoiceOver reads.
    case element
    /// Hidden, with everything inside it.
    case hidden
    /// Not read itself; its elements, in reading order.
    case container([Node])
}

extension AccessibilityNode {
    /// What VoiceOver sees at a node from what it says of itself, in VoiceOver's order:
    /// hidden (with everything inside) first, then an element, then the elements it lists,
    /// then the `count` it gives through UIAccessibilityContainer's dynamic alternative
    /// (`NSNotFound` or less than one: none; at most the first 10,000, so a container that
    /// claims billions cannot hang the search), then its subviews.
    ///
    /// ```swift
    /// AccessibilityNode<Int>.describing(hidden: false, isElement: false, listed: [], count: 0, element: { _ in nil }, subviews: [7])  // .container
    /// ```
    public static func describing(
        hidden: Bool, isElement: Bool, listed: [Node]?, count: Int, element: (Int) -> Node?, subviews: [Node]
    ) -> AccessibilityNode {
        if hidden { return .hidden }
        if isElement { return .element }
        if let listed, !listed.isEmpty { return .container(listed) }
        guard count > 0, count != NSNotFound else { return .container(subviews) }
        return .container((0..<min(count, 10_000)).compactMap(element))
    }
}

/// The first element VoiceOver would read in a tree, to focus when a popover appears: an
/// element itself, else the first element inside, depth first in reading order, skipping
/// hidden subtrees. `nil` when there is none (then focus the popover's dismiss element).
///
/// ```swift
/// // 1 holds 2 (hidden) and 3; 3 holds 4, an element.
/// let tree: [Int: AccessibilityNode<Int>] = [1: .container([2, 3]), 2: .hidden, 3: .container([4]), 4: .element]
/// AccessibilityReadingOrder.firstElement(from: 1) { tree[$0] ?? .hidden }  // 4
/// ```
package enum AccessibilityReadingOrder {
    /// The first element from `root`, as `describe` says each node is.
    ///
    /// ```swift
    /// AccessibilityReadingOrder.firstElement(from: 1) { _ in .hidden }  // nil
    /// ```
    public static func firstElement<Node>(from root: Node, _ describe: (Node) -> AccessibilityNode<Node>) -> Node? {
        switch describe(root) {
        case .element:
            return root
        case .hidden:
            return nil
        case let .container(children):
            for child in children {
                if let found = firstElement(from: child, describe) { return found }
            }
            return nil
        }
    }
}
