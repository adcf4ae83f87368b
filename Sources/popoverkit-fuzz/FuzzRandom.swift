import Foundation
import PopoverInvariantChecks

/// The fuzz campaign's generator: every case is replayed from its seed.
typealias FuzzRandom = SplitMix64

extension SplitMix64 {

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
