import Foundation
import PopoverCore
import PopoverImageSkin

/// The pixels of an image skin, as a designer hands them over or as `popoverkit assets`
/// exports them: a stretchable background, arrow image(s), cap insets and metrics.
///
/// ```swift
/// let skin = try ImageSkinImages.loose(
///     background: Data(contentsOf: backgroundURL), capInsets: .uniform(14),
///     arrows: [Data(contentsOf: arrowURL)], metrics: PopoverStyle.orange.metrics, imageScale: 2)
/// ```
public struct ImageSkinImages: Sendable, Equatable {
    /// The body's image.
    public var background: RenderedImage
    /// The background's cap insets in points.
    public var capInsets: PopoverInsets
    /// The arrow images.
    public var arrows: ArrowImages<RenderedImage>
    /// Arrow base and height, the corner radius the arrow keeps clear of, content insets.
    public var metrics: SkinMetrics
    /// Pixels per point of the images (2 for `@2x` files).
    public var imageScale: Int
    /// Overlap, background margin, arrow layer and orientation, pixel alignment, and how
    /// the background's middle fills the space between its caps.
    public var arrangement = ImageSkinArrangement()

    /// Makes a skin from decoded images.
    ///
    /// ```swift
    /// ImageSkinImages(background: backgroundImage, capInsets: .uniform(14), arrows: .rotated(up: arrowImage),
    ///                 metrics: PopoverStyle.orange.metrics, imageScale: 2)
    /// ```
    public init(background: RenderedImage, capInsets: PopoverInsets, arrows: ArrowImages<RenderedImage>, metrics: SkinMetrics, imageScale: Int) {
        self.background = background
        self.capInsets = capInsets
        self.arrows = arrows
        self.metrics = metrics
        self.imageScale = imageScale
    }

    /// Makes a skin from PNG files' bytes; one arrow image is rotated, four are used as given
    /// (up, down, left, right). A file that is not a PNG, or is over ``PNGCodec``'s pixel
    /// budget or, with the others, over the 20,000,000 pixels all of them may hold together (``PNGHeader/maximumPixels``), throws ``/PopoverCore/PopoverInputError`` naming `background` or `arrows`.
    ///
    /// ```swift
    /// try ImageSkinImages.loose(background: backgroundPNG, capInsets: .uniform(14), arrows: [arrowPNG],
    ///                           metrics: PopoverStyle.orange.metrics, imageScale: 2)
    /// ```
    public static func loose(background: Data, capInsets: PopoverInsets, arrows: [Data], metrics: SkinMetrics, imageScale: Int) throws -> ImageSkinImages {
        var budget = PNGDecodingBudget()
        let backgroundImage = try budget.decode(background, field: "background")
        let decoded = try arrows.map { try budget.decode($0, field: "arrows") }
        let artwork: ArrowImages<RenderedImage>
        switch decoded.count {
        case 1: artwork = .rotated(up: decoded[0])
        case 4: artwork = .perDirection(up: decoded[0], down: decoded[1], left: decoded[2], right: decoded[3])
        default: throw PopoverInputError(field: "arrows", rule: "must be 1 image (up, rotated) or 4 (up, down, left, right)", value: "\(decoded.count)")
        }
        return ImageSkinImages(background: backgroundImage, capInsets: capInsets, arrows: artwork, metrics: metrics, imageScale: imageScale)
    }

    /// Throws ``/PopoverCore/PopoverInputError`` for an image scale outside 1...3 (`imageScale`) or
    /// cap insets and metrics that ``/PopoverImageSkin/ImageSkinGeometry/validate()`` refuses.
    ///
    /// ```swift
    /// try skin.validate()   // capInsets.top: must be >= 0, got -1e+308
    /// ```
    public func validate() throws {
        guard RenderScale.supported.contains(imageScale) else {
            throw PopoverInputError(field: "imageScale", rule: "must be 1, 2 or 3", value: "\(imageScale)")
        }
        try geometry.validate()
        try arrangement.validate()
    }

    /// The core's layout of this skin in a view of `size` points at `scale` pixels per point.
    ///
    /// ```swift
    /// skin.layout(size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0, scale: 2).arrowImage?.center
    /// ```
    public func layout(size: CGSize, direction: ArrowDirection, arrowOffset: CGFloat, scale: CGFloat) -> ImageSkinLayout {
        let s = CGFloat(max(1, imageScale))
        return ImageSkinLayout(
            size: size, direction: direction, arrowOffset: arrowOffset, metrics: metrics, arrangement: arrangement,
            arrowImageSizes: arrows.map { CGSize(width: CGFloat($0.width) / s, height: CGFloat($0.height) / s) }, scale: scale
        )
    }

    /// The measurements the checks need, in points, with what the pixels say (``reading``).
    ///
    /// ```swift
    /// ImageSkinCheck.warnings(for: skin.geometry)
    /// ```
    public var geometry: ImageSkinGeometry {
        let s = CGFloat(max(1, imageScale)), up = arrows.up
        return ImageSkinGeometry(
            backgroundSize: CGSize(width: CGFloat(background.width) / s, height: CGFloat(background.height) / s),
            capInsets: capInsets,
            arrowImageSize: CGSize(width: CGFloat(up.width) / s, height: CGFloat(up.height) / s),
            metrics: metrics, arrangement: arrangement, reading: reading
        )
    }
}

/// PNG to pixels and back, on the platform's backend.
public enum PNGCodec {
    /// Reads a PNG into premultiplied BGRA pixels. The header is read first: anything
    /// that is not a PNG, and images over ``PNGHeader/maximumPixels`` or
    /// ``PNGHeader/maximumPixelsPerSide``, throw ``/PopoverCore/PopoverInputError`` (field `image`)
    /// before any decoding; a corrupt PNG throws ``RenderError``.
    ///
    /// ```swift
    /// let image = try PNGCodec.decode(Data(contentsOf: pngURL))
    /// ```
    public static func decode(_ data: Data) throws -> RenderedImage {
        let header = try PNGHeader(data)
        try header.checkBudget()
        let image = try PlatformCanvas.decodePNG(data)
        guard image.width == header.width, image.height == header.height else {
            throw PopoverInputError(field: "image", rule: "must be a valid PNG", value: "a file whose header disagrees with its data")
        }
        return image
    }

    /// Writes premultiplied BGRA pixels as PNG.
    ///
    /// ```swift
    /// let png = try PNGCodec.encode(image)
    /// ```
    public static func encode(_ image: RenderedImage) throws -> Data { try PlatformCanvas.encodePNG(image) }

    /// ``decode(_:)`` with every problem, a corrupt PNG too, as
    /// ``/PopoverCore/PopoverInputError`` naming `field` (the file or option it came from).
    ///
    /// ```swift
    /// try PNGCodec.decode(Data("GIF89a".utf8), field: "arrows")  // throws: arrows: must be a PNG file, got a GIF file
    /// ```
    public static func decode(_ data: Data, field: String) throws -> RenderedImage {
        do {
            return try decode(data)
        } catch let error as PopoverInputError {
            throw PopoverInputError(field: field, rule: error.rule, value: error.value)
        } catch let error as RenderError {
            throw PopoverInputError(field: field, rule: "must be a valid PNG", value: "\(error)")
        }
    }
}
