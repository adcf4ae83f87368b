#if canImport(CDeflate)
/// Bits packed least significant first, as deflate (RFC 1951) packs them, into memory
/// sized in advance by the caller.
///
/// Whole 32-bit words go out as they fill; ``finish()`` writes what is left.
struct DeflateBitWriter {
    private let output: UnsafeMutablePointer<UInt8>
    /// Bytes written so far (after ``finish()``, all of them).
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingBits = 0

    init(into output: UnsafeMutablePointer<UInt8>) {
        self.output = output
    }

    /// Appends the low `bits` bits of `value` (at most 32 bits, higher bits zero).
    @inline(__always)
    mutating func put(_ value: UInt32, bits: Int) {
        pending |= UInt64(value) &<< UInt64(pendingBits)
        pendingBits &+= bits
        if pendingBits >= 32 {
            UnsafeMutableRawPointer(output + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count &+= 4
            pending &>>= 32
            pendingBits &-= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and writes every whole byte.
    mutating func alignToByte() {
        pendingBits = (pendingBits + 7) & ~7
        while pendingBits > 0 {
            output[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingBits -= 8
        }
    }

    /// Appends bytes as they are; the writer must be at a byte boundary.
    mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(pendingBits == 0, "copying bytes off a byte boundary")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        (output + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Writes the last partial byte, padded with zeros.
    mutating func finish() {
        alignToByte()
    }
}
#endif
