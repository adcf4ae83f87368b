import Benchmark
import Foundation
import PopoverCore
import PopoverRender

/// Sizes reported as custom metrics: the tool records them like timings, so they appear
/// in its tables and baselines, and the "≥ 25× smaller" target has a static threshold.
enum SkinSize {
    /// Bytes of the exported system background at 3x, decoded (4 bytes a pixel).
    static let background = BenchmarkMetric.custom("background B in memory", useScalingFactor: false)
    /// Bytes of a full 400×300 pt bitmap at 3x, decoded.
    static let fullBitmap = BenchmarkMetric.custom("full bitmap B in memory", useScalingFactor: false)
    /// How many whole times smaller the background is in memory.
    static let memoryRatio = BenchmarkMetric.custom("× smaller in memory", polarity: .prefersLarger, useScalingFactor: false)
    /// The background's memory in thousandths of the full bitmap's, rounded up: the
    /// target "≥ 25× smaller" is "≤ 40‰", an upper bound the tool's static thresholds can hold.
    static let perMille = BenchmarkMetric.custom("‰ of the full bitmap in memory", useScalingFactor: false)
    /// The 3x background's PNG bytes.
    static let backgroundPNG = BenchmarkMetric.custom("background PNG B", useScalingFactor: false)
    /// The full bitmap's PNG bytes (drawn without a shadow, as the export's middle is).
    static let fullPNG = BenchmarkMetric.custom("full bitmap PNG B", useScalingFactor: false)
}

/// Image skins: the exported background's size against a full bitmap, and the time to
/// export the `system` and `classic` catalogs (1x–3x, light and dark).
func imageSkinBenchmarks() -> [Benchmark?] {
    var registered: [Benchmark?] = []
    registered.append(Benchmark(
        "system background at 3x vs a full 400×300 pt bitmap",
        configuration: Benchmark.Configuration(
            metrics: [SkinSize.background, SkinSize.fullBitmap, SkinSize.memoryRatio, SkinSize.perMille, SkinSize.backgroundPNG, SkinSize.fullPNG],
            warmupIterations: 0, maxIterations: 1,
            thresholds: [SkinSize.perMille: Settings.atMost(40)]
        )
    ) { benchmark in
        guard let export = try? ImageSkinExporter.export(style: .system), let plan = export.plan else {
            return benchmark.error("the system export failed")
        }
        let background = Int(plan.backgroundSize.width * 3) * Int(plan.backgroundSize.height * 3) * 4
        let full = 400 * 3 * 300 * 3 * 4
        var flat = PopoverStyle.system
        flat.shadow = nil
        let fullRequest = SkinRenderRequest(style: flat, size: CGSize(width: 400, height: 300), direction: .unknown, scale: 3)
        benchmark.measurement(SkinSize.background, background)
        benchmark.measurement(SkinSize.fullBitmap, full)
        benchmark.measurement(SkinSize.memoryRatio, full / background)
        benchmark.measurement(SkinSize.perMille, (background * 1_000 + full - 1) / full)
        benchmark.measurement(SkinSize.backgroundPNG, export.backgroundBytes[3] ?? 0)
        benchmark.measurement(SkinSize.fullPNG, (try? PopoverRenderer.data(fullRequest, format: .png).count) ?? 0)
    })

    for style in [PopoverStyle.system, .classic] {
        var configuration = Settings.timed()
        // Issue 23: the system catalog's export in under 1,000 allocations (a static threshold in Thresholds/).
        if style.name == PopoverStyle.system.name { configuration.thresholds?[.mallocCountTotal] = Settings.atMost(999) }
        registered.append(Benchmark("export \(style.name) catalog, 1x–3x, light+dark", configuration: configuration) { benchmark in
            blackHole(try? ImageSkinExporter.export(style: style))
        })
    }
    return registered
}
