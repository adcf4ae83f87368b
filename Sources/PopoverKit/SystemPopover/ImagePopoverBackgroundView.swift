#if canImport(UIKit)
import PopoverCore
import PopoverImageSkin
import UIKit

/// A skin for the system popover made of images (see ``ImagePopoverSkin``), placed by the
/// core. A background with separate arrows follows ``/PopoverImageSkin/ImageSkinLayout``: the
/// background image over its rectangle (its transparent margin outside the visible body),
/// the arrow image on the arrow's tip, turned and mirrored as the skin says, on whole
/// pixels, under or over the body, kept off the visible corners. A skin whose arrow is
/// drawn into its backgrounds follows ``/PopoverImageSkin/ArrowInBackgroundLayout``: one image
/// view for each of its pieces, showing its part of the image stretched between its caps,
/// flipped as it says. This view only applies those numbers.
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
/// A skin that draws only some arrow directions (an up-only skin, say) is kept to them
/// by `presentAsPopover` only. Assigning `popoverBackgroundViewClass` yourself, as above,
/// set `permittedArrowDirections` to the skin's ``skinDirections`` yourself:
///
/// ```swift
/// final class UpOnlyPopoverBackground: ImagePopoverBackgroundView {
///     static let upOnly = ImagePopoverSkin(assetCatalogSkin: "upOnlyPopoverSkin")!
///     override class var skin: ImagePopoverSkin { upOnly }
/// }
/// let popover = controller.popoverPresentationController
/// popover?.popoverBackgroundViewClass = UpOnlyPopoverBackground.self
/// popover?.permittedArrowDirections = UIPopoverArrowDirection(rawValue: UpOnlyPopoverBackground.skinDirections.rawValue)
/// ```
///
/// The resizable images are made once per class, scale and appearance (not on every
/// layout), kept in bounded caches that a memory warning empties; a change of scale or
/// light/dark lays the view out again.
open class ImagePopoverBackgroundView: PopoverBackgroundViewBase {
    /// The skin drawn. Override in a subclass; the default has no images.
    open class var skin: ImagePopoverSkin {
        ImagePopoverSkin(background: UIImage(), capInsets: .zero, arrow: .rotated(up: UIImage()), metrics: SkinMetrics())
    }

    /// The skin's metrics: UIKit's arrow height, arrow base and content insets come from them.
    override open class var skinMetrics: SkinMetrics { skin.metrics }

    /// The directions the skin draws, as its artwork says
    /// (``/PopoverImageSkin/ImageSkinArtwork/drawnDirections``): a separate arrow's
    /// `arrangement.directions`; all four for a skin whose arrow is drawn into its
    /// backgrounds. `presentAsPopover` permits only these; a popover whose
    /// `popoverBackgroundViewClass` you set yourself does not know of them: set its
    /// `permittedArrowDirections` to these yourself, or UIKit may pick a direction the skin
    /// cannot draw (the body then shows without an arrow).
    ///
    /// ```swift
    /// let drawable = ImagePopoverBackgroundView.skinDirections
    /// controller.popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection(rawValue: drawable.rawValue)
    /// ```
    override open class var skinDirections: ArrowDirections { skin.artwork.drawnDirections }

    private let backgroundImageView = UIImageView()
    private let arrowImageView = UIImageView()
    /// The pieces of a skin whose arrow is drawn into its backgrounds, as many as the layout has.
    private var pieceViews: [UIImageView] = []

