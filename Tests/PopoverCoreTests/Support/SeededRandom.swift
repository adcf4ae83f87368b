import PopoverInvariantChecks
import Testing

/// The property tests' generator: every case can be replayed from the seed printed
/// with its failure.
typealias SeededRandom = SplitMix64

/// Runs `count` seeded cases and records the first failures with their seeds.
func forAllSeeds(_ count: Int = 10_000, _ body: (UInt64, inout SeededRandom) throws -> String?) rethrows {
    for failure in try seededFailures(count, body) { Issue.record(Comment(rawValue: failure)) }
}
