#if canImport(CDeflate)
import CDeflate
import Foundation

/// Writes a ``RenderedImage`` as an 8-bit PNG on Linux, RGB when it is opaque and RGBA
/// otherwise: unpremultiplied through a table (Cairo's rounding), each row filtered with
/// PNG's Up or Sub filter, compressed by ``PNGRowDeflater``.
/// Cairo's own writer (libpng's adaptive filters and zlib) took 25 ms for a 320×200 pt
/// render at 3x, libdeflate at level 6 after Up filtering 8 ms; this takes about 2 ms,
/// for files within a few percent of Cairo's.
enum PNGWriter {
    /// The PNG bytes of `image`.
    static func png(_ image: RenderedImage) throws -> Data {
        try image.bytes.withUnsafeBytes { try png(pixels: $0.baseAddress, width: image.width, height: image.height, rowStride: image.width * 4) }
    }

    /// The PNG bytes of premultiplied BGRA pixels `rowStride` bytes apart from row to row
    /// (a Cairo surface's own memory: no copy).
    static func png(pixels: UnsafeRawPointer?, width: Int, height: Int, rowStride: Int) throws -> Data {
        // PNG has no empty image (libpng refused one too: "Image width is zero in IHDR").
        guard width > 0, height > 0 else {
            throw RenderError.backend("PNG: an image must be at least 1×1 pixel, got \(width)×\(height)")
        }
        guard let pixels else { throw RenderError.backend("PNG: the canvas has no pixels") }
        // An opaque image goes out as RGB, as Cairo wrote its opaque surfaces: a quarter smaller.
        let opaque = (0..<height).allSatisfy { y in
            (0..<width).allSatisfy { x in pixels.load(fromByteOffset: y * rowStride + x * 4 + 3, as: UInt8.self) == 255 }
        }
        let channels = opaque ? 3 : 4, rowBytes = width * channels + 1
        // The filtered rows and their stream in one piece of working memory: the allocator
        // keeps one large block for the next image, where two made it hand them back and
        // fault their pages in again on every image (3 ms became 4 in the benchmarks).
        let filteredCount = rowBytes * height
        let work = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount + PNGRowDeflater.bound(count: filteredCount))
        defer { work.deallocate() }
        rows(of: pixels, width: width, height: height, rowStride: rowStride, channels: channels, into: work)
        let stream = work + filteredCount
        let length = PNGRowDeflater.zlib(UnsafeBufferPointer(start: work, count: filteredCount), bytesPerPixel: channels, rowBytes: rowBytes, into: stream)
        let compressed = UnsafeRawBufferPointer(start: stream, count: length)
        // The signature, then IHDR (13 bytes), IDAT and IEND, each with 12 bytes around it.
        var png = Data(capacity: 8 + 25 + compressed.count + 12 + 12)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8])
        var header = (UInt32(width).bigEndian, UInt32(height).bigEndian, UInt8(8), UInt8(opaque ? 2 : 6), UInt8(0), UInt8(0), UInt8(0))
        // 8 bits a channel, RGB or RGBA, deflate, filters chosen per row, no interlace.
        withUnsafeBytes(of: &header) { appendChunk("IHDR", UnsafeRawBufferPointer(rebasing: $0[..<13]), to: &png) }
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// Writes the image's rows to `out` (`height` × (`width` × `channels` + 1) bytes),
    /// straight (not premultiplied) RGB or RGBA, each behind its filter byte and filtered
    /// by PNG's Up, or by Sub where that leaves differences less than half as large. libpng
    /// chooses among all five filters by the smaller differences; on the README's pictures
    /// Sub and Up alone, with this lean towards Up (whose rows repeat, which
    /// ``PNGRowDeflater`` finds), made the smallest files, and cost least.
    private static func rows(of pixels: UnsafeRawPointer, width: Int, height: Int, rowStride: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>) {
        let length = width * channels, rowBytes = length + 1
        // Two straight rows, the one above and this one, each with room for a last RGB pixel
        // written as four bytes.
        let scratchRow = length + 1
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * scratchRow)
        scratch.initialize(repeating: 0, count: 2 * scratchRow)
        defer { scratch.deallocate() }
        unpremultiply.withUnsafeBufferPointer { table in
            var above = scratch, current = scratch + scratchRow
            for y in 0..<height {
                let row = out + y * rowBytes
                // A row like the one above (a stretched shadow's, a band of one colour: nearly
                // half the rows of a popover at 3x): the straight row is the one above, and
                // Up's differences are all 0.
                if y > 0, memcmp(pixels + y * rowStride, pixels + (y - 1) * rowStride, width * 4) == 0 {
                    row[0] = 2
                    (row + 1).update(repeating: 0, count: length)
                    continue
                }
                straighten(pixels + y * rowStride, width: width, channels: channels, table: table, into: current)
                // Up's differences written as they are summed; Sub only where its
                // differences are under half of Up's: no need to add them up past that,
                // nor at all where Up's are 0 (a row like the one above).
                let up = RowFilter.write(current, less: above, from: 0, count: length, into: row + 1)
                let first = RowFilter.magnitudeSum(current, count: channels), halfUp = (up - 1) / 2
                let sub = up == 0 ? up : first + RowFilter.differenceSum(
                    current, less: current - channels, from: channels, count: length, stoppingPast: halfUp - first
                )
                if 2 * sub < up {
                    row[0] = 1
                    (row + 1).update(from: current, count: channels)
                    RowFilter.write(current, less: current - channels, from: channels, count: length, into: row + 1)
                } else {
                    row[0] = 2
                }
                swap(&above, &current)
            }
        }
    }

    /// One row of premultiplied BGRA pixels as straight RGB or RGBA: two pixels at a time
    /// where both are clear or opaque (most are: nothing to divide, only red and blue to
    /// swap), one at a time through the table otherwise.
    @inline(__always)
    private static func straighten(
        _ source: UnsafeRawPointer, width: Int, channels: Int, table: UnsafeBufferPointer<UInt8>, into row: UnsafeMutablePointer<UInt8>
    ) {
        var x = 0
        while x < width {
            if x + 2 <= width, let pair = clearOrOpaque(source + x * 4) {
                if channels == 4 {
                    UnsafeMutableRawPointer(row + x * 4).storeBytes(of: pair.littleEndian, as: UInt64.self)
                } else {
                    // Four bytes a pixel: the next pixel overwrites the fourth (the rows have room).
                    UnsafeMutableRawPointer(row + x * 3).storeBytes(of: UInt32(truncatingIfNeeded: pair).littleEndian, as: UInt32.self)
                    UnsafeMutableRawPointer(row + x * 3 + 3).storeBytes(of: UInt32(truncatingIfNeeded: pair >> 32).littleEndian, as: UInt32.self)
                }
                x += 2
            } else {
                let bgra = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                let alpha = bgra >> 24, base = Int(alpha) << 8
                let rgba = alpha == 255 || alpha == 0 ? swappingRedAndBlue(bgra)
                    : UInt32(table[base | Int(bgra >> 16 & 0xFF)]) | UInt32(table[base | Int(bgra >> 8 & 0xFF)]) << 8
                        | UInt32(table[base | Int(bgra & 0xFF)]) << 16 | alpha << 24
                UnsafeMutableRawPointer(row + x * channels).storeBytes(of: rgba.littleEndian, as: UInt32.self)
                x += 1
            }
        }
    }

    /// Two BGRA pixels (the first in the low half) as RGBA when both are clear or opaque;
    /// `nil` otherwise.
    @inline(__always)
    private static func clearOrOpaque(_ pixels: UnsafeRawPointer) -> UInt64? {
        let bgra = UInt64(littleEndian: pixels.loadUnaligned(as: UInt64.self))
        let first = bgra >> 24 & 0xFF, second = bgra >> 56
        guard first == 0 || first == 255, second == 0 || second == 255 else { return nil }
        return bgra & 0xFF00_FF00_FF00_FF00 | (bgra & 0x0000_00FF_0000_00FF) << 16 | bgra >> 16 & 0x0000_00FF_0000_00FF
    }

    @inline(__always)
    private static func swappingRedAndBlue(_ bgra: UInt32) -> UInt32 {
        bgra & 0xFF00_FF00 | (bgra & 0xFF) << 16 | bgra >> 16 & 0xFF
    }

    /// `table[a << 8 | c]`: the straight value of premultiplied channel `c` at alpha `a`,
    /// rounded as libpng's writer does through Cairo (`(c * 255 + a / 2) / a`).
    private static let unpremultiply: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0...a { table[a << 8 | c] = UInt8((c * 255 + a / 2) / a) }
            for c in (a + 1)..<256 where a < 255 { table[a << 8 | c] = 255 }
        }
        return table
    }()

    /// Appends a chunk: its length, type and data, and the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer, to png: inout Data) {
        withUnsafeBytes(of: UInt32(data.count).bigEndian) { png.append(contentsOf: $0) }
        let start = png.count
        png.append(type.utf8Start, count: type.utf8CodeUnitCount)
        if let base = data.baseAddress { png.append(base.assumingMemoryBound(to: UInt8.self), count: data.count) }
        let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress! + start, $0.count - start) }
        withUnsafeBytes(of: UInt32(crc).bigEndian) { png.append(contentsOf: $0) }
    }
}
#endif