    /// Makes the view (UIKit does this).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundImageView)
        addSubview(arrowImageView)
    }

    /// Places the skin's images from the core's layout.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let resolved = Self.resolved(for: traitCollection)
        let direction = ArrowDirection(arrowDirection)
        switch resolved.artwork {
        case let .separateArrow(background, _, arrows, arrangement):
            for view in pieceViews { view.isHidden = true }
            layOut(background: background, arrows: arrows, arrangement: arrangement, metrics: resolved.metrics, direction: direction)
        case let .arrowInBackground(skin):
            backgroundImageView.isHidden = true
            arrowImageView.isHidden = true
            let layout = ArrowInBackgroundLayout(
                size: bounds.size, direction: direction, arrowOffset: arrowOffset, skin: skin, metrics: resolved.metrics,
                scale: traitCollection.displayScale
            )
            layOut(layout.pieces, of: skin)
        }
    }

    /// The background image (made resizable once) and the arrow image, where ``/PopoverImageSkin/ImageSkinLayout`` puts them.
    private func layOut(background: UIImage, arrows: ArrowImages<UIImage>, arrangement: ImageSkinArrangement, metrics: SkinMetrics, direction: ArrowDirection) {
        let layout = ImageSkinLayout(
            size: bounds.size, direction: direction, arrowOffset: arrowOffset, metrics: metrics, arrangement: arrangement,
            arrowImageSizes: arrows.map(\.size), scale: traitCollection.displayScale
        )
        backgroundImageView.isHidden = false
        backgroundImageView.image = background
        backgroundImageView.frame = layout.backgroundImageRect
        backgroundImageView.layer.cornerRadius = layout.backgroundCornerRadius
        backgroundImageView.layer.masksToBounds = layout.backgroundCornerRadius > 0
        if layout.arrowLayer == .underBody {
            insertSubview(arrowImageView, belowSubview: backgroundImageView)
        } else {
            insertSubview(arrowImageView, aboveSubview: backgroundImageView)
        }
        guard let artwork = arrows.image(for: direction), let frame = layout.arrowImage else {
            arrowImageView.isHidden = true
            return
        }
        arrowImageView.isHidden = false
        arrowImageView.image = artwork.image
        arrowImageView.place(size: frame.size, center: frame.center,
                             transform: CGAffineTransform(rotationAngle: frame.rotation).scaledBy(x: frame.mirrored ? -1 : 1, y: 1))
    }

    /// One image view per piece of an ``/PopoverImageSkin/ArrowInBackgroundLayout``.
    private func layOut(_ pieces: [BackgroundPiece], of skin: ArrowInBackgroundSkin<UIImage>) {
        while pieceViews.count < pieces.count {
            let view = UIImageView()
            insertSubview(view, at: 0)
            pieceViews.append(view)
        }
        for (index, view) in pieceViews.enumerated() {
            guard index < pieces.count, let image = skin.image(pieces[index].image)?.image else {
                view.isHidden = true
                continue
            }
            let piece = pieces[index]
            view.isHidden = false
            view.image = Self.part(of: image, piece, traits: traitCollection)
            view.place(size: piece.destination.size, center: CGPoint(x: piece.destination.midX, y: piece.destination.midY),
                       transform: CGAffineTransform(scaleX: piece.flippedHorizontally ? -1 : 1, y: piece.flippedVertically ? -1 : 1))
        }
    }

    /// A class's skin at a scale and appearance.
    private struct CacheKey: Hashable {
        let type: ObjectIdentifier
        let scale: CGFloat
        let style: Int
        /// High-contrast and elevated variants of the art (what `hasDifferentColorAppearance` also compares).
        let contrast: Int
        let level: Int
    }

    /// A piece's image: which skin image, which part of it, with which caps.
    private struct PartKey: Hashable {
        let skin: CacheKey
        let image: ArrowBackgroundImageID
        let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        let capInsets: PopoverInsets
    }

    /// The skin with its images resolved for a scale and appearance, a separate arrow's
    /// background made resizable: made once per class, scale and appearance, the least
    /// recently used forgotten first (`BoundedCache`).
    private static var cache = BoundedCache<CacheKey, ImagePopoverSkin>(capacity: 16)
    /// Pieces' images, made once per class, scale, appearance, part and caps, as bounded.
    private static var parts = BoundedCache<PartKey, UIImage>(capacity: 128)
    /// Empties both caches on a memory warning; registered on first use.
    private static let emptiedOnMemoryWarning: Void = {
        _ = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
        ) { _ in
            Task { @MainActor in
                cache.removeAll()
                parts.removeAll()
            }
        }
    }()

    private static func key(for traits: UITraitCollection) -> CacheKey {
        CacheKey(
            type: ObjectIdentifier(self), scale: traits.displayScale, style: traits.userInterfaceStyle.rawValue,
            contrast: traits.accessibilityContrast.rawValue, level: traits.userInterfaceLevel.rawValue
        )
    }

    private static func resolved(for traits: UITraitCollection) -> ImagePopoverSkin {
        _ = emptiedOnMemoryWarning
        let key = key(for: traits)
        if let cached = cache.value(for: key) { return cached }
        let skin = self.skin
        var artwork = skin.artwork.map { $0.imageAsset?.image(with: traits) ?? $0 }
        if case let .separateArrow(background, capInsets, arrows, arrangement) = artwork {
            let mode: UIImage.ResizingMode = arrangement.resizingMode == .tile ? .tile : .stretch
            let resizable = background.resizableImage(withCapInsets: UIEdgeInsets(capInsets), resizingMode: mode)
            artwork = .separateArrow(background: resizable, capInsets: capInsets, arrows: arrows, arrangement: arrangement)
        }
        let resolved = ImagePopoverSkin(artwork: artwork, metrics: skin.metrics)
        cache.insert(resolved, for: key)
        return resolved
    }

    /// The piece's part of `image` (cropped when it is not the whole image), resizable with its caps.
    private static func part(of image: UIImage, _ piece: BackgroundPiece, traits: UITraitCollection) -> UIImage {
        let s = piece.source
        let key = PartKey(skin: key(for: traits), image: piece.image, x: s.minX, y: s.minY, width: s.width, height: s.height, capInsets: piece.capInsets)
        if let cached = parts.value(for: key) { return cached }
        var part = image
        if let crop = piece.cropInPixels(imageSize: image.size, scale: image.scale), let cropped = image.cgImage?.cropping(to: crop) {
            part = UIImage(cgImage: cropped, scale: image.scale, orientation: .up)
        }
        let resizable = part.resizableImage(withCapInsets: UIEdgeInsets(piece.capInsets), resizingMode: .stretch)
        parts.insert(resizable, for: key)
        return resizable
    }
}
private extension UIView {
    /// Sizes and centres the view, then turns or flips it about its centre. Bounds and
    /// centre hold whatever the transform (UIView.h: `frame` does not), so no reset first.
    func place(size: CGSize, center: CGPoint, transform: CGAffineTransform) {
        bounds = CGRect(origin: .zero, size: size)
        self.center = center
        self.transform = transform
    }
}
#endif
