import Foundation

/// A small, fast, seedable generator (SplitMix64): the property tests and
/// `popoverkit-fuzz` replay every case from the seed they print with its failure.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let x = CGFloat.random(in: 0...100, using: &random)   // the same x for seed 42, every run
/// ```
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    ///
    /// ```swift
    /// SplitMix64(seed: 7).next() == SplitMix64(seed: 7).next()  // true
    /// ```
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// The next 64 random bits.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: 1)
    /// let bits = random.next()
    /// ```
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
