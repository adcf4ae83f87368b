#if canImport(CDeflate)
/// Deflate's length and distance symbols (RFC 1951, 3.2.5): which symbol stands for a
/// match length or distance, and the extra bits that follow it. Distances follow a
/// pattern (two symbols per power of two), worked out rather than looked up.
enum DeflateAlphabet {
    /// Literal and length symbols: 256 literals, end of block, 29 length symbols.
    static let literalLengthCount = 286
    /// Distance symbols.
    static let distanceCount = 30
    /// The end-of-block symbol.
    static let endOfBlock = 256

    /// The shortest length each length symbol (257...285) stands for.
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// ``length(_:)`` for every match length, indexed by the length less 3.
    static let lengths: [(symbol: Int, extraBits: Int, extra: Int)] = (3...258).map(length)

    /// The symbol, extra bits and their value for a match length of 3...258.
    static func length(_ length: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        let index = lengthBase.lastIndex { $0 <= length }!
        return (257 + index, lengthExtra[index], length - lengthBase[index])
    }

    /// The symbol for a distance of 1...32768, without a search.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        let x = distance - 1
        guard x >= 4 else { return x }
        let k = Int.bitWidth - 1 - x.leadingZeroBitCount
        return 2 * k + (x >> (k - 1) & 1)
    }

    /// The extra bits that follow literal-or-length symbol `symbol`.
    static func extraBits(literalLength symbol: Int) -> Int { symbol > 256 ? lengthExtra[symbol - 257] : 0 }

    /// The shortest distance distance symbol `symbol` stands for.
    @inline(__always)
    static func distanceBase(_ symbol: Int) -> Int {
        symbol < 4 ? symbol + 1 : (2 + symbol & 1) << (symbol / 2 - 1) + 1
    }

    /// The extra bits that follow distance symbol `symbol`.
    @inline(__always)
    static func extraBits(distance symbol: Int) -> Int { symbol < 4 ? 0 : symbol / 2 - 1 }
}
#endif
