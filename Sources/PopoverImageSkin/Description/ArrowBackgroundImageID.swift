import PopoverCore

/// Names one image of an ``ArrowInBackgroundSkin``: the direction whose images hold it, as
/// stored (a left arrow made from the right images says `.right`), and the variant.
///
/// ```swift
/// let id = ArrowBackgroundImageID(direction: .up, variant: .trailingCorner)
/// id.variant  // .trailingCorner
/// ```
public struct ArrowBackgroundImageID: Sendable, Hashable, CustomStringConvertible {
    /// The direction whose ``ArrowBackgroundSet`` holds the image.
    public var direction: ArrowDirection
    /// Main image or corner variant.
    public var variant: ArrowBackgroundVariant

    /// Names an image.
    ///
    /// ```swift
    /// ArrowBackgroundImageID(direction: .right, variant: .main)
    /// ```
    public init(direction: ArrowDirection, variant: ArrowBackgroundVariant) {
        self.direction = direction
        self.variant = variant
    }

    /// `direction.variant`, as in field paths: `up.trailingCorner`.
    ///
    /// ```swift
    /// ArrowBackgroundImageID(direction: .up, variant: .trailingCorner).description  // "up.trailingCorner"
    /// ```
    public var description: String { "\(direction.name).\(variant.rawValue)" }
}
