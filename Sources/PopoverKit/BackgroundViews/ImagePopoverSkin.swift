#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin made of a designer's images: a stretchable background with cap insets, and
/// either one arrow image turned to each direction or one image per direction, placed as
/// its ``/PopoverCore/ImageSkinPlacement`` says (overlap, shadow margin, arrow layer,
/// drawn direction and flips, pixel alignment).
///
/// `Sendable` (UIImage is `Sendable` from the iOS 16.5 SDK on), so a skin can be a
/// `static let`.
///
/// ```swift
/// let skin = ImagePopoverSkin(
///     background: UIImage(named: "popover-background")!,
///     capInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14),
///     arrow: .rotated(up: UIImage(named: "popover-arrow")!),
///     metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 12))
/// ```
public struct ImagePopoverSkin: Sendable {
    /// The body's image, stretched between its cap insets.
    public var background: UIImage
    /// The parts of `background` that do not stretch (its rounded corners), in points.
    public var capInsets: UIEdgeInsets
    /// The arrow's images.
    public var arrow: ArrowImages<UIImage>
    /// Arrow base and height, content insets, and the corner radius the arrow keeps clear of.
    public var metrics: SkinMetrics
    /// How the images sit together: overlap, shadow margin, arrow layer and orientation.
    public var placement: ImageSkinPlacement

    /// Makes a skin.
    ///
    /// ```swift
    /// ImagePopoverSkin(background: image, capInsets: insets, arrow: .rotated(up: arrow), metrics: metrics,
    ///                  placement: ImageSkinPlacement(bodyOverlap: 2))
    /// ```
    public init(
        background: UIImage, capInsets: UIEdgeInsets, arrow: ArrowImages<UIImage>, metrics: SkinMetrics,
        placement: ImageSkinPlacement = ImageSkinPlacement()
    ) {
        self.background = background
        self.capInsets = capInsets
        self.arrow = arrow
        self.metrics = metrics
        self.placement = placement
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
        struct MissingImage: Error {}
        guard let arrow = try? manifest.arrows.map({ name in
            guard let image = UIImage(named: name, in: bundle, compatibleWith: nil) else { throw MissingImage() }
            return image
        }) else { return nil }
        // The catalog already carries the cap insets; `resizableImage` below applies the manifest's.
        self.init(
            background: background, capInsets: UIEdgeInsets(manifest.capInsets), arrow: arrow, metrics: manifest.metrics,
            placement: manifest.placement
        )
    }
}
#endif
