#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin made of a designer's images: a stretchable background with cap insets, and
/// either one up-pointing arrow turned to each direction or one image per direction.
///
/// ```swift
/// let skin = ImagePopoverSkin(
///     background: UIImage(named: "popover-background")!,
///     capInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14),
///     arrow: .rotated(up: UIImage(named: "popover-arrow")!),
///     metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 12))
/// ```
public struct ImagePopoverSkin {
    /// The arrow artwork.
    public enum Arrow {
        /// One up-pointing image, rotated for the other directions.
        case rotated(up: UIImage)
        /// One image drawn for each direction (for arrows that are not symmetric).
        case perDirection(up: UIImage, down: UIImage, left: UIImage, right: UIImage)
    }

    /// The body's image, stretched between its cap insets.
    public var background: UIImage
    /// The parts of `background` that do not stretch (its rounded corners), in points.
    public var capInsets: UIEdgeInsets
    /// The arrow's images.
    public var arrow: Arrow
    /// Arrow base and height, content insets, and the corner radius the arrow keeps clear of.
    public var metrics: SkinMetrics

    /// Makes a skin.
    ///
    /// ```swift
    /// ImagePopoverSkin(background: image, capInsets: insets, arrow: .rotated(up: arrow), metrics: metrics)
    /// ```
    public init(background: UIImage, capInsets: UIEdgeInsets, arrow: Arrow, metrics: SkinMetrics) {
        self.background = background
        self.capInsets = capInsets
        self.arrow = arrow
        self.metrics = metrics
    }

    /// The image and whether it must be rotated, for a direction (`nil` for `unknown`).
    func arrowImage(for direction: ArrowDirection) -> (image: UIImage, rotated: Bool)? {
        switch (arrow, direction) {
        case (_, .unknown): nil
        case let (.rotated(up), _): (up, true)
        case let (.perDirection(up, _, _, _), .up): (up, false)
        case let (.perDirection(_, down, _, _), .down): (down, false)
        case let (.perDirection(_, _, left, _), .left): (left, false)
        case let (.perDirection(_, _, _, right), .right): (right, false)
        }
    }
}
#endif
