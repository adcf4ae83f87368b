import Foundation

/// Something drawn on one canvas: a single skin, a gallery, a placement diagram.
protocol Sheet {
    /// The canvas in points.
    var canvasSize: CGSize { get }
    /// Pixels per point for PNG (and for aligning hairlines).
    var pixelScale: Int { get }
    /// Draws everything.
    func draw<Surface: DrawingSurface>(on surface: inout Surface)
}

extension Sheet {
    func image() -> RenderedImage {
        var canvas = PlatformCanvas(imageWidth: canvasSize.width, height: canvasSize.height, scale: pixelScale)
        draw(on: &canvas)
        return canvas.image()
    }

    func png() throws -> Data {
        var canvas = PlatformCanvas(imageWidth: canvasSize.width, height: canvasSize.height, scale: pixelScale)
        draw(on: &canvas)
        return try canvas.png()
    }

    func pdf() throws -> Data {
        var canvas = PlatformCanvas(pdfWidth: canvasSize.width, height: canvasSize.height)
        draw(on: &canvas)
        return try canvas.finishPDF()
    }

    func svg() -> String {
        var canvas = SVGCanvas(width: canvasSize.width, height: canvasSize.height)
        draw(on: &canvas)
        return canvas.document
    }

    func data(_ format: OutputFormat) throws -> Data {
        switch format {
        case .png: try png()
        case .pdf: try pdf()
        case .svg: Data(svg().utf8)
        }
    }
}
