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
    private let sink: ByteSink?
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

    private init(imageSurface: OpaquePointer?, width: CGFloat, height: CGFloat, scale: Int) throws {
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

    // MARK: Output

    /// The image's pixels, premultiplied BGRA.
    func image() -> RenderedImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return RenderedImage(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
        }
        let rowBytes = width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height {
                (buffer.baseAddress! + y * rowBytes).update(from: data + y * stride, count: rowBytes)
            }
            count = rowBytes * height
        }
        return RenderedImage(width: width, height: height, bytes: bytes)
    }

    /// The image as PNG (``PNGWriter``).
    func png() throws -> Data {
        cairo_surface_flush(surface)
        return try PNGWriter.png(
            pixels: cairo_image_surface_get_data(surface).map(UnsafeRawPointer.init),
            width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            rowStride: Int(cairo_image_surface_get_stride(surface))
        )
    }

    /// Reads a PNG through Cairo (ARGB32 is premultiplied BGRA in memory).
    static func decodePNG(_ data: Data) throws -> RenderedImage {
        let source = ByteSource(data)
        guard let surface = cairo_image_surface_create_from_png_stream(readFromSource, Unmanaged.passUnretained(source).toOpaque()) else {
            throw RenderError.backend("could not read the PNG")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports a broken PNG (bad CRC, cut short) as "out of memory".
            let reason = status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
                ? "corrupt or truncated PNG data" : String(cString: cairo_status_to_string(status))
            throw RenderError.backend("not a valid PNG: \(reason)")
        }
        // A canvas of its own reference to the surface, one point a pixel.
        let canvas = try CairoCanvas(imageSurface: cairo_surface_reference(surface), width: CGFloat(cairo_image_surface_get_width(surface)),
                                     height: CGFloat(cairo_image_surface_get_height(surface)), scale: 1)
        return canvas.image()
    }

    /// The surface, or the error Cairo reports for it (Cairo returns an "error surface"
    /// rather than nil), destroyed.
    private static func checked(_ surface: OpaquePointer?) throws -> OpaquePointer {
        guard let surface else { throw RenderError.backend("Cairo made no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.backend(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// Writes pixels as PNG through Cairo.
    static func encodePNG(_ image: RenderedImage) throws -> Data {
        try PNGWriter.png(image)
    }

    /// Ends the PDF page and returns the document.
    func finishPDF() throws -> Data {
        cairo_show_page(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let sink else {
            throw RenderError.backend(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
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

    func shadow(of shape: ShadowShape, color: RGBAColor, blur: CGFloat, offset: CGPoint) {
        let bounds = shape.outline.bounds
        guard !bounds.isNull, color.alpha > 0, blur.isFinite, offset.x.isFinite, offset.y.isFinite else { return }
        // The mask covers the shape moved by the offset, padded by the blur, clipped to the
        // canvas: the work is bounded by what is drawn, whatever the shape's size.
        let whole = bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -blur, dy: -blur)
        let region = whole.intersection(canvasBounds)
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        let plan = ShadowRaster(blur: blur, scale: rasterScale)
        let s = plan.scale, radius = plan.radius
        let (origin, width, height) = Self.pixels(of: region, scale: s)
        guard width > 0, height > 0 else { return }

        let spared = shape.bodyIsPaintedOver ? shape.body.map { pixelsInside($0) } : nil
        var mask: AlphaMask
        if let body = shape.body, radius > 0, plan.ninePartFits(body: body, maskPixels: width * height) {
            let shadow = NinePartShadow(scale: s, radius: radius) { path, origin, width, height in
                Self.coverage(of: path, origin: origin, width: width, height: height, scale: s)
            }
            // On an image at full resolution, written where it lies in the canvas's coverage
            // mask (the region is within the image) and painted from there; the spared
            // pixels are never painted, so their middles need not be written.
            let box = PixelBox(x: origin.x, y: origin.y, width: width, height: height)
            if s == rasterScale, paint(color, writing: box, cleared: true, sparing: spared, { out, stride, leftOut in
                shadow.draw(shape, body: body, offset: offset, origin: origin, width: width, height: height, into: out, stride: stride, leftOut: leftOut)
            }) {
                return
            }
            mask = shadow.mask(of: shape, body: body, offset: offset, origin: origin, width: width, height: height)
        } else {
            // Rasterise the region padded by the radius (what the blur reads), blur, crop.
            let padded = (x: origin.x - radius, y: origin.y - radius)
            var big = Self.coverage(
                of: shape.outline.offsetBy(dx: offset.x, dy: offset.y), origin: padded,
                width: width + 2 * radius, height: height + 2 * radius, scale: s
            )
            big.blur(radius: radius)
            mask = big.cropped(x: radius, y: radius, width: width, height: height)
        }
        if s == rasterScale {
            composite(mask, origin: origin, color: color, sparing: spared)
        } else {
            // Blurred on a coarser grid: brought back to the canvas's pixels, then drawn 1:1;
            // on an image, straight into the canvas's coverage mask where it lies, the
            // spared pixels' middles not worked out.
            let target = Self.pixels(of: region, scale: rasterScale)
            let box = PixelBox(x: target.origin.x, y: target.origin.y, width: target.width, height: target.height)
            if paint(color, writing: box, cleared: false, sparing: spared, { out, stride, leftOut in
                mask.resample(origin: origin, scale: s, to: target.origin, scale: rasterScale, width: target.width, height: target.height,
                              into: out, stride: stride, leftOut: leftOut)
            }) {
                return
            }
            composite(
                mask.resampled(origin: origin, scale: s, to: target.origin, scale: rasterScale, width: target.width, height: target.height),
                origin: target.origin, color: color, sparing: spared
            )
        }
    }

    /// The device pixels wholly inside a rounded rectangle (canvas points) and at least
    /// `clearance` points inside its edge, less one pixel all round: what an opaque fill of
    /// it paints over whatever lay there, and what a stroke along its edge half as wide as
    /// `clearance` leaves alone. A rounded rectangle holds the rectangle inset by 0.3 × its
    /// radius (its corners' arcs pass 0.29 × the radius inside the corners).
    /// Empty when there are none (a body smaller than its insets: no rectangle is left).
    func pixelsInside(_ body: (rect: CGRect, radius: CGFloat), clearance: CGFloat = 0) -> PixelBox {
        let inside = body.rect.insetBy(dx: 0.3 * body.radius + clearance, dy: 0.3 * body.radius + clearance)
        let s = rasterScale
        // Within what an integer holds: a box that large is never an image's anyway.
        func usable(_ value: CGFloat) -> Bool { value.isFinite && abs(value * s) < 1e15 }
        guard !inside.isNull, usable(inside.minX), usable(inside.maxX), usable(inside.minY), usable(inside.maxY) else {
            return PixelBox(x: 0, y: 0, width: 0, height: 0)
        }
        let minX = Int((inside.minX * s).rounded(.up)) + 1, maxX = Int((inside.maxX * s).rounded(.down)) - 1
        let minY = Int((inside.minY * s).rounded(.up)) + 1, maxY = Int((inside.maxY * s).rounded(.down)) - 1
        return PixelBox(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The device pixels at `scale` that cover `region` (points): top-left pixel and size.
    static func pixels(of region: CGRect, scale: CGFloat) -> (origin: (x: Int, y: Int), width: Int, height: Int) {
        let origin = (x: Int((region.minX * scale).rounded(.down)), y: Int((region.minY * scale).rounded(.down)))
        return (origin, Int((region.maxX * scale).rounded(.up)) - origin.x, Int((region.maxY * scale).rounded(.up)) - origin.y)
    }

    /// Paints `color` through a mask of the pixels `box` that `write` writes where they lie
    /// in the canvas's coverage mask (``coverageSurface(cleared:)``), except on the pixels
    /// `spared`. `write` gets the address of the box's top-left pixel, the bytes from one
    /// row to the next, and the pixels it need not write. `false`, and nothing drawn, when
    /// the canvas is not an image that holds all of `box`.
    private func paint(
        _ color: RGBAColor, writing box: PixelBox, cleared: Bool, sparing spared: PixelBox?,
        _ write: (UnsafeMutablePointer<UInt8>, Int, LeftOutPixels) -> Void
    ) -> Bool {
        guard let size = pixelSize, box.x >= 0, box.y >= 0, box.x + box.width <= size.width, box.y + box.height <= size.height,
              let scratch = coverageSurface(cleared: cleared), let data = cairo_image_surface_get_data(scratch) else { return false }
        let stride = Int(cairo_image_surface_get_stride(scratch))
        write(data + box.y * stride + box.x, stride, spared.map { box.leftOut($0) } ?? .none)
        cairo_surface_mark_dirty(scratch)
        paint(color, through: scratch, within: box, sparing: spared)
        return true
    }

    /// Paints `color` through a mask of device pixels whose top-left is the pixel `origin`:
    /// on an image, except on the device pixels `spared` (painted over next: no need to
    /// draw there); on a PDF page, all of it (what is painted over costs no pixels there).
    private func composite(_ mask: AlphaMask, origin: (x: Int, y: Int), color: RGBAColor, sparing spared: PixelBox?) {
        let box = PixelBox(x: origin.x, y: origin.y, width: mask.width, height: mask.height)
        // On an image, the mask's part on it goes into the canvas's coverage mask where it lies.
        if let size = pixelSize {
            guard let part = box.intersection(PixelBox(x: 0, y: 0, width: size.width, height: size.height)) else { return }
            _ = paint(color, writing: part, cleared: false, sparing: spared) { out, stride, _ in
                mask.bytes.withUnsafeBufferPointer { source in
                    for y in 0..<part.height {
                        (out + y * stride).update(from: source.baseAddress! + (part.y + y - box.y) * mask.width + (part.x - box.x), count: part.width)
                    }
                }
            }
            return
        }
        let scale = rasterScale
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(mask.width)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        mask.bytes.withUnsafeBufferPointer { source in
            for y in 0..<mask.height {
                (data + y * stride).update(from: source.baseAddress! + y * mask.width, count: mask.width)
            }
        }
        cairo_surface_mark_dirty(surface)
        setSource(color)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        cairo_mask_surface(cr, surface, Double(CGFloat(origin.x) / scale), Double(CGFloat(origin.y) / scale))
    }

    /// Paints `color` through the coverage mask `scratch` (the image's size) within `part`,
    /// except on the device pixels `spared`: clipped to boxes on whole pixels, which Cairo
    /// clips to exactly.
    private func paint(_ color: RGBAColor, through scratch: OpaquePointer, within part: PixelBox, sparing spared: PixelBox?) {
        setSource(color)
        func maskWithinPart() {
            clip(toPixels: part)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, scratch, 0, 0)
        }
        if let spared {
            outside(spared, maskWithinPart)
        } else {
            cairo_save(cr)
            maskWithinPart()
            cairo_restore(cr)
        }
    }

    /// The anti-aliased coverage of a path (canvas points) over a region of device pixels.
    static func coverage(of path: PopoverPath, origin: (x: Int, y: Int), width: Int, height: Int, scale: CGFloat) -> AlphaMask {
        var mask = AlphaMask(width: width, height: height)
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return mask }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return mask }
        cairo_translate(context, -Double(origin.x), -Double(origin.y))
        cairo_scale(context, Double(scale), Double(scale))
        trace(path, on: context)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return mask }
        mask.bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                target.baseAddress!.advanced(by: y * width).update(from: data + y * stride, count: width)
            }
        }
        return mask
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
/// Bytes a C library reads through a callback (Cairo's PNG reader).
private final class ByteSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
}

/// Cairo's read callback: copies the next bytes of the ``ByteSource`` passed as the closure.
private func readFromSource(_ closure: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}

/// Cairo's write callback: appends to the ``ByteSink`` passed as the closure.
private func appendToSink(_ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
#endif
