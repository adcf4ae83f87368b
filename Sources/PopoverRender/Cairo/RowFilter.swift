#if canImport(CDeflate)
/// PNG's row filters as byte differences, sixteen bytes at a time: how large the
/// differences from a prediction are, and the differences written out.
enum RowFilter {
    private typealias Bytes = SIMD16<UInt8>

    /// The sum of each difference `row[k] - prediction[k]` (wrapping, read as signed) in
    /// magnitude, for `k` in `start..<count`.
    @inline(__always)
    static func differenceSum(_ row: UnsafePointer<UInt8>, less prediction: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var sum = 0, k = start
        while k + 16 <= count {
            // At most 256 vectors a round: sixteen-bit lanes of at most 128 each cannot overflow.
            var sums = SIMD16<UInt16>(), vectors = 0
            while k + 16 <= count, vectors < 256 {
                let difference = SIMD16<Int8>(truncatingIfNeeded: load(row + k) &- load(prediction + k))
                let sign = difference &>> 7
                sums &+= SIMD16<UInt16>(truncatingIfNeeded: SIMD16<UInt8>(truncatingIfNeeded: (difference ^ sign) &- sign))
                k += 16
                vectors += 1
            }
            sum += Int(SIMD16<UInt32>(truncatingIfNeeded: sums).wrappedSum())
        }
        while k < count {
            let difference = row[k] &- prediction[k]
            sum += Int(min(difference, 0 &- difference))
            k += 1
        }
        return sum
    }

    /// The sum of the first `count` bytes of `row` read as signed, in magnitude: the
    /// first pixel's Sub differences, which have nothing to their left.
    @inline(__always)
    static func magnitudeSum(_ row: UnsafePointer<UInt8>, count: Int) -> Int {
        (0..<count).reduce(0) { $0 + Int(min(row[$1], 0 &- row[$1])) }
    }

    /// Writes `row[k] - prediction[k]` (wrapping) to `output[k]` for `k` in `start..<count`.
    @inline(__always)
    static func write(
        _ row: UnsafePointer<UInt8>, less prediction: UnsafePointer<UInt8>, from start: Int, count: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        var k = start
        while k + 16 <= count {
            UnsafeMutableRawPointer(output + k).storeBytes(of: load(row + k) &- load(prediction + k), as: Bytes.self)
            k += 16
        }
        while k < count {
            output[k] = row[k] &- prediction[k]
            k += 1
        }
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(p).loadUnaligned(as: Bytes.self)
    }
}
#endif
