import Foundation
import Testing

import PopoverInvariantChecks

/// The property tests' generator: every case can be replayed from the seed printed
/// with its failure.
typealias SeededRandom = SplitMix64

extension SplitMix64 {

    /// Values that break naive geometry code.
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, -1e-9, 1e9, 1e-9, -1e9]

    /// A value in a range, or (with probability `hostileChance`) a hostile one.
    mutating func value(_ range: ClosedRange<CGFloat>, hostileChance: Double = 0) -> CGFloat {
        if hostileChance > 0, Double.random(in: 0..<1, using: &self) < hostileChance {
            return Self.hostile.randomElement(using: &self)!
        }
        return CGFloat.random(in: range, using: &self)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// Runs `count` seeded cases and records the first failures with their seeds.
func forAllSeeds(_ count: Int = 10_000, file: String = #fileID, line: Int = #line, _ body: (UInt64, inout SeededRandom) throws -> String?) rethrows {
    var failures = 0
    for seed in 0..<UInt64(count) {
        var random = SeededRandom(seed: seed)
        if let problem = try body(seed, &random) {
            failures += 1
            if failures <= 5 {
                Issue.record("seed \(seed): \(problem)")
            }
        }
    }
    if failures > 5 {
        Issue.record("\(failures) of \(count) cases failed (first 5 shown)")
    }
}
