#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin for the system popover made of images (see ``ImagePopoverSkin``), placed by the
/// core's ``ImageSkinLayout``: the background image over its rectangle (its transparent
/// margin outside the visible body), the arrow image on the arrow's tip, turned and
/// mirrored as the skin says, on whole pixels, under or over the body, kept off the
/// visible corners. This view only applies those numbers.
///
/// Pick the skin by subclassing, as UIKit takes a class:
///
/// ```swift
/// final class WoodPopoverBackground: ImagePopoverBackgroundView {
///     static let wood = ImagePopoverSkin(assetCatalogSkin: "woodPopoverSkin")!
///     override class var skin: ImagePopoverSkin { wood }
/// }
/// controller.popoverPresentationController?.popoverBackgroundViewClass = WoodPopoverBackground.self
/// ```
///
/// The resizable background is made once per class, scale and appearance (not on every
/// layout); a change of scale or light/dark lays the view out again.
open class ImagePopoverBackgroundView: PopoverBackgroundViewBase {
    /// The skin drawn. Override in a subclass; the default has no images.
    open class var skin: ImagePopoverSkin {
        ImagePopoverSkin(background: UIImage(), capInsets: .zero, arrow: .rotated(up: UIImage()), metrics: SkinMetrics())
    }

    /// The skin's metrics: UIKit's arrow height, arrow base and content insets come from them.
    override open class var skinMetrics: SkinMetrics { skin.metrics }

    private let backgroundImageView = UIImageView()
    private let arrowImageView = UIImageView()

    /// Makes the view (UIKit does this).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundImageView)
        addSubview(arrowImageView)
    }

    /// Places the background and arrow images from the core's layout.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let images = Self.images(for: traitCollection)
        let skin = images.skin
        let direction = ArrowDirection(arrowDirection)
        let artwork = images.arrows.image(for: direction)
        let layout = ImageSkinLayout(
            size: bounds.size, direction: direction, arrowOffset: arrowOffset, metrics: skin.metrics, placement: skin.placement,
            arrowImageSize: artwork?.image.size ?? .zero,
            arrowImageDrawn: artwork?.rotated == true ? skin.placement.arrowOrientation.drawn : direction,
            scale: traitCollection.displayScale
        )
        backgroundImageView.image = images.background
        backgroundImageView.frame = layout.backgroundImageRect
        if layout.arrowLayer == .underBody {
            insertSubview(arrowImageView, belowSubview: backgroundImageView)
        } else {
            insertSubview(arrowImageView, aboveSubview: backgroundImageView)
        }
        guard let artwork, let frame = layout.arrowImage else {
            arrowImageView.isHidden = true
            return
        }
        arrowImageView.isHidden = false
        arrowImageView.image = artwork.image
        arrowImageView.transform = .identity
        arrowImageView.bounds = CGRect(origin: .zero, size: frame.size)
        arrowImageView.center = frame.center
        arrowImageView.transform = CGAffineTransform(rotationAngle: frame.rotation).scaledBy(x: frame.mirrored ? -1 : 1, y: 1)
    }

    /// The skin's images resolved for a scale and appearance, the background made resizable.
    private struct ResolvedImages {
        let skin: ImagePopoverSkin
        let background: UIImage
        let arrows: ArrowImages<UIImage>
    }

    private struct CacheKey: Hashable {
        let type: ObjectIdentifier
        let scale: CGFloat
        let style: Int
    }

    /// Made once per class, scale and appearance.
    private static var cache: [CacheKey: ResolvedImages] = [:]

    private static func images(for traits: UITraitCollection) -> ResolvedImages {
        let key = CacheKey(type: ObjectIdentifier(self), scale: traits.displayScale, style: traits.userInterfaceStyle.rawValue)
        if let cached = cache[key] { return cached }
        let skin = self.skin
        func resolve(_ image: UIImage) -> UIImage { image.imageAsset?.image(with: traits) ?? image }
        let resolved = ResolvedImages(
            skin: skin,
            background: resolve(skin.background).resizableImage(withCapInsets: skin.capInsets, resizingMode: .stretch),
            arrows: skin.arrow.map(resolve)
        )
        cache[key] = resolved
        return resolved
    }
}
#endif
