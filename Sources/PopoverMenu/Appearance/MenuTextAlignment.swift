import Foundation
import PopoverCore

/// Where a menu's titles, subtitles and headers sit in their column: at its leading edge (as
/// `UIMenu` and `NSMenu` put them), centred, or at its trailing edge. Leading and trailing
/// follow the layout direction.
///
/// ```swift
/// var appearance = MenuAppearance()
/// appearance.textAlignment = .center
/// ```
public enum MenuTextAlignment: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// At the column's leading edge (left, or right in a right-to-left layout).
    case leading
    /// In the middle of the column.
    case center
    /// At the column's trailing edge.
    case trailing

    /// How far a line `width` wide moves from the column's leading edge in a column
    /// `column` wide (never left of it).
    ///
    /// ```swift
    /// MenuTextAlignment.center.offset(of: 40, in: 100)  // 30
    /// ```
    public func offset(of width: CGFloat, in column: CGFloat) -> CGFloat {
        let room = max(column - width, 0)
        switch self {
        case .leading: return 0
        case .center: return (room / 2).rounded(.down)
        case .trailing: return room
        }
    }
}
