#if canImport(CCairo)
import CCairo
import Foundation
@_spi(Plumbing) import PopoverCore

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
        guard pixelSize != nil, !inside.isEmpty, color.alpha < 1 else {
            stroke(outline, width: width, color: color, dash: [])
            return
        }
        setSource(color)
        throughCoverage(around: inside) { context in
            Self.trace(outline, on: context)
            cairo_set_line_width(context, Double(width))
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    func strokeInside(_ outline: PopoverPath, width: CGFloat, color: RGBAColor, body: (rect: CGRect, radius: CGFloat)) {
        let inside = pixelsInside(body, clearance: width / 2)
        guard pixelSize != nil, !inside.isEmpty, color.alpha < 1 else {
            clipped(to: outline) { $0.stroke(outline, width: width, color: color, dash: []) }
            return
        }
        setSource(color)
        throughCoverage(around: inside) { context in
            Self.trace(outline, on: context)
            cairo_clip(context)
            Self.trace(outline, on: context)
            cairo_set_line_width(context, Double(width))
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    /// Paints the current source through the coverage `rasterize` draws on a mask of the
    /// whole image (same scale), outside `inside` only.
    func throughCoverage(around inside: PixelBox, _ rasterize: (OpaquePointer) -> Void) {
        guard let mask = coverageMask(rasterize) else { return }
        inBands(around: inside) { _ in
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, 0, 0)
        }
    }

    /// A mask of the whole image with the coverage `rasterize` draws on it (same scale):
    /// the canvas's one coverage mask, cleared, valid until the next call.
    func coverageMask(_ rasterize: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let size = pixelSize else { return nil }
        let mask: OpaquePointer
        if let scratch = coverageScratch {
            mask = scratch.mask
            if scratch.used {
                cairo_surface_flush(mask)
                if let data = cairo_image_surface_get_data(mask) {
                    data.update(repeating: 0, count: Int(cairo_image_surface_get_stride(mask)) * size.height)
                }
                cairo_surface_mark_dirty(mask)
            }
        } else {
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size.width), Int32(size.height)) else { return nil }
            mask = made
        }
        coverageScratch = (mask, true)
        guard let context = cairo_create(mask) else { return nil }
        cairo_scale(context, Double(rasterScale), Double(rasterScale))
        rasterize(context)
        cairo_destroy(context)
        return mask
    }

    /// Runs `draw` clipped to each of the bands of the image around `inside` (above,
    /// below, left, right), so that Cairo's work covers the rest of the image only; once,
    /// unclipped, without a box or on a PDF page.
    func inBands(around inside: PixelBox?, _ draw: (PixelBox) -> Void) {
        guard let size = pixelSize, let inside, !inside.isEmpty else {
            return draw(PixelBox(x: 0, y: 0, width: pixelSize?.width ?? 0, height: pixelSize?.height ?? 0))
        }
        let minX = min(max(inside.x, 0), size.width), maxX = min(max(inside.x + inside.width, minX), size.width)
        let minY = min(max(inside.y, 0), size.height), maxY = min(max(inside.y + inside.height, minY), size.height)
        let bands = [
            PixelBox(x: 0, y: 0, width: size.width, height: minY),
            PixelBox(x: 0, y: maxY, width: size.width, height: size.height - maxY),
            PixelBox(x: 0, y: minY, width: minX, height: maxY - minY),
            PixelBox(x: maxX, y: minY, width: size.width - maxX, height: maxY - minY),
        ]
        for band in bands where !band.isEmpty {
            cairo_save(cr)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, Double(band.x), Double(band.y), Double(band.width), Double(band.height))
            cairo_restore(cr)
            cairo_clip(cr)
            draw(band)
            cairo_restore(cr)
        }
    }
}
#endif
