import PopoverCore

/// Whether the arrow image is drawn under or over the background image.
///
/// ```swift
/// var arrangement = ImageSkinArrangement()
/// arrangement.arrowLayer = ArrowLayer.underBody   // WEPopover adds its arrow view before the background
/// ```
public enum ArrowLayer: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// The arrow is drawn first; the body covers it where they overlap.
    case underBody
    /// The arrow is drawn last, over the body (UIKit subviews added in that order).
    case overBody
}
