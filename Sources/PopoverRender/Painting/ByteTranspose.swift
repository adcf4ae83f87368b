/// Turns a grid of bytes on its side: row `r`, column `c` of the source becomes row `c`,
/// column `r` of the target. Eight by eight at a time, in 64-bit words: eight rows read as
/// eight words, their bytes exchanged in three rounds (single bytes between neighbouring
/// rows, pairs between rows two apart, fours between rows four apart), eight columns out.
enum ByteTranspose {
    static func transpose(
        _ source: UnsafePointer<UInt8>, stride sourceStride: Int, rows: Int, columns: Int,
        into target: UnsafeMutablePointer<UInt8>, stride targetStride: Int
    ) {
        let source = UnsafeRawPointer(source), target = UnsafeMutableRawPointer(target)
        let wholeRows = rows - rows % 8, wholeColumns = columns - columns % 8
        var row = 0
        while row < wholeRows {
            var column = 0
            while column < wholeColumns {
                let from = source + row * sourceStride + column
                var w0 = from.loadUnaligned(as: UInt64.self), w1 = (from + sourceStride).loadUnaligned(as: UInt64.self)
                var w2 = (from + 2 * sourceStride).loadUnaligned(as: UInt64.self), w3 = (from + 3 * sourceStride).loadUnaligned(as: UInt64.self)
                var w4 = (from + 4 * sourceStride).loadUnaligned(as: UInt64.self), w5 = (from + 5 * sourceStride).loadUnaligned(as: UInt64.self)
                var w6 = (from + 6 * sourceStride).loadUnaligned(as: UInt64.self), w7 = (from + 7 * sourceStride).loadUnaligned(as: UInt64.self)
                exchange(&w0, &w1, shift: 8, mask: 0x00FF_00FF_00FF_00FF)
                exchange(&w2, &w3, shift: 8, mask: 0x00FF_00FF_00FF_00FF)
                exchange(&w4, &w5, shift: 8, mask: 0x00FF_00FF_00FF_00FF)
                exchange(&w6, &w7, shift: 8, mask: 0x00FF_00FF_00FF_00FF)
                exchange(&w0, &w2, shift: 16, mask: 0x0000_FFFF_0000_FFFF)
                exchange(&w1, &w3, shift: 16, mask: 0x0000_FFFF_0000_FFFF)
                exchange(&w4, &w6, shift: 16, mask: 0x0000_FFFF_0000_FFFF)
                exchange(&w5, &w7, shift: 16, mask: 0x0000_FFFF_0000_FFFF)
                exchange(&w0, &w4, shift: 32, mask: 0x0000_0000_FFFF_FFFF)
                exchange(&w1, &w5, shift: 32, mask: 0x0000_0000_FFFF_FFFF)
                exchange(&w2, &w6, shift: 32, mask: 0x0000_0000_FFFF_FFFF)
                exchange(&w3, &w7, shift: 32, mask: 0x0000_0000_FFFF_FFFF)
                let to = target + column * targetStride + row
                to.storeBytes(of: w0, as: UInt64.self); (to + targetStride).storeBytes(of: w1, as: UInt64.self)
                (to + 2 * targetStride).storeBytes(of: w2, as: UInt64.self); (to + 3 * targetStride).storeBytes(of: w3, as: UInt64.self)
                (to + 4 * targetStride).storeBytes(of: w4, as: UInt64.self); (to + 5 * targetStride).storeBytes(of: w5, as: UInt64.self)
                (to + 6 * targetStride).storeBytes(of: w6, as: UInt64.self); (to + 7 * targetStride).storeBytes(of: w7, as: UInt64.self)
                column += 8
            }
            row += 8
        }
        // The rows and columns past the last whole block, byte by byte.
        let bytesIn = source.assumingMemoryBound(to: UInt8.self), bytesOut = target.assumingMemoryBound(to: UInt8.self)
        for r in 0..<rows {
            for c in (r < wholeRows ? wholeColumns : 0)..<columns {
                bytesOut[c * targetStride + r] = bytesIn[r * sourceStride + c]
            }
        }
    }

    /// Swaps the bytes of `low` that `mask` keeps, moved up by `shift` bits, with the bytes
    /// of `high` that `mask` keeps (little-endian: the lower bits are the earlier bytes).
    @inline(__always)
    private static func exchange(_ low: inout UInt64, _ high: inout UInt64, shift: UInt64, mask: UInt64) {
        let t = ((low &>> shift) ^ high) & mask
        high ^= t
        low ^= t &<< shift
    }
}
