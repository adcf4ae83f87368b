import Foundation

// popoverkit-bench-report: docs/Benchmarks.md's table from a stored baseline, with what
// the benchmark tool does not compute itself: ratios between benchmarks (the render
// against its two floors, the exported background against a full bitmap) and the
// targets on medians. From `Benchmarks/`:
//
//   swift package --disable-sandbox benchmark baseline update latest
//   swift run popoverkit-bench-report latest
//
// It never fails on a missed target (it prints "missed"): timing on a shared machine is
// for reading, and the checks that must hold everywhere are the tool's static thresholds.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0.hasPrefix("-") }) {
    print("usage: popoverkit-bench-report [BASELINE]   (default: latest; reads Benchmarks/.benchmarkBaselines)")
    exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 64)
}
let name = arguments.first ?? "latest"
/// The `Benchmarks/` package folder, where the tool stores baselines.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let baseline: StoredBaseline
do {
    baseline = try StoredBaseline.load(name, target: "PopoverBenchmarks", in: packageFolder)
} catch {
    FileHandle.standardError.write(Data("""
        popoverkit-bench-report: no baseline '\(name)' in \(packageFolder.path)/.benchmarkBaselines (\(error.localizedDescription));
        make it with: swift package --disable-sandbox benchmark baseline update \(name)\n
        """.utf8))
    exit(1)
}

let rows = ReportRows(baseline: baseline).all
print("popoverkit-bench-report: baseline '\(name)'; time and allocations per operation")
print(markdownTable(headers: ["benchmark", "median", "p90", "allocs/op", "target and notes"], rows: rows, rightAligned: [1, 2, 3]))
