import Foundation
import PopoverCore

extension ImageSkinCheck {
    /// The warnings for a preview of a skin whose arrow is drawn into its backgrounds: a
    /// direction it has no images for (the preview shows the body without an arrow).
    /// Empty for a direction it draws, and for `.unknown`.
    ///
    /// ```swift
    /// let up = ArrowInBackgroundSkin(up: arrowInBackgroundSkin.up)
    /// ImageSkinCheck.warnings(for: up, direction: .down).first?.kind  // .directionNotDrawn
    /// ```
    public static func warnings<Image>(for skin: ArrowInBackgroundSkin<Image>, direction: ArrowDirection) -> [ImageSkinWarning] {
        let drawn = skin.drawnDirections
        guard direction != .unknown, !drawn.contains(ArrowDirections([direction])) else { return [] }
        let names = drawn.inPreferenceOrder.map(\.name).joined(separator: ", ")
        return [ImageSkinWarning(
            kind: .directionNotDrawn,
            message: "the skin has images only for \(names) (arrowInBackground): a \(direction) popover shows the body without an arrow, and presentAsPopover permits only \(names)"
        )]
    }
}
