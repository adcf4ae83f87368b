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

    /// Loads a skin exported by `popoverkit assets`: the manifest from the catalog's data
    /// set, the images (light and dark, every scale) from its image sets. `nil` when the
    /// data set or an image is missing or the manifest does not read.
    ///
    /// ```swift
    /// // popoverkit assets --style orange -o Orange.xcassets, added to the app target:
    /// let skin = ImagePopoverSkin(assetCatalogSkin: "orangePopoverSkin")!
    /// ```
    public init?(assetCatalogSkin name: String, bundle: Bundle = .main) {
        guard let data = NSDataAsset(name: name, bundle: bundle)?.data,
              let manifest = try? JSONDecoder().decode(ImageSkinManifest.self, from: data),
              let background = UIImage(named: manifest.background, in: bundle, compatibleWith: nil)
        else { return nil }
        func image(_ name: String?) -> UIImage? { name.flatMap { UIImage(named: $0, in: bundle, compatibleWith: nil) } }
        let arrows = manifest.arrows
        let arrow: Arrow
        if arrows.isRotated {
            guard let up = image(arrows.up) else { return nil }
            arrow = .rotated(up: up)
        } else {
            guard let up = image(arrows.up), let down = image(arrows.down), let left = image(arrows.left), let right = image(arrows.right) else { return nil }
            arrow = .perDirection(up: up, down: down, left: left, right: right)
        }
        // The catalog already carries the cap insets; `resizableImage` below applies the manifest's.
        self.init(background: background, capInsets: UIEdgeInsets(manifest.capInsets), arrow: arrow, metrics: manifest.metrics)
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
