/// The reading direction of the interface the popover is placed in.
///
/// Arrow directions are physical, as UIKit's are: `.left` always means an arrow that
/// points left, in any layout. What right-to-left changes is only the preference order
/// when both sides are permitted: left and right exchange places, so the side a
/// right-to-left reader reaches first is tried first.
///
/// ```swift
/// var request = PlacementRequest(
///     anchor: CGRect(x: 40, y: 40, width: 44, height: 44),
///     container: CGRect(x: 0, y: 0, width: 390, height: 844),
///     contentSize: CGSize(width: 200, height: 100),
///     permittedDirections: [.left, .right])
/// request.layoutDirection = PopoverLayoutDirection.rightToLeft   // tries right first, then left; [.left] alone stays left
/// ```
public enum PopoverLayoutDirection: String, Sendable, Codable, CaseIterable {
    /// Left to right, as English.
    case leftToRight
    /// Right to left, as Arabic or Hebrew.
    case rightToLeft
}
