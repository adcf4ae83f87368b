#if canImport(CDeflate)
/// Finds, for a position in filtered PNG rows, the longest earlier copy of the bytes there
/// within deflate's 32 KiB window, looking in three places: one pixel back, one row back,
/// and the last eight positions where the same six bytes began (a table of recent positions
/// by hash). That is where the images PopoverKit draws repeat; it misses matches a full
/// search would find elsewhere, for speed.
struct DeflateMatchFinder {
    /// A match: how many bytes, and how far back they were (0 and 0: none).
    struct Match {
        var length: Int
        var back: Int
        static let empty = Match(length: 0, back: 0)
    }

    /// Bits of the table of recent positions.
    static let hashBits = 13
    /// Positions kept per hash, most recent first.
    static let ways = 8
    /// Entries in the table of recent positions.
    static let tableSize = ways << hashBits
    /// The longest match deflate can say.
    static let longestMatch = 258

    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private let pixel: Int
    private let row: Int
    /// ``ways`` positions per hash, most recent first, each plus one; 0 is empty.
    private let recent: UnsafeMutablePointer<Int32>

    /// A finder over `bytes`, with `recent` for its table (``tableSize`` zeroed entries).
    init(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int, rowBytes: Int, recent: UnsafeMutablePointer<Int32>) {
        self.bytes = bytes.baseAddress!
        count = bytes.count
        pixel = bytesPerPixel
        row = rowBytes <= 32_768 ? rowBytes : bytesPerPixel
        self.recent = recent
    }

    /// The longest match at `i` (length 0 when none is 3 bytes or longer) and how far back
    /// it is; `i` goes into the table.
    @inline(__always)
    func longest(at i: Int) -> Match {
        let limit = min(Self.longestMatch, count - i)
        guard limit >= 8 else { return .empty }
        let p = bytes + i
        var length = 0, back = 0
        if i >= pixel { (length, back) = (Self.matchLength(p, p - pixel, limit: limit), pixel) }
        if i >= row, row != pixel, length < limit {
            let found = Self.matchLength(p, p - row, limit: limit)
            if found > length { (length, back) = (found, row) }
        }
        let slot = Self.hash(p) * Self.ways
        for k in 0..<Self.ways where length < limit {
            let earlier = Int(recent[slot + k]) - 1
            guard earlier >= 0, earlier < i, i - earlier <= 32_768 else { continue }
            let found = Self.matchLength(p, bytes + earlier, limit: limit)
            if found > length { (length, back) = (found, i - earlier) }
        }
        remember(i, in: slot)
        return length >= 3 ? Match(length: length, back: back) : .empty
    }

    /// Puts `i` in the table without looking for a match (positions inside a match).
    @inline(__always)
    func insert(_ i: Int) {
        guard i + 8 <= count else { return }
        remember(i, in: Self.hash(bytes + i) * Self.ways)
    }

    /// Makes `i` the most recent position in the bucket at `slot`, forgetting the oldest.
    @inline(__always)
    private func remember(_ i: Int, in slot: Int) {
        // A while loop: debug builds run `stride` loops many times slower, and this runs per byte.
        var k = Self.ways - 1
        while k > 0 {
            recent[slot + k] = recent[slot + k - 1]
            k -= 1
        }
        recent[slot] = Int32(i + 1)
    }

    /// Where six bytes go in the table.
    @inline(__always)
    private static func hash(_ p: UnsafePointer<UInt8>) -> Int {
        let six = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)) << 16
        return Int(truncatingIfNeeded: (six &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - hashBits))
    }

    /// How many bytes from `a` on equal those from `b` on, at most `limit`.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var k = 0
        while k + 8 <= limit {
            let x = UInt64(littleEndian: UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self))
                ^ UInt64(littleEndian: UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self))
            if x != 0 { return k + x.trailingZeroBitCount >> 3 }
            k += 8
        }
        while k < limit, a[k] == b[k] { k += 1 }
        return k
    }
}
#endif
