/// The reading direction of the interface the popover is placed in.
///
/// In a right-to-left layout a preference for `left` means the leading side,
/// so left and right preferences are mirrored before placement.
///
/// ```swift
/// var request = PlacementRequest(anchor: anchor, container: bounds, contentSize: size)
/// request.layoutDirection = .rightToLeft
/// ```
public enum LayoutDirection: String, Sendable, Codable, CaseIterable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic or Hebrew.
    case rightToLeft
}
