import Foundation

/// A backend that draws to a bitmap or a PDF page: Cairo on Linux, CoreGraphics on Apple.
protocol RasterCanvas: Canvas {
    /// A transparent bitmap of `width × height` points at `scale` pixels per point;
    /// throws ``RenderError/backend(_:)`` when the library cannot make one (an empty or
    /// huge size, no memory).
    init(imageWidth width: CGFloat, height: CGFloat, scale: Int) throws
    /// A one-page PDF of `width × height` points; throws as the bitmap does.
    init(pdfWidth width: CGFloat, height: CGFloat) throws
    /// The bitmap's pixels.
    func image() -> RenderedImage
    /// The bitmap `draw` makes on a new canvas of `width × height` points at `scale`.
    static func image(width: CGFloat, height: CGFloat, scale: Int, _ draw: (inout Self) -> Void) throws -> RenderedImage
    /// The bitmap as PNG.
    func png() throws -> Data
    /// The finished PDF.
    func finishPDF() throws -> Data
    /// Reads a PNG into premultiplied BGRA pixels.
    static func decodePNG(_ data: Data) throws -> RenderedImage
    /// Writes premultiplied BGRA pixels as PNG.
    static func encodePNG(_ image: RenderedImage) throws -> Data
}

extension RasterCanvas {
    static func image(width: CGFloat, height: CGFloat, scale: Int, _ draw: (inout Self) -> Void) throws -> RenderedImage {
        var canvas = try Self(imageWidth: width, height: height, scale: scale)
        draw(&canvas)
        return canvas.image()
    }
}

#if canImport(CCairo)
extension CairoCanvas: RasterCanvas {}
/// The platform's raster backend.
typealias PlatformCanvas = CairoCanvas
#elseif canImport(CoreGraphics)
extension CoreGraphicsCanvas: RasterCanvas {}
/// The platform's raster backend.
typealias PlatformCanvas = CoreGraphicsCanvas
#endif
