#if canImport(UIKit)
import PopoverCore
import UIKit

/// A skin for the system popover made of images (see ``ImagePopoverSkin``), laid out by
/// the core's ``BackgroundLayout``: the body image stretched over the body, the arrow
/// image on the arrow's tip and centred on its base, kept off the rounded corners.
///
/// Pick the skin by subclassing, as UIKit takes a class:
///
/// ```swift
/// final class WoodPopoverBackground: ImagePopoverBackgroundView {
///     override class var skin: ImagePopoverSkin { .wood }   // your static skin
/// }
/// controller.popoverPresentationController?.popoverBackgroundViewClass = WoodPopoverBackground.self
/// ```
open class ImagePopoverBackgroundView: PopoverBackgroundViewBase {
    /// The skin drawn. Override in a subclass; the default has no images.
    open class var skin: ImagePopoverSkin {
        ImagePopoverSkin(background: UIImage(), capInsets: .zero, arrow: .rotated(up: UIImage()), metrics: SkinMetrics())
    }

    /// The skin's metrics.
    override open class var skinMetrics: SkinMetrics { skin.metrics }

    private let backgroundImageView = UIImageView()
    private let arrowImageView = UIImageView()

    /// Makes the view (UIKit does this).
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundImageView)
        addSubview(arrowImageView)
    }

    /// Places the body and arrow images.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let skin = Self.skin
        let layout = backgroundLayout()
        backgroundImageView.image = skin.background.resizableImage(withCapInsets: skin.capInsets, resizingMode: .stretch)
        backgroundImageView.frame = layout.body

        guard let arrow = layout.arrow, let artwork = skin.arrow.image(for: layout.direction) else {
            arrowImageView.isHidden = true
            return
        }
        let frame = arrow.imageFrame(imageSize: artwork.image.size, rotatesUpImage: artwork.rotated)
        arrowImageView.isHidden = false
        arrowImageView.image = artwork.image
        arrowImageView.transform = .identity
        arrowImageView.bounds = CGRect(origin: .zero, size: frame.size)
        arrowImageView.center = frame.center
        arrowImageView.transform = CGAffineTransform(rotationAngle: frame.rotation)
    }
}
#endif
