import Foundation
import PopoverCore

/// Something drawn on one canvas: a single skin, a gallery, a placement diagram.
protocol Sheet {
    /// The canvas in points.
    var canvasSize: CGSize { get }
    /// Pixels per point for PNG (and for aligning hairlines).
    var pixelScale: Int { get }
    /// Draws everything.
    func draw<Target: Canvas>(on canvas: inout Target)
}

extension Sheet {
    func image() throws -> RenderedImage {
        try PlatformCanvas.image(width: canvasSize.width, height: canvasSize.height, scale: pixelScale) { draw(on: &$0) }
    }

    func png() throws -> Data {
        var canvas = try PlatformCanvas(imageWidth: canvasSize.width, height: canvasSize.height, scale: pixelScale)
        draw(on: &canvas)
        return try canvas.png()
    }

    func pdf() throws -> Data {
        var canvas = try PlatformCanvas(pdfWidth: canvasSize.width, height: canvasSize.height)
        draw(on: &canvas)
        return try canvas.finishPDF()
    }

    func svg() -> String {
        var canvas = SVGCanvas(width: canvasSize.width, height: canvasSize.height)
        draw(on: &canvas)
        return canvas.document
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` when the canvas is over the render
    /// budget (``SkinRenderRequest/canvasFits(_:scale:)``) for this format: PNG at its
    /// scale, PDF at the 2 pixels per point of its raster shadows, SVG at 1 (its text grows
    /// with what it draws: 8,000 styles once made a 185 MB file).
    func checkCanvas(_ format: OutputFormat, field: String, value: String) throws {
        try Self.checkCanvas(canvasSize, scale: budgetScale(format), field: field, value: value)
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` unless a canvas of `size`
    /// points fits the render budget at `scale`: for a sheet's parts, checked before
    /// anything else about them.
    static func checkCanvas(_ size: CGSize, scale: Int, field: String, value: String) throws {
        guard SkinRenderRequest.canvasFits(size, scale: scale) else {
            throw PopoverInputError(
                field: field,
                rule: "must fit a canvas of at most \(SkinRenderRequest.maximumPixelsPerSide) pixels a side and \(SkinRenderRequest.maximumCanvasPixels) in all at \(scale)x",
                value: value
            )
        }
    }

    /// Whether the canvas is within the render budget for this format (see ``checkCanvas(_:field:value:)``).
    func fits(_ format: OutputFormat) -> Bool {
        SkinRenderRequest.canvasFits(canvasSize, scale: budgetScale(format))
    }

    /// The pixels per point a format's canvas counts at: PNG its scale, PDF 2, SVG 1.
    private func budgetScale(_ format: OutputFormat) -> Int {
        format == .png ? pixelScale : format == .pdf ? RenderScale.pdfBudget : 1
    }

    func data(_ format: OutputFormat) throws -> Data {
        switch format {
        case .png: try png()
        case .pdf: try pdf()
        case .svg: Data(svg().utf8)
        }
    }
}
