#if canImport(CDeflate)
/// One deflate block (RFC 1951, 3.2.3) of tokens, written with its own Huffman codes, or
/// stored as it is when that is shorter.
///
/// A token is a literal byte (below ``matchFlag``) or a match: ``matchFlag``, its distance
/// (bits 8–23) and its length less 3 (the low 8 bits).
struct DeflateBlock {
    /// Marks a token as a match.
    static let matchFlag: UInt32 = 1 << 31

    /// The block's tokens.
    var tokens: UnsafeBufferPointer<UInt32>
    /// The input bytes the tokens stand for: what a stored block holds.
    var input: UnsafeBufferPointer<UInt8>
    /// How often each literal and length symbol occurs in ``tokens``, the end of block
    /// counted once.
    var literalLengthFrequencies: UnsafeBufferPointer<UInt32>
    /// How often each distance symbol occurs in ``tokens``.
    var distanceFrequencies: UnsafeBufferPointer<UInt32>
    /// Whether this is the stream's last block.
    var isFinal: Bool

    /// The order in which code length code lengths are written (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes the block, compressed or stored, whichever is shorter.
    func write(to writer: inout DeflateBitWriter) {
        let literalLength = literalLengthFrequencies, distance = distanceFrequencies
        let literalCode = HuffmanCode(frequencies: literalLength, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distance, limit: 15)
        let literalCount = max(257, literalCode.usedCount)
        let distanceCount = max(1, distanceCode.usedCount)
        withUnsafeTemporaryAllocation(of: CodeLengthRun.self, capacity: literalCount + distanceCount) { runStorage in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 19) { runFrequencies in
                let runs = Self.runs(of: literalCode, literalCount, distanceCode, distanceCount, into: runStorage)
                runFrequencies.initialize(repeating: 0)
                for run in runs { runFrequencies[Int(run.symbol)] += 1 }
                let runCode = HuffmanCode(frequencies: UnsafeBufferPointer(runFrequencies), limit: 7)
                var orderCount = 19
                while orderCount > 4, runCode.length(Self.codeLengthOrder[orderCount - 1]) == 0 { orderCount -= 1 }

                var bits = 3 + 14 + 3 * orderCount + runs.reduce(0) { $0 + runCode.length(Int($1.symbol)) + Int($1.extraBits) }
                bits += literalCode.cost(literalLength) + distanceCode.cost(distance)
                for symbol in 257..<DeflateAlphabet.literalLengthCount {
                    bits += Int(literalLength[symbol]) * DeflateAlphabet.extraBits(literalLength: symbol)
                }
                for symbol in 0..<DeflateAlphabet.distanceCount { bits += Int(distance[symbol]) * DeflateAlphabet.extraBits(distance: symbol) }
                let storedChunks = max(1, (input.count + 65_534) / 65_535)
                guard bits < input.count * 8 + storedChunks * (3 + 7 + 32) else { return writeStored(to: &writer) }

                writer.put(isFinal ? 1 : 0, bits: 1)
                writer.put(2, bits: 2)   // dynamic Huffman codes
                writer.put(UInt32(literalCount - 257), bits: 5)
                writer.put(UInt32(distanceCount - 1), bits: 5)
                writer.put(UInt32(orderCount - 4), bits: 4)
                for symbol in Self.codeLengthOrder[..<orderCount] { writer.put(UInt32(runCode.length(symbol)), bits: 3) }
                for run in runs {
                    writer.put(runCode.code(Int(run.symbol)), bits: runCode.length(Int(run.symbol)))
                    if run.extraBits > 0 { writer.put(UInt32(run.extra), bits: Int(run.extraBits)) }
                }
                writeTokens(literalCode, distanceCode, to: &writer)
                writer.put(literalCode.code(DeflateAlphabet.endOfBlock), bits: literalCode.length(DeflateAlphabet.endOfBlock))
            }
        }
    }

    /// The tokens, each code and its extra bits put together once per symbol beforehand.
    private func writeTokens(_ literalCode: HuffmanCode, _ distanceCode: HuffmanCode, to writer: inout DeflateBitWriter) {
        func joined(_ code: HuffmanCode, _ symbol: Int, extraBits: Int, extra: Int) -> (code: UInt32, bits: Int) {
            let length = code.length(symbol)
            return (code.code(symbol) | UInt32(extra) << UInt32(length), length + extraBits)
        }
        withUnsafeTemporaryAllocation(of: (code: UInt32, bits: Int).self, capacity: 256 + 256 + DeflateAlphabet.distanceCount) { tables in
            for (index, length) in DeflateAlphabet.lengths.enumerated() {
                tables[index] = joined(literalCode, length.symbol, extraBits: length.extraBits, extra: length.extra)
            }
            for literal in 0..<256 { tables[256 + literal] = (literalCode.code(literal), literalCode.length(literal)) }
            for symbol in 0..<DeflateAlphabet.distanceCount { tables[512 + symbol] = (distanceCode.code(symbol), distanceCode.length(symbol)) }
            let lengths = UnsafeBufferPointer(rebasing: tables[0..<256]), literals = UnsafeBufferPointer(rebasing: tables[256..<512])
            let distances = UnsafeBufferPointer(rebasing: tables[512...])
            for token in tokens {
                if token < Self.matchFlag {
                    let literal = literals[Int(token)]
                    writer.put(literal.code, bits: literal.bits)
                } else {
                    let length = lengths[Int(token & 0xFF)], back = Int(token >> 8 & 0xFFFF)
                    writer.put(length.code, bits: length.bits)
                    let symbol = DeflateAlphabet.distanceSymbol(back), distance = distances[symbol]
                    writer.put(distance.code, bits: distance.bits)
                    writer.put(UInt32(back - DeflateAlphabet.distanceBase(symbol)), bits: DeflateAlphabet.extraBits(distance: symbol))
                }
            }
        }
    }

    /// The input as stored blocks of at most 65,535 bytes.
    private func writeStored(to writer: inout DeflateBitWriter) {
        var start = 0
        repeat {
            let end = min(input.count, start + 65_535)
            writer.put(isFinal && end == input.count ? 1 : 0, bits: 3)   // final flag, then 00: stored
            writer.alignToByte()
            let length = UInt32(end - start)
            writer.put(length, bits: 16)
            writer.put(~length & 0xFFFF, bits: 16)
            writer.copy(UnsafeBufferPointer(rebasing: input[start..<end]))
            start = end
        } while start < input.count
    }

    /// One symbol of the code lengths' own alphabet and the extra bits after it.
    struct CodeLengthRun {
        var symbol: UInt8
        var extraBits: UInt8 = 0
        var extra: UInt8 = 0
    }

    /// The first `literalCount` literal and `distanceCount` distance code lengths, one
    /// after the other, run-length coded with
    /// symbols 16 (repeat the last 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros)
    /// (RFC 1951, 3.2.7), in `storage` (room for one run per length).
    private static func runs(
        of literalCode: HuffmanCode, _ literalCount: Int, _ distanceCode: HuffmanCode, _ distanceCount: Int,
        into storage: UnsafeMutableBufferPointer<CodeLengthRun>
    ) -> UnsafeBufferPointer<CodeLengthRun> {
        var count = 0
        func append(_ run: CodeLengthRun) {
            storage[count] = run
            count += 1
        }
        let total = literalCount + distanceCount
        func length(_ i: Int) -> UInt8 {
            UInt8(i < literalCount ? literalCode.length(i) : distanceCode.length(i - literalCount))
        }
        var i = 0
        while i < total {
            let value = length(i)
            var repeats = 1
            while i + repeats < total, length(i + repeats) == value { repeats += 1 }
            i += repeats
            if value == 0 {
                while repeats >= 11 {
                    let run = min(repeats, 138)
                    append(CodeLengthRun(symbol: 18, extraBits: 7, extra: UInt8(run - 11)))
                    repeats -= run
                }
                if repeats >= 3 {
                    append(CodeLengthRun(symbol: 17, extraBits: 3, extra: UInt8(repeats - 3)))
                    repeats = 0
                }
            } else {
                append(CodeLengthRun(symbol: value))
                repeats -= 1
                while repeats >= 3 {
                    let run = min(repeats, 6)
                    append(CodeLengthRun(symbol: 16, extraBits: 2, extra: UInt8(run - 3)))
                    repeats -= run
                }
            }
            for _ in 0..<repeats { append(CodeLengthRun(symbol: value)) }
        }
        return UnsafeBufferPointer(rebasing: storage[0..<count])
    }
}
#endif
