import Benchmark
import Foundation

/// A baseline as `swift package benchmark baseline update NAME` stores it, in
/// `.benchmarkBaselines/PopoverBenchmarks/NAME/results.json`.
struct StoredBaseline: Decodable {
    /// One benchmark of one target.
    struct Identifier: Codable, Hashable {
        var target: String
        var name: String
    }

    /// Every metric's results, per benchmark.
    var results: [Identifier: [BenchmarkResult]]

    /// Reads the baseline `name` of the benchmark target `target` under `directory`.
    static func load(_ name: String, target: String, in directory: URL) throws -> StoredBaseline {
        let file = directory.appendingPathComponent(".benchmarkBaselines/\(target)/\(name)/results.json")
        return try JSONDecoder().decode(StoredBaseline.self, from: Data(contentsOf: file))
    }

    /// A percentile of one metric of one benchmark, per operation (a sample of a
    /// benchmark with a scaling factor holds that many operations).
    /// - Parameter percentile: 50 for the median, 90 for p90.
    func value(_ benchmark: String, _ metric: BenchmarkMetric, percentile: Double = 50) -> Double? {
        guard let results = results.first(where: { $0.key.name == benchmark })?.value,
              let result = results.first(where: { $0.metric == metric }),
              let raw = result.statistics.percentiles(for: [percentile]).first
        else { return nil }
        return result.metric.useScalingFactor ? Double(raw) / Double(result.scalingFactor.rawValue) : Double(raw)
    }
}
