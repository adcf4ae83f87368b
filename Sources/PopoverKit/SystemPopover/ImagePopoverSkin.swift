#if canImport(UIKit)
import PopoverCore
import PopoverImageSkin
import UIKit

/// A skin made of a designer's images, in either family of ``/PopoverImageSkin/ImageSkinArtwork``:
/// a stretchable background with cap insets and either one arrow image turned to each
/// direction or one image per direction, placed as its ``/PopoverImageSkin/ImageSkinArrangement``
/// says (overlap, shadow margin, arrow layer, drawn direction and flips, pixel alignment);
/// or the arrow drawn into per-direction backgrounds (``/PopoverImageSkin/ArrowInBackgroundSkin``,
/// as Apple's iOS 5 popovers and GIKPopoverBackgroundView).
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
    /// The images and how they go together.
    public var artwork: ImageSkinArtwork<UIImage>
    /// Arrow base and height, content insets, and the corner radius the arrow keeps clear of.
    public var metrics: SkinMetrics

    /// Makes a skin of a background and arrow images.
    ///
    /// ```swift
    /// ImagePopoverSkin(background: image, capInsets: insets, arrow: .rotated(up: arrow), metrics: metrics,
    ///                  arrangement: ImageSkinArrangement(bodyOverlap: 2))
    /// ```
    public init(
        background: UIImage, capInsets: UIEdgeInsets, arrow: ArrowImages<UIImage>, metrics: SkinMetrics,
        arrangement: ImageSkinArrangement = ImageSkinArrangement()
    ) {
        self.init(artwork: .separateArrow(background: background, capInsets: PopoverInsets(capInsets), arrows: arrow, arrangement: arrangement), metrics: metrics)
    }

    /// Makes a skin of any artwork: for one whose arrow is drawn into its backgrounds, the
    /// images with their numbers.
    ///
    /// ```swift
    /// // GIKPopoverBackgroundView's images and skin.json, added to the app's asset catalog:
    /// let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: NSDataAsset(name: "gikSkin")!.data)
    /// let gik = ImagePopoverSkin(artwork: manifest.artwork.map { UIImage(named: $0)! }, metrics: manifest.metrics)
    /// ```
    public init(artwork: ImageSkinArtwork<UIImage>, metrics: SkinMetrics) {
        self.artwork = artwork
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
              let manifest = try? JSONDecoder().decode(ImageSkinManifest.self, from: data)
        else { return nil }
        struct MissingImage: Error {}
        // The catalog may carry the cap insets too; the view's `resizableImage` applies the manifest's.
        guard let artwork = try? manifest.artwork.map({ name in
            guard let image = UIImage(named: name, in: bundle, compatibleWith: nil) else { throw MissingImage() }
            return image
        }) else { return nil }
        self.init(artwork: artwork, metrics: manifest.metrics)
    }
}
#endif
