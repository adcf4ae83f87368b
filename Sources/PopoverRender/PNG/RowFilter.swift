#if canImport(CDeflate)
/// PNG's row filters as byte differences, eight bytes at a time in one 64-bit word (each
/// byte its own lane, no carry or borrow between them): how large the differences from a
/// prediction are, and the differences written out.
///
/// Plain integer words rather than Swift's `SIMD` types, which debug builds (the tests,
/// the fuzz campaign, `swift run`) leave generic and a hundred times slower.
enum RowFilter {
    /// Each byte's high bit.
    private static var high: UInt64 { 0x8080_8080_8080_8080 }

    /// The sum of each difference `row[k] - prediction[k]` (wrapping, read as signed) in
    /// magnitude, for `k` in `start..<count`; or, once it is past `limit`, some sum past
    /// `limit` (callers that only compare it stop early).
    @inline(__always)
    static func differenceSum(
        _ row: UnsafePointer<UInt8>, less prediction: UnsafePointer<UInt8>, from start: Int, count: Int, stoppingPast limit: Int = .max
    ) -> Int {
        differences(row, less: prediction, from: start, count: count, stoppingPast: limit, into: nil)
    }

    /// Writes `row[k] - prediction[k]` (wrapping) to `output[k]` for `k` in `start..<count`,
    /// and returns their sum in magnitude as ``differenceSum(_:less:from:count:stoppingPast:)`` does.
    @inline(__always) @discardableResult
    static func write(
        _ row: UnsafePointer<UInt8>, less prediction: UnsafePointer<UInt8>, from start: Int, count: Int, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        differences(row, less: prediction, from: start, count: count, stoppingPast: .max, into: output)
    }

    /// The sum of the first `count` bytes of `row` read as signed, in magnitude: the
    /// first pixel's Sub differences, which have nothing to their left.
    @inline(__always)
    static func magnitudeSum(_ row: UnsafePointer<UInt8>, count: Int) -> Int {
        (0..<count).reduce(0) { $0 + Int(min(row[$1], 0 &- row[$1])) }
    }

    /// The differences' sum in magnitude, each difference also written to `output` when given.
    @inline(__always)
    private static func differences(
        _ row: UnsafePointer<UInt8>, less prediction: UnsafePointer<UInt8>, from start: Int, count: Int,
        stoppingPast limit: Int, into output: UnsafeMutablePointer<UInt8>?
    ) -> Int {
        var sum = 0, k = start
        while k + 8 <= count, sum <= limit {
            // Up to 256 words a round, in sixteen-bit lanes (each at most 256 × 128): no
            // overflow, and no adding up across the lanes until the round ends.
            var even: UInt64 = 0, odd: UInt64 = 0, words = 0
            while k + 8 <= count, words < 256 {
                let difference = difference(load(row + k), load(prediction + k))
                if let output { UnsafeMutableRawPointer(output + k).storeBytes(of: difference, as: UInt64.self) }
                let magnitude = magnitudes(difference)
                even &+= magnitude & 0x00FF_00FF_00FF_00FF
                odd &+= magnitude >> 8 & 0x00FF_00FF_00FF_00FF
                k += 8
                words += 1
            }
            sum &+= Int(truncatingIfNeeded: laneSum(even) &+ laneSum(odd))
        }
        while k < count, sum <= limit {
            let difference = row[k] &- prediction[k]
            output?[k] = difference
            sum &+= Int(min(difference, 0 &- difference))
            k += 1
        }
        return sum
    }

    /// `a - b` in each byte, wrapping within the byte.
    @inline(__always)
    private static func difference(_ a: UInt64, _ b: UInt64) -> UInt64 {
        ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }

    /// Each byte read as signed, in magnitude (128 for -128): flipped and plus one where negative.
    @inline(__always)
    private static func magnitudes(_ bytes: UInt64) -> UInt64 {
        let negative = (bytes & high) >> 7
        return (bytes ^ (negative &* 0xFF)) &+ negative
    }

    /// The four sixteen-bit lanes added up.
    @inline(__always)
    private static func laneSum(_ lanes: UInt64) -> UInt64 {
        (lanes & 0xFFFF) &+ (lanes >> 16 & 0xFFFF) &+ (lanes >> 32 & 0xFFFF) &+ (lanes >> 48)
    }

    /// Eight bytes from `p` as they lie in memory (the first in the lowest byte on any machine:
    /// every operation here works byte by byte, so the order only has to match the store's).
    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    }
}
#endif
