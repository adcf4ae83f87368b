import PopoverCore

/// How a background image fills the space between its cap insets, as UIKit's
/// `UIImage.ResizingMode`: `resizableImage(withCapInsets:)` tiles (Apple's default), and
/// many skins ask for a stretch.
///
/// In `skin.json` it is `placement.resizingMode`, `"stretch"` (the default) or `"tile"`; an
/// asset catalog says it in the background's slicing (`center.mode`).
///
/// ```swift
/// var arrangement = ImageSkinArrangement()
/// arrangement.resizingMode = BackgroundResizing.tile   // a textured interior repeats instead of smearing
/// ```
public enum BackgroundResizing: String, Sendable, Hashable, Codable, CaseIterable, ChoiceDecodable {
    /// The middle is scaled to fill (`UIImage.ResizingMode.stretch`).
    case stretch
    /// The middle repeats at its natural size, left to right and top to bottom
    /// (`UIImage.ResizingMode.tile`).
    case tile
}
