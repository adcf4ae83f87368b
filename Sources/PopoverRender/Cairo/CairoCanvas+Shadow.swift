#if canImport(CCairo)
import CCairo
import Foundation
import PopoverCore

/// The shadow: a coverage mask of the shape, blurred (nine parts where it can, coarse
/// where the blur is wide), composited through the canvas's one coverage mask.
extension CairoCanvas {
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
}
#endif
