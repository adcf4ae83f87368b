import Foundation
import PopoverCore

/// Renders popover skins: a premultiplied BGRA bitmap, PNG, PDF or SVG of the same
/// geometry. Cairo draws on Linux, CoreGraphics on Apple platforms; SVG is our own
/// writer. The same request gives the same bytes every time.
///
/// ```swift
/// let request = SkinRenderRequest(style: .system, size: CGSize(width: 320, height: 200),
///                                 direction: .up, scale: 3, appearance: .dark)
/// let image = try PopoverRenderer.image(request)
/// try PopoverRenderer.write(request, to: FileManager.default.temporaryDirectory.appendingPathComponent("skin.pdf"))
/// ```
public enum PopoverRenderer {
    /// The skin as pixels, with room around it for the shadow (see ``SkinRenderRequest/shadowMargins``).
    ///
    /// ```swift
    /// let image = try PopoverRenderer.image(request)
    /// image.width == Int(request.canvasSize.width) * request.scale  // true: the view and its shadow margins
    /// ```
    public static func image(_ request: SkinRenderRequest) throws -> RenderedImage {
        try request.validate()
        return try SkinSheet(request: request).image()
    }

    /// The skin encoded in a format.
    ///
    /// ```swift
    /// let svg = String(decoding: try PopoverRenderer.data(request, format: .svg), as: UTF8.self)
    /// ```
    public static func data(_ request: SkinRenderRequest, format: OutputFormat) throws -> Data {
        try request.validate(for: format)
        return try SkinSheet(request: request).data(format)
    }

    /// The outline alone, filled with one opaque colour: no shadow, border or gradient.
    /// A mask for designers, and the floor the benchmarks compare a styled render with.
    ///
    /// ```swift
    /// let mask = try PopoverRenderer.silhouette(request)   // same canvas as image(request)
    /// ```
    public static func silhouette(_ request: SkinRenderRequest) throws -> RenderedImage {
        try request.validate()
        var plain = request.style
        plain.fill = .solid(DynamicColor(.black))
        plain.border = nil
        plain.innerHighlight = nil
        plain.shadow = nil
        var flat = request
        flat.style = plain
        return try SkinSheet(request: flat, canvasSize: request.canvasSize, viewOrigin: request.viewOrigin).image()
    }

    /// Renders to a file whose extension (`.png`, `.pdf`, `.svg`) picks the format. The
    /// file appears whole or not at all.
    ///
    /// ```swift
    /// try PopoverRenderer.write(request, to: FileManager.default.temporaryDirectory.appendingPathComponent("orange-up.png"))
    /// ```
    public static func write(_ request: SkinRenderRequest, to url: URL) throws {
        let format = try OutputFormat(path: url.path)
        try AtomicFile.write(try data(request, format: format), to: url)
    }
}

/// One skin on a canvas with room for its shadow.
struct SkinSheet: Sheet {
    let request: SkinRenderRequest
    let canvasSize: CGSize
    let viewOrigin: CGPoint

    init(request: SkinRenderRequest) {
        self.init(request: request, canvasSize: request.canvasSize, viewOrigin: request.viewOrigin)
    }

    init(request: SkinRenderRequest, canvasSize: CGSize, viewOrigin: CGPoint) {
        self.request = request
        self.canvasSize = canvasSize
        self.viewOrigin = viewOrigin
    }

    var pixelScale: Int { request.scale }

    func draw<Target: Canvas>(on canvas: inout Target) {
        var painter = SkinPainter(style: request.style, layout: request.layout, environment: request.environment, scale: CGFloat(request.scale))
        if let backdrop = request.backdrop {
            let pixels = request.canvasPixels
            let behind = Backdrop.resampled(backdrop, width: pixels.width, height: pixels.height)
            canvas.draw(behind, in: CGRect(origin: .zero, size: canvasSize))
            painter.behind = (behind, .zero)
        }
        painter.paint(on: &canvas, at: viewOrigin)
    }
}
