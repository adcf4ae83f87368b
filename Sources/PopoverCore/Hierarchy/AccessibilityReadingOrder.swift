import Foundation

/// What VoiceOver sees at one node of a view tree.
///
/// ```swift
/// let node: AccessibilityNode<Int> = .container([2, 3])
/// ```
public enum AccessibilityNode<Node> {
    /// An element VoiceOver reads.
    case element
    /// Hidden, with everything inside it.
    case hidden
    /// Not read itself; its elements, in reading order.
    case container([Node])
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
public enum AccessibilityReadingOrder {
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
