#if canImport(CDeflate)
import CDeflate

/// A zlib stream (RFC 1950) of filtered PNG rows, made for speed on the images PopoverKit
/// draws: flat fills, gradients, shadows stretched along straight edges, wide clear margins.
///
/// Matches come from ``DeflateMatchFinder`` (one pixel back, one row back, eight recent
/// places by hash), taken greedily unless the next byte starts a longer one; every block
/// gets Huffman codes fitted to its own symbols, or is stored when that is shorter.
enum PNGRowDeflater {
    /// Tokens per block: new codes often enough to follow the image's changes.
    static let tokensPerBlock = 1 << 15

    /// The most bytes ``zlib(_:bytesPerPixel:rowBytes:into:)`` writes for `count` bytes of
    /// rows: each block, if stored, adds at most 10 bytes; the zlib header and checksum 6.
    static func bound(count: Int) -> Int {
        count + 10 * (count / tokensPerBlock + count / 65_535 + 2) + 16
    }

    /// Writes the zlib stream of `rows` (PNG rows with their filter bytes, `rowBytes` each,
    /// whose pixels are `bytesPerPixel` bytes: the PNG's IDAT data) to `output`, which has
    /// room for ``bound(count:)`` bytes, and returns its length.
    static func zlib(_ rows: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int, rowBytes: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        let count = rows.count
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: tokensPerBlock)
        let recent = UnsafeMutablePointer<Int32>.allocate(capacity: DeflateMatchFinder.tableSize)
        recent.initialize(repeating: 0, count: DeflateMatchFinder.tableSize)
        defer {
            tokens.deallocate()
            recent.deallocate()
        }
        var writer = DeflateBitWriter(into: output)
        writer.put(0x78, bits: 8)   // deflate, 32 KiB window
        writer.put(0x01, bits: 8)   // no dictionary, the fastest level; a multiple of 31 with the byte before
        if count == 0 {
            writer.put(0b011, bits: 3)   // a last block with the fixed codes, holding only its end (7 zero bits)
            writer.put(0, bits: 7)
        } else {
            let finder = DeflateMatchFinder(rows, bytesPerPixel: bytesPerPixel, rowBytes: rowBytes, recent: recent)
            let symbols = DeflateAlphabet.literalLengthCount + DeflateAlphabet.distanceCount
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: symbols) { frequencies in
                var start = 0
                repeat {
                    var block = tokenize(rows, from: start, finder: finder, into: tokens, counting: frequencies)
                    block.isFinal = start + block.input.count == count
                    block.write(to: &writer)
                    start += block.input.count
                } while start < count
            }
        }
        writer.finish()
        let adler = libdeflate_adler32(1, rows.baseAddress, count)
        for shift in stride(from: 24, through: 0, by: -8) { writer.put(adler >> UInt32(shift) & 0xFF, bits: 8) }
        writer.finish()
        return writer.count
    }

    /// Tokens for `rows` from `start` until the block is full or the rows end: the
    /// longest match at each byte (unless the next byte starts a longer one), else the byte.
    /// `frequencies` gets the literal-and-length symbols' counts, then the distances'.
    private static func tokenize(
        _ rows: UnsafeBufferPointer<UInt8>, from start: Int, finder: DeflateMatchFinder,
        into tokens: UnsafeMutablePointer<UInt32>, counting frequencies: UnsafeMutableBufferPointer<UInt32>
    ) -> DeflateBlock {
        frequencies.initialize(repeating: 0)
        let literalLength = UnsafeMutableBufferPointer(rebasing: frequencies[..<DeflateAlphabet.literalLengthCount])
        let distance = UnsafeMutableBufferPointer(rebasing: frequencies[DeflateAlphabet.literalLengthCount...])
        literalLength[DeflateAlphabet.endOfBlock] = 1
        var tokenCount = 0, i = start
        let count = rows.count, p = rows.baseAddress!
        DeflateAlphabet.lengths.withUnsafeBufferPointer { lengths in
            var match = finder.longest(at: i)
            while i < count, tokenCount < tokensPerBlock {
                var next: DeflateMatchFinder.Match?
                if match.length >= 3, match.length < 258, i + 1 < count {
                    next = finder.longest(at: i + 1)
                    if next!.length > match.length { match.length = 0 }
                }
                if match.length >= 3 {
                    tokens[tokenCount] = DeflateBlock.matchFlag | UInt32(match.back) << 8 | UInt32(match.length - 3)
                    literalLength[lengths[match.length - 3].symbol] += 1
                    distance[DeflateAlphabet.distanceSymbol(match.back)] += 1
                    // Short matches leave their positions for later ones to find.
                    if match.length < 16 {
                        for j in (i + 2)..<(i + match.length) { finder.insert(j) }
                    }
                    i += match.length
                    match = i < count ? finder.longest(at: i) : .empty
                } else {
                    let byte = p[i]
                    tokens[tokenCount] = UInt32(byte)
                    literalLength[Int(byte)] += 1
                    i += 1
                    match = next ?? (i < count ? finder.longest(at: i) : .empty)
                }
                tokenCount += 1
            }
        }
        return DeflateBlock(
            tokens: UnsafeBufferPointer(start: tokens, count: tokenCount), input: UnsafeBufferPointer(rebasing: rows[start..<i]),
            literalLengthFrequencies: UnsafeBufferPointer(literalLength), distanceFrequencies: UnsafeBufferPointer(distance), isFinal: false
        )
    }
}
#endif
