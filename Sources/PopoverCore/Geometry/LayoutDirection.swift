/// The reading direction of the interface the popover is placed in.
///
/// In a right-to-left layout a preference for `left` means the leading side,
/// so left and right preferences are mirrored before placement.
///
/// ```swift
/// var request = PlacementRequest(
///     anchor: CGRect(x: 40, y: 40, width: 44, height: 44),
///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
///     contentSize: CGSize(width: 200, height: 100),
///     permittedDirections: [.left, .up])
/// request.layoutDirection = .rightToLeft   // .left now means the leading side: right
/// ```
public enum LayoutDirection: String, Sendable, Codable, CaseIterable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic or Hebrew.
    case rightToLeft
}
