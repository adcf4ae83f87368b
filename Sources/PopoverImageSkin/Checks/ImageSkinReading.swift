import Foundation
import PopoverCore

/// What an image skin's pixels say, for ``ImageSkinCheck``: the background's visible edge
/// and corners, each arrow image's direction, size and base colour, and the body's colour
/// where each direction's arrow meets it.
///
/// ```swift
/// let reading = skin.reading            // PopoverRender reads it from the images
/// reading.background.cornerRadius       // the visible corners' radius in points
/// reading.arrows.up.pointing            // .up
/// ```
public struct ImageSkinReading: Sendable, Equatable {
    /// The background image's reading.
    public var background: BackgroundReading
    /// Each arrow image's reading, as the skin gives them (one rotated image or four).
    public var arrows: ArrowImages<ArrowReading>
    /// The body's colour just inside the visible edge, where each direction's arrow base meets it.
    public var bodyColours: [ArrowDirection: RGBAColor]

    /// Makes a reading.
    ///
    /// ```swift
    /// ImageSkinReading(background: skin.reading.background, arrows: skin.reading.arrows, bodyColours: [:])
    /// ```
    public init(background: BackgroundReading, arrows: ArrowImages<ArrowReading>, bodyColours: [ArrowDirection: RGBAColor]) {
        self.background = background
        self.arrows = arrows
        self.bodyColours = bodyColours
    }
}
