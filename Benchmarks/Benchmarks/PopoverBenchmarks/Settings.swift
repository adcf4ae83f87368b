import Benchmark
import Foundation

/// How long each benchmark runs, and the metrics and thresholds they share.
enum Settings {
    /// A short run that only checks everything works (`POPOVERKIT_BENCH_QUICK=1`):
    /// a few samples each, numbers too rough to compare.
    static let quick = ProcessInfo.processInfo.environment["POPOVERKIT_BENCH_QUICK"] != nil

    /// What every timed benchmark records: time per operation and `malloc` calls per operation.
    static var metrics: [BenchmarkMetric] { [.wallClock, .mallocCountTotal] }

    /// Tolerances for `baseline check` and `thresholds check`: the median and p90 may be
    /// 10% slower than the baseline's (a shared VM's noise), and not one `malloc` more.
    static var regressionThresholds: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .wallClock: BenchmarkThresholds(relative: [.p50: 10, .p90: 10]),
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 0, .p90: 0]),
        ]
    }

    /// A timed benchmark's configuration.
    /// - Parameter scaling: operations per sample; fast operations run a thousand to a
    ///   sample so the clock's own cost vanishes, and the tool reports per operation.
    static func timed(scaling: BenchmarkScalingFactor = .one) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics,
            timeUnits: .automatic,
            warmupIterations: quick ? 1 : 3,
            scalingFactor: scaling,
            maxDuration: quick ? .milliseconds(20) : .seconds(2),
            maxIterations: quick ? 3 : 1_000,
            thresholds: regressionThresholds
        )
    }

    /// The tolerance that turns an upper bound into a static threshold.
    ///
    /// `thresholds check` compares a p90 with the value in `Thresholds/` and fails when
    /// it is more than the tolerance away on either side (better fails too, with exit
    /// code 4). So "p90 ≤ limit" is written as the value limit/2 in `Thresholds/` with
    /// this tolerance of limit/2: the band [0, limit]. `limit` is in the metric's raw
    /// units (for a time, nanoseconds per sample, not per scaled operation).
    static func atMost(_ limit: Int) -> BenchmarkThresholds {
        BenchmarkThresholds(absolute: [.p90: limit / 2])
    }
}
