import Foundation
import PopoverCore
import PopoverImageSkin

/// The pixels of a skin whose arrow is drawn into its backgrounds (the core's
/// ``/PopoverImageSkin/ArrowInBackgroundSkin``), with its metrics and the images' scale.
///
/// ```swift
/// let pngs = arrowInBackgroundSkin.map { try! Data(contentsOf: gikFolder.appendingPathComponent("\($0)@2x.png")) }
/// let gik = try ArrowInBackgroundImages.loose(pngs, metrics: arrowInBackgroundMetrics, imageScale: 2)
/// gik.skin.up?.main.image.width  // 114
/// ```
public struct ArrowInBackgroundImages: Sendable, Equatable {
    /// The images and their numbers.
    public var skin: ArrowInBackgroundSkin<RenderedImage>
    /// Arrow base and height (the base and the corner radius choose the corner variants), content insets.
    public var metrics: SkinMetrics
    /// Pixels per point of the images (2 for `@2x` files).
    public var imageScale: Int

    /// Makes a skin from decoded images.
    ///
    /// ```swift
    /// ArrowInBackgroundImages(skin: gik.skin, metrics: arrowInBackgroundMetrics, imageScale: 2)
    /// ```
    public init(skin: ArrowInBackgroundSkin<RenderedImage>, metrics: SkinMetrics, imageScale: Int) {
        self.skin = skin
        self.metrics = metrics
        self.imageScale = imageScale
    }

    /// Makes a skin from PNG files' bytes. A file that is not a PNG, or is over
    /// ``PNGCodec``'s pixel budget or, with the others, over the 20,000,000 pixels all of them may hold together (``PNGHeader/maximumPixels``), throws ``/PopoverCore/PopoverInputError`` naming the
    /// image (`up.main`, `right.leadingCorner`…).
    ///
    /// ```swift
    /// let gifs = arrowInBackgroundSkin.map { _ in Data("GIF89a".utf8) }
    /// try ArrowInBackgroundImages.loose(gifs, metrics: arrowInBackgroundMetrics, imageScale: 1)  // throws: up.main: must be a PNG file, got a GIF file
    /// ```
    public static func loose(_ pngs: ArrowInBackgroundSkin<Data>, metrics: SkinMetrics, imageScale: Int) throws -> ArrowInBackgroundImages {
        var budget = PNGDecodingBudget()
        return ArrowInBackgroundImages(
            skin: try pngs.mapImages { id, png in try budget.decode(png, field: id.description) }, metrics: metrics, imageScale: imageScale
        )
    }

    /// Throws ``/PopoverCore/PopoverInputError`` for an image scale outside 1...3, numbers
    /// that ``/PopoverImageSkin/ArrowInBackgroundSkin/validate(metrics:)`` refuses, or an image
    /// whose pixels are not its declared size at the image scale.
    ///
    /// ```swift
    /// var wrong = gik
    /// wrong.imageScale = 1
    /// try wrong.validate()  // throws: up.main.size: must be the image's size at 1x, 114×102 pt, got 57×51
    /// ```
    public func validate() throws {
        guard RenderScale.supported.contains(imageScale) else {
            throw PopoverInputError(field: "imageScale", rule: "must be 1, 2 or 3", value: "\(imageScale)")
        }
        try skin.validate(metrics: metrics)
        let s = CGFloat(imageScale)
        for id in skin.imageIDs {
            guard let image = skin.image(id) else { continue }
            let pixels = CGSize(width: CGFloat(image.image.width) / s, height: CGFloat(image.image.height) / s)
            guard abs(pixels.width - image.size.width) < 0.5 / s, abs(pixels.height - image.size.height) < 0.5 / s else {
                throw PopoverInputError(
                    field: "\(id).size", rule: "must be the image's size at \(imageScale)x, \(NumberText.format(pixels.width))×\(NumberText.format(pixels.height)) pt",
                    value: "\(NumberText.format(image.size.width))×\(NumberText.format(image.size.height))"
                )
            }
        }
    }

    /// The core's layout of this skin in a view of `size` points at `scale` pixels per point.
    ///
    /// ```swift
    /// gik.layout(size: CGSize(width: 220, height: 150), direction: .left, arrowOffset: 0, scale: 2).pieces.count  // 2
    /// ```
    public func layout(size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, scale: CGFloat) -> ArrowInBackgroundLayout {
        ArrowInBackgroundLayout(size: size, direction: direction, arrowOffset: arrowOffset, skin: skin, metrics: metrics, scale: scale)
    }
}
