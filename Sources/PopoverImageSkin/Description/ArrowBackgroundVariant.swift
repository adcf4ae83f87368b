import PopoverCore

/// Which of a direction's images draws the background: the main image stretched twice,
/// or a corner variant for an arrow near an end of its edge.
///
/// ```swift
/// arrowInBackgroundLayout.variant  // .main: the arrow is in the middle of its edge
/// ArrowBackgroundVariant.allCases.count  // 3
/// ```
public enum ArrowBackgroundVariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// The main image, stretched on each side of the arrow.
    case main
    /// The corner variant for the left (up, down) or top (left, right) end of the edge.
    case leadingCorner
    /// The corner variant for the right or bottom end of the edge.
    case trailingCorner
}
