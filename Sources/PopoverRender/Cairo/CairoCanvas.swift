#if canImport(CCairo)
import CCairo
import Foundation
import PopoverCore

/// A Cairo context that draws in points: an ARGB32 image at a scale, or a PDF page.
final class CairoCanvas: Canvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Device pixels per point of the shadow masks (the image's scale; 2 for PDF).
    let rasterScale: CGFloat
    /// The image's size in device pixels; `nil` for a PDF page.
    let pixelSize: (width: Int, height: Int)?
    let sink: ByteSink?
    /// The canvas in points: shadow work is clipped to it.
    let canvasBounds: CGRect
    /// A mask the size of the image for coverage (``coverageMask(_:)``) and a context
    /// drawing on it, made once.
    var coverageScratch: (mask: OpaquePointer, context: OpaquePointer, used: Bool)?

    /// An image of `width × height` points at `scale` device pixels per point, transparent.
    convenience init(imageWidth width: CGFloat, height: CGFloat, scale: Int) throws {
        let pixels = try Self.pixelSize(width: width, height: height, scale: scale)
        try self.init(imageSurface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height)),
                      width: width, height: height, scale: scale)
    }

    /// An image Cairo draws on in `pixels` (transparent, rows of exactly `width × 4` bytes),
    /// which must outlive the canvas.
    private convenience init(pixels: UnsafeMutablePointer<UInt8>, size: (width: Int, height: Int), width: CGFloat, height: CGFloat, scale: Int) throws {
        try self.init(imageSurface: cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height), Int32(size.width * 4)),
                      width: width, height: height, scale: scale)
    }

    init(imageSurface: OpaquePointer?, width: CGFloat, height: CGFloat, scale: Int) throws {
        surface = try Self.checked(imageSurface)
        cr = cairo_create(surface)
        CairoLabelFont.setFixedOptions(on: cr)
        cairo_scale(cr, Double(scale), Double(scale))
        rasterScale = CGFloat(scale)
        pixelSize = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        sink = nil
        canvasBounds = CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// The device pixels of an image of `width × height` points at `scale`.
    private static func pixelSize(width: CGFloat, height: CGFloat, scale: Int) throws -> (width: Int, height: Int) {
        let pixelWidth = (width * CGFloat(scale)).rounded(.up), pixelHeight = (height * CGFloat(scale)).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 0, pixelHeight >= 0,
              pixelWidth <= CGFloat(Int32.max), pixelHeight <= CGFloat(Int32.max) else {
            throw RenderError.backend("cannot make a \(width) × \(height) point image at \(scale)x")
        }
        return (Int(pixelWidth), Int(pixelHeight))
    }

    /// The image `draw` makes on a new canvas of `width × height` points at `scale`, drawn
    /// straight into the image's bytes (no copy of the pixels afterwards).
    static func image(width: CGFloat, height: CGFloat, scale: Int, _ draw: (inout CairoCanvas) -> Void) throws -> RenderedImage {
        let size = try pixelSize(width: width, height: height, scale: scale)
        let (count, overflow) = size.width.multipliedReportingOverflow(by: size.height * 4)
        guard !overflow, count > 0 else {
            var canvas = try CairoCanvas(imageWidth: width, height: height, scale: scale)
            draw(&canvas)
            return canvas.image()
        }
        var failure: (any Error)?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = count
            do {
                var canvas = try CairoCanvas(pixels: buffer.baseAddress!, size: size, width: width, height: height, scale: scale)
                draw(&canvas)
                // Cairo lets go of the pixels before the array owns them.
                cairo_surface_finish(canvas.surface)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RenderedImage(width: size.width, height: size.height, bytes: bytes)
    }

    /// A one-page PDF of `width × height` points; read it with ``finishPDF()``.
    init(pdfWidth width: CGFloat, height: CGFloat) throws {
        let sink = ByteSink()
        self.sink = sink
        surface = try Self.checked(cairo_pdf_surface_create_for_stream(
            appendToSink,
            Unmanaged.passUnretained(sink).toOpaque(), Double(width), Double(height)
        ))
        // A fixed creation date makes the bytes the same on every run.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        cr = cairo_create(surface)
        CairoLabelFont.setFixedOptions(on: cr)
        rasterScale = 2
        pixelSize = nil
        canvasBounds = CGRect(x: 0, y: 0, width: width, height: height)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let scratch = coverageScratch {
            cairo_destroy(scratch.context)
            cairo_surface_destroy(scratch.mask)
        }
    }

    // MARK: Canvas

    func fill(_ path: PopoverPath, with paint: FillPaint) {
        Self.trace(path, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        Self.setSource(paint, on: cr)
        cairo_fill(cr)
    }

    func stroke(_ path: PopoverPath, width: CGFloat, color: RGBAColor, dash: [CGFloat]) {
        Self.trace(path, on: cr)
        setSource(color)
        cairo_set_line_width(cr, Double(width))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let lengths = dash.map(Double.init)
        cairo_set_dash(cr, lengths, Int32(lengths.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func clipped(to path: PopoverPath, _ body: (inout CairoCanvas) -> Void) {
        cairo_save(cr)
        Self.trace(path, on: cr)
        cairo_clip(cr)
        var this = self
        body(&this)
        cairo_restore(cr)
    }

    var drawsImages: Bool { true }

    func draw(_ image: RenderedImage, in rect: CGRect) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: image.width)))
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0, stride == image.width * 4 else { return }
        // One device pixel per image pixel: copied as they are; stretched: smoothed.
        let oneToOne = abs(rect.width * rasterScale - CGFloat(image.width)) < 0.5 && abs(rect.height * rasterScale - CGFloat(image.height)) < 0.5
        image.bytes.withUnsafeBytes { buffer in
            // Cairo reads the pixels in place (premultiplied BGRA is its ARGB32) and never
            // writes to a source surface: no copy.
            guard let base = buffer.baseAddress.map({ UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: UInt8.self) }),
                  let source = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(stride))
            else { return }
            defer { cairo_surface_destroy(source) }
            cairo_save(cr)
            let devicePixel = (x: (rect.minX * rasterScale).rounded(), y: (rect.minY * rasterScale).rounded())
            if oneToOne, abs(rect.minX * rasterScale - devicePixel.x) < 1e-9, abs(rect.minY * rasterScale - devicePixel.y) < 1e-9 {
                // On whole device pixels: a plain copy in device space, which pixman does
                // without sampling (through the canvas's scale it sampled every pixel).
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, source, Double(devicePixel.x), Double(devicePixel.y))
            } else {
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
                cairo_set_source_surface(cr, source, 0, 0)
            }
            cairo_pattern_set_filter(cairo_get_source(cr), oneToOne ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
            // A PDF keeps the surface until the page ends: let it copy the pixels now.
            cairo_surface_finish(source)
        }
    }

    func text(_ string: String, at origin: CGPoint, size: CGFloat, color: RGBAColor, bold: Bool, centred: Bool) {
        cairo_set_font_face(cr, (bold ? CairoLabelFont.bold : CairoLabelFont.regular).pointer)
        cairo_set_font_size(cr, Double(size))
        var x = Double(origin.x)
        if centred {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, string, &extents)
            x -= extents.x_advance / 2
        }
        setSource(color)
        cairo_move_to(cr, x, Double(origin.y))
        cairo_show_text(cr, string)
        cairo_new_path(cr)
    }

    // MARK: Helpers

    func setSource(_ c: RGBAColor) {
        Self.setSource(c, on: cr)
    }

    private static func setSource(_ c: RGBAColor, on context: OpaquePointer) {
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    /// Makes `paint` the source of `context` (in its user space).
    static func setSource(_ paint: FillPaint, on context: OpaquePointer) {
        switch paint {
        case let .solid(color):
            setSource(color, on: context)
        case let .seeThrough(glass):
            // Nothing to see through on a canvas alone: the painter blurs a backdrop first.
            setSource(glass.opaqueColor, on: context)
        case let .linear(start, end, stops):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            for stop in stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Replays a path into a Cairo context (quadratics become cubics; arcs stay arcs).
    static func trace(_ path: PopoverPath, on context: OpaquePointer) {
        cairo_new_path(context)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p):
                cairo_move_to(context, Double(p.x), Double(p.y)); current = p
            case let .line(p):
                cairo_line_to(context, Double(p.x), Double(p.y)); current = p
            case let .quadCurve(p, c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .arc(center, radius, start, _, _):
                guard let ends = element.arcEnds else { continue }
                let (cx, cy, r, a0, a1) = (Double(center.x), Double(center.y), Double(radius), Double(start), Double(start + ends.sweep))
                if ends.sweep >= 0 { cairo_arc(context, cx, cy, r, a0, a1) } else { cairo_arc_negative(context, cx, cy, r, a0, a1) }
                current = ends.end
            case .close:
                cairo_close_path(context)
            }
        }
    }
}
#endif
