#if canImport(CCairo)
import CCairo
import Foundation
import PopoverCore

/// A translucent stroke along a popover's outline, drawn where it can reach: Cairo blends
/// a translucent colour into every pixel of the stroke's bounds, a coverage of zero
/// included, so the stroke's coverage is rasterised on a mask of its own (as Cairo
/// rasterises it on the image, clip included) and the colour painted through it in four
/// bands around the body's inside, which the stroke never reaches. The pixels are those
/// of stroking on the image: painting through a mask under a box clip on whole pixels
/// changes no pixel's value (clipping the stroke itself to a box would: Cairo rasterises
/// a clipped shape differently).
extension CairoCanvas {
    func stroke(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat)) {
        // An opaque colour Cairo fills span by span already, touching only the stroke.
        let inside = pixelsInside(body, clearance: width / 2)
        guard pixelSize != nil, leavesEnoughOut(inside), color.alpha < 1 else {
            stroke(outline, width: width, color: color, dash: [])
            return
        }
        setSource(color)
        throughCoverage(around: inside, within: pixels(touchedBy: outline.bounds, spread: width / 2)) { context in
            Self.trace(outline, on: context)
            cairo_set_line_width(context, Double(width))
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    func strokeInside(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat)) {
        let inside = pixelsInside(body, clearance: width / 2)
        guard pixelSize != nil, leavesEnoughOut(inside), color.alpha < 1 else {
            clipped(to: outline) { $0.stroke(outline, width: width, color: color, dash: []) }
            return
        }
        setSource(color)
        throughCoverage(around: inside, within: pixels(touchedBy: outline.bounds, spread: width / 2)) { context in
            Self.trace(outline, on: context)
            cairo_clip(context)
            Self.trace(outline, on: context)
            cairo_set_line_width(context, Double(width))
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    /// Whether leaving `inside` out of Cairo's work pays for the coverage mask and the
    /// bands: on a small popover (an image skin's pieces, say) drawing it whole is as fast
    /// and makes fewer allocations.
    func leavesEnoughOut(_ inside: PixelBox) -> Bool {
        let (area, overflow) = inside.width.multipliedReportingOverflow(by: inside.height)
        return overflow || area >= 128 * 128
    }

    /// Paints the current source through the coverage `rasterize` draws on a mask of the
    /// whole image (same scale), outside `inside` only.
    func throughCoverage(around inside: PixelBox, within limit: PixelBox?, _ rasterize: (OpaquePointer) -> Void) {
        guard let mask = coverageMask(rasterize) else { return }
        outside(inside, within: limit) {
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, 0, 0)
        }
    }

    /// A mask of the whole image with the coverage `rasterize` draws on it (same scale):
    /// the canvas's one coverage mask, cleared, valid until the next call.
    func coverageMask(_ rasterize: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let mask = coverageSurface(cleared: true), let context = coverageScratch?.context else { return nil }
        cairo_save(context)
        cairo_scale(context, Double(rasterScale), Double(rasterScale))
        rasterize(context)
        cairo_restore(context)
        cairo_surface_flush(mask)
        return mask
    }

    /// The canvas's one mask the size of the image (made on first use), all clear if
    /// `cleared`, else as the last use left it; flushed for writing its bytes.
    func coverageSurface(cleared: Bool) -> OpaquePointer? {
        guard let size = pixelSize else { return nil }
        if let scratch = coverageScratch {
            cairo_surface_flush(scratch.mask)
            if cleared, scratch.used, let data = cairo_image_surface_get_data(scratch.mask) {
                data.update(repeating: 0, count: Int(cairo_image_surface_get_stride(scratch.mask)) * size.height)
                cairo_surface_mark_dirty(scratch.mask)
            }
            coverageScratch?.used = true
            return scratch.mask
        }
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size.width), Int32(size.height)) else { return nil }
        guard let context = cairo_create(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        coverageScratch = (made, context, true)
        return made
    }

    /// The pixels of the image a shape inside `rect` (points) can touch when drawn up to
    /// `spread` points past its edge: rounded out, a pixel more each way, within the image
    /// (empty for a rectangle off the canvas or not a number); `nil` on a PDF page.
    func pixels(touchedBy rect: CGRect, spread: CGFloat) -> PixelBox? {
        guard pixelSize != nil else { return nil }
        let margin = max(0, spread) + 1 / rasterScale
        // Cut to the canvas while still in points: nothing past it becomes an integer.
        let region = rect.insetBy(dx: -margin, dy: -margin).intersection(canvasBounds)
        guard !region.isNull, region.width > 0, region.height > 0 else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
        let (origin, width, height) = Self.pixels(of: region, scale: rasterScale)
        return PixelBox(x: origin.x, y: origin.y, width: width, height: height)
    }

    /// Clips the context to a box of whole device pixels, which Cairo clips to exactly.
    func clip(toPixels box: PixelBox) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// `limit` (the whole image without it) less `inside`, as four boxes on whole pixels
    /// (above, below, left and right of it; some may be empty); `nil` on a PDF page.
    func bands(around inside: PixelBox?, within limit: PixelBox? = nil) -> (PixelBox, PixelBox, PixelBox, PixelBox)? {
        guard let size = pixelSize else { return nil }
        let image = PixelBox(x: 0, y: 0, width: size.width, height: size.height), none = PixelBox(x: 0, y: 0, width: 0, height: 0)
        guard let whole = limit.map({ $0.intersection(image) }) ?? image else { return (none, none, none, none) }
        guard let inside, let inner = inside.intersection(whole) else { return (whole, none, none, none) }
        let right = whole.x + whole.width, bottom = whole.y + whole.height
        return (
            PixelBox(x: whole.x, y: whole.y, width: whole.width, height: inner.y - whole.y),
            PixelBox(x: whole.x, y: inner.y + inner.height, width: whole.width, height: bottom - inner.y - inner.height),
            PixelBox(x: whole.x, y: inner.y, width: inner.x - whole.x, height: inner.height),
            PixelBox(x: inner.x + inner.width, y: inner.y, width: right - inner.x - inner.width, height: inner.height)
        )
    }

    /// Runs `draw` once with the context clipped to `limit` (the whole image without it)
    /// less `inside` (``bands(around:within:)``), so that Cairo's work covers the rest only;
    /// its changes to the context are undone after it.
    func outside(_ inside: PixelBox?, within limit: PixelBox? = nil, _ draw: () -> Void) {
        guard let bands = bands(around: inside, within: limit) else { return }
        cairo_save(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for band in [bands.0, bands.1, bands.2, bands.3] where !band.isEmpty {
            cairo_rectangle(cr, Double(band.x), Double(band.y), Double(band.width), Double(band.height))
        }
        cairo_restore(cr)
        cairo_clip(cr)
        draw()
        cairo_restore(cr)
    }
}
#endif
