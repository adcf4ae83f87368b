import Benchmark

// PopoverKit's benchmarks on ordo-one/benchmark: placement, layout, outline, hit test,
// rendering against its floors, image-skin sizes and export time, and menus. From `Benchmarks/`:
//
//   swift package --disable-sandbox benchmark                          # the full run
//   POPOVERKIT_BENCH_QUICK=1 swift package --disable-sandbox benchmark  # a short run
//
// The tool's build plugin writes a `main` that calls `benchmarks()`, then the tool runs
// the registered benchmarks one by one in this process.

/// Registers every PopoverKit benchmark, in the order of docs/Benchmarks.md's table.
/// - Returns: the registered benchmarks (the tool's own list holds them too).
func benchmarks() -> [Benchmark?] {
    geometryBenchmarks() + renderingBenchmarks() + imageSkinBenchmarks() + menuBenchmarks() + hostileWorkBenchmarks()
}
