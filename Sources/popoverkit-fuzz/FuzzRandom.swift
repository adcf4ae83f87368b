import Foundation

/// A small seedable generator (SplitMix64): every case is replayed from its seed.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Values that break naive geometry code.
    static let hostile: [CGFloat] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-9, -1e-9, 1e9, -1e9, 1e9 + 1, 1e100, -1e100, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 10_000, 10_001, 16_384, 0.5, 1e15,
    ]

    /// A value in a range, or (with probability `hostileChance`) a hostile one.
    mutating func value(_ range: ClosedRange<CGFloat>, hostileChance: Double = 0) -> CGFloat {
        if hostileChance > 0, chance(hostileChance) { return hostileValue() }
        return CGFloat.random(in: range, using: &self)
    }

    mutating func hostileValue() -> CGFloat { Self.hostile.randomElement(using: &self)! }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &self)! }
}
