#if canImport(CDeflate)
/// A canonical Huffman code for one of deflate's alphabets (RFC 1951, 3.2.2): each
/// symbol's code length, from its frequency and a longest allowed length, and its code
/// with the bits reversed, ready for ``DeflateBitWriter``.
///
/// Its working memory is temporary (on the stack): a code costs one array.
struct HuffmanCode {
    /// Each symbol's code length in bits (0 for a symbol that never occurs) above its code,
    /// first bit lowest, in the low 16 bits.
    private var entries: [UInt32]

    /// The code for symbols with `frequencies`, no code longer than `limit` bits.
    ///
    /// Every code it makes is complete, as strict inflaters require: with fewer than two
    /// symbols used, unused ones are given codes too.
    init(frequencies: UnsafeBufferPointer<UInt32>, limit: Int) {
        let count = frequencies.count
        entries = withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * count + limit + 1) { memory in
            // Symbols by frequency, then the lengths, then three arrays over a tree's 2n - 1 nodes.
            let used = UnsafeMutableBufferPointer(rebasing: memory[0..<count])
            let lengths = UnsafeMutableBufferPointer(rebasing: memory[count..<(2 * count)])
            lengths.initialize(repeating: 0)
            var n = 0
            for symbol in 0..<count where frequencies[symbol] > 0 {
                used[n] = symbol
                n += 1
            }
            // Fewer than two symbols: give the first unused ones a code, so the code is complete.
            var extra = 0
            while n < 2 {
                if frequencies[extra] == 0 {
                    used[n] = extra
                    n += 1
                }
                extra += 1
            }
            func weight(_ symbol: Int) -> UInt64 { max(1, UInt64(frequencies[symbol])) }
            var symbols = UnsafeMutableBufferPointer(rebasing: used[0..<n])
            symbols.sort { (weight($0), $0) < (weight($1), $1) }
            Self.lengths(
                of: symbols, weight: weight, limit: limit,
                scratch: UnsafeMutableBufferPointer(rebasing: memory[(2 * count)...]), into: lengths
            )
            return Self.canonicalCodes(UnsafeBufferPointer(lengths))
        }
    }

    /// How many symbols the code is for.
    var count: Int { entries.count }

    /// One past the last symbol with a code.
    var usedCount: Int { (entries.lastIndex { $0 > 0xFFFF } ?? -1) + 1 }

    /// `symbol`'s code length in bits; 0 when it has no code.
    @inline(__always)
    func length(_ symbol: Int) -> Int { Int(entries[symbol] >> 16) }

    /// `symbol`'s code, first bit lowest.
    @inline(__always)
    func code(_ symbol: Int) -> UInt32 { entries[symbol] & 0xFFFF }

    /// The total bits `frequencies` take in this code.
    func cost(_ frequencies: UnsafeBufferPointer<UInt32>) -> Int {
        zip(frequencies, entries).reduce(0) { $0 + Int($1.0) * Int($1.1 >> 16) }
    }

    /// Huffman's lengths for `used` (rarest first), then any longer than `limit` folded in
    /// keeping the code complete (Kraft's sum exactly 1), the rarest symbols taking the
    /// longest codes.
    private static func lengths(
        of used: UnsafeMutableBufferPointer<Int>, weight symbolWeight: (Int) -> UInt64, limit: Int,
        scratch: UnsafeMutableBufferPointer<Int>, into result: UnsafeMutableBufferPointer<Int>
    ) {
        let n = used.count, nodes = 2 * n - 1
        // Weights (as Int: frequencies are counts of bytes), parents, then depths, of each node;
        // leaves first in `used`'s order, merged nodes after in the order they are made.
        let weight = UnsafeMutableBufferPointer(rebasing: scratch[0..<nodes])
        let parent = UnsafeMutableBufferPointer(rebasing: scratch[nodes..<(2 * nodes)])
        let perLength = UnsafeMutableBufferPointer(rebasing: scratch[(2 * nodes)..<(2 * nodes + limit + 1)])
        for i in 0..<n { weight[i] = Int(symbolWeight(used[i])) }
        var leaf = 0, merged = n
        for node in n..<nodes {
            var sum = 0
            for _ in 0..<2 {
                let takeLeaf = leaf < n && (merged >= node || weight[leaf] <= weight[merged])
                let child = takeLeaf ? leaf : merged
                if takeLeaf { leaf += 1 } else { merged += 1 }
                sum += weight[child]
                parent[child] = node
            }
            weight[node] = sum
        }
        // Depths from the root (the last node) down, kept in `weight`, whose work is done;
        // how many codes of each length, the too long ones counted at the limit.
        weight[nodes - 1] = 0
        perLength.initialize(repeating: 0)
        for node in stride(from: nodes - 2, through: 0, by: -1) {
            weight[node] = weight[parent[node]] + 1
            if node < n { perLength[min(weight[node], limit)] += 1 }
        }
        var kraft = 0
        for length in 1...limit { kraft += perLength[length] << (limit - length) }
        while kraft > 1 << limit {
            perLength[limit] -= 1
            for length in stride(from: limit - 1, to: 0, by: -1) where perLength[length] > 0 {
                perLength[length] -= 1
                perLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        // The rarest symbols (first in `used`) take the longest codes.
        var next = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<perLength[length] {
                result[used[next]] = length
                next += 1
            }
        }
    }

    /// Codes in canonical order (RFC 1951, 3.2.2), bits reversed, below their lengths.
    private static func canonicalCodes(_ lengths: UnsafeBufferPointer<Int>) -> [UInt32] {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { memory in
            let perLength = UnsafeMutableBufferPointer(rebasing: memory[0..<16]), next = UnsafeMutableBufferPointer(rebasing: memory[16..<32])
            perLength.initialize(repeating: 0)
            for length in lengths where length > 0 { perLength[length] += 1 }
            var code: UInt32 = 0
            next[0] = 0
            for length in 1..<16 {
                code = (code + perLength[length - 1]) << 1
                next[length] = code
            }
            return lengths.map { length in
                guard length > 0 else { return 0 }
                let code = next[length]
                next[length] += 1
                return UInt32(length) << 16 | code.bitReversed(length: length)
            }
        }
    }
}

extension UInt32 {
    /// The low `length` bits in reverse order.
    fileprivate func bitReversed(length: Int) -> UInt32 {
        var value = self, result: UInt32 = 0
        for _ in 0..<length {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
#endif
