#if canImport(CCairo)
import CCairo
import Foundation
import PopoverCore

/// A canvas's output: its pixels, a PNG (Cairo's reader and writer where the tests compare
/// with them), a finished PDF page.
extension CairoCanvas {
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
    static func checked(_ surface: OpaquePointer?) throws -> OpaquePointer {
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
func appendToSink(_ closure: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
#endif
