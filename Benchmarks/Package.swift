// swift-tools-version: 6.1
import PackageDescription

// PopoverKit's benchmarks, a package of their own so that the library's users never
// fetch the benchmark tool or its dependencies. Run from this folder:
//
//   swift package --disable-sandbox benchmark
//
// `traits: ["MallocInterposer"]` keeps malloc counting and leaves out the tool's other
// default trait, a Swift runtime interposer for retain/release counts, which these
// benchmarks do not record (the tool's note that it skips preloading it is expected).
let package = Package(
    name: "PopoverKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PopoverKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The histograms the tool stores baselines in, for the report (the tool depends on it too).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift.git", from: "0.1.4"),
    ],
    targets: [
        .executableTarget(
            name: "PopoverBenchmarks",
            dependencies: [
                .product(name: "PopoverCore", package: "PopoverKit"),
                .product(name: "PopoverRender", package: "PopoverKit"),
                .product(name: "PopoverMenu", package: "PopoverKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PopoverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // docs/Benchmarks.md's table from a stored baseline, with the ratios the tool does not compute.
        .executableTarget(
            name: "popoverkit-bench-report",
            dependencies: [.product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
