#if canImport(CCairo)
import CCairo
import Foundation
import PopoverCore

/// An opaque gradient down a popover's outline, filled without working the gradient out
/// for every pixel of it: in a gradient whose colour changes down the canvas alone, Cairo
/// gives every pixel of a row the colour it gives the row's first, so Cairo paints one
/// column, the body's inside repeats each row's colour, and the edges take those colours
/// through the outline's coverage, in bands around the inside. The pixels are those of
/// Cairo's fill, byte for byte (`OutlineBandsTests`).
extension CairoCanvas {
    func fill(_ outline: PopoverPath, with paint: FillPaint, body: (rect: CGRect, radius: CGFloat)) {
        guard let size = pixelSize, paint.isOpaque, case let .linear(start, end, _) = paint, start.x == end.x,
              let inside = pixelsInside(body).intersection(PixelBox(x: 0, y: 0, width: size.width, height: size.height)),
              leavesEnoughOut(inside),
              let colours = rowColours(of: paint, rows: size.height)
        else {
            fill(outline, with: paint)
            return
        }
        fillRows(of: inside, colours: colours)
        guard let coverage = coverageMask({ context in
            Self.trace(outline, on: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
        }) else { return }
        guard let bands = bands(around: inside, within: pixels(touchedBy: outline.bounds, spread: 0)) else { return }
        for band in [bands.0, bands.1, bands.2, bands.3] where !band.isEmpty {
            // The band's rows in their colours, as an opaque image over the band.
            guard let source = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(band.width), Int32(band.height)) else { return }
            defer { cairo_surface_destroy(source) }
            cairo_surface_flush(source)
            Self.fillRows(PixelBox(x: 0, y: 0, width: band.width, height: band.height), of: source, colours: colours, firstRow: band.y)
            cairo_save(cr)
            clip(toPixels: band)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, source, Double(band.x), Double(band.y))
            cairo_mask_surface(cr, coverage, 0, 0)
            cairo_restore(cr)
        }
    }

    /// The colour Cairo gives each of the image's rows in a fill with `paint` (opaque and
    /// vertical): a column of them painted on an image of their own, at this canvas's scale.
    private func rowColours(of paint: FillPaint, rows: Int) -> [UInt32]? {
        guard let column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, Int32(rows)) else { return nil }
        defer { cairo_surface_destroy(column) }
        guard let context = cairo_create(column) else { return nil }
        cairo_scale(context, Double(rasterScale), Double(rasterScale))
        Self.setSource(paint, on: context)
        cairo_identity_matrix(context)
        cairo_rectangle(context, 0, 0, 1, Double(rows))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(column)
        guard let data = cairo_image_surface_get_data(column) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(column))
        return (0..<rows).map { UnsafeRawPointer(data + $0 * stride).load(as: UInt32.self) }
    }

    /// Fills each row of `box` of the image with its colour.
    private func fillRows(of box: PixelBox, colours: [UInt32]) {
        cairo_surface_flush(surface)
        Self.fillRows(box, of: surface, colours: colours, firstRow: box.y)
    }

    /// Fills the rows of `box` of an image surface with `colours` from `firstRow` on.
    private static func fillRows(_ box: PixelBox, of image: OpaquePointer, colours: [UInt32], firstRow: Int) {
        guard let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<box.height {
            let row = UnsafeMutableRawPointer(data + (box.y + y) * stride).assumingMemoryBound(to: UInt32.self) + box.x
            row.update(repeating: colours[firstRow + y], count: box.width)
        }
        cairo_surface_mark_dirty_rectangle(image, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
    }
}
#endif
