import Foundation
import Histogram

/// A baseline as `swift package benchmark baseline update NAME` stores it, in
/// `.benchmarkBaselines/PopoverBenchmarks/NAME/results.json`: per benchmark, one
/// HdrHistogram of raw samples per metric.
///
/// Only the fields the report reads are decoded, with the histogram package the tool
/// itself uses, so the report builds in seconds instead of rebuilding the tool.
struct StoredBaseline: Decodable {
    /// One benchmark of one target.
    struct Identifier: Decodable, Hashable {
        var target: String
        var name: String
    }

    /// One metric's samples.
    struct Result: Decodable {
        /// The metric's name: `wallClock`, `mallocCountTotal`, or a custom metric's name.
        var metric: MetricName
        /// Operations per sample (the benchmark's scaling factor).
        var scalingFactor: Int
        /// The samples.
        var statistics: Samples
    }

    /// The samples of one metric.
    struct Samples: Decodable {
        var histogram: Histogram<UInt>
        /// True for metrics where larger is better; the tool reads their percentiles from the top.
        var prefersLarger: Bool
    }

    /// A metric's name, from the tool's encoding of its `BenchmarkMetric` enum
    /// (`{"wallClock": {}}` or `{"custom": {"_0": name, "useScalingFactor": …}}`).
    struct MetricName: Decodable {
        var name: String
        /// Whether a sample holds `scalingFactor` operations' worth of this metric.
        var scales: Bool

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a metric without a name"))
            }
            if key.stringValue == "custom" {
                let custom = try container.nestedContainer(keyedBy: Key.self, forKey: key)
                name = try custom.decode(String.self, forKey: Key(stringValue: "_0"))
                scales = try custom.decodeIfPresent(Bool.self, forKey: Key(stringValue: "useScalingFactor")) ?? true
            } else {
                name = key.stringValue
                scales = ["wallClock", "mallocCountTotal"].contains(name)
            }
        }
    }

    /// Every metric's results, per benchmark.
    var results: [Identifier: [Result]]

    /// Reads the baseline `name` of the benchmark target `target` under `directory`.
    static func load(_ name: String, target: String, in directory: URL) throws -> StoredBaseline {
        let file = directory.appendingPathComponent(".benchmarkBaselines/\(target)/\(name)/results.json")
        return try JSONDecoder().decode(StoredBaseline.self, from: Data(contentsOf: file))
    }

    /// A percentile of one metric of one benchmark, per operation (a sample of a
    /// benchmark with a scaling factor holds that many operations).
    /// - Parameters:
    ///   - metric: `wallClock` (nanoseconds), `mallocCountTotal`, or a custom metric's name.
    ///   - percentile: 50 for the median, 90 for p90.
    func value(_ benchmark: String, _ metric: String, percentile: Double = 50) -> Double? {
        guard let results = results.first(where: { $0.key.name == benchmark })?.value,
              let result = results.first(where: { $0.metric.name == metric })
        else { return nil }
        let samples = result.statistics
        let raw = Double(samples.histogram.valueAtPercentile(samples.prefersLarger ? 100 - percentile : percentile))
        return result.metric.scales ? raw / Double(max(1, result.scalingFactor)) : raw
    }
}
