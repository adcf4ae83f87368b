import Benchmark
import Foundation
import PopoverCore

/// Placement, layout, outline and hit testing: pure PopoverCore, a thousand operations
/// to a sample, reported per operation.
func geometryBenchmarks() -> [Benchmark?] {
    var registered: [Benchmark?] = []
    let metrics = PopoverStyle.system.metrics
    let request = PlacementRequest(
        anchor: CGRect(x: 980, y: 700, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
        containerInsets: PopoverInsets(top: 24, left: 10, bottom: 30, right: 10),
        contentSize: CGSize(width: 320, height: 200), metrics: metrics
    )

    // Targets: no allocation (a static threshold in Thresholds/), a median ≤ 150 ns
    // (checked by popoverkit-bench-report).
    registered.append(Benchmark("placement solve (iPad corner)", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? Placement.solve(request))
        }
    })

    registered.append(Benchmark("background layout", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up, arrowOffset: -41, metrics: metrics))
        }
    })

    guard let solved = try? Placement.solve(request) else { fatalError("the benchmark's placement request has no solution") }
    // Laid out once: `Placement.background` lays the view out each time it is read.
    let layout = solved.background
    let grid = PixelGrid(scale: 3, borderWidth: 1.0 / 3.0)

    // Targets: no allocation (a static threshold in Thresholds/), a median ≤ 1 µs
    // (checked by popoverkit-bench-report).
    var reusable = PopoverPath()
    registered.append(Benchmark("outline build (reused path)", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            PopoverOutline.build(for: layout, pixelGrid: grid, into: &reusable)
            blackHole(reusable.elements.count)
        }
    })

    // One allocation expected: the new path's array of elements.
    registered.append(Benchmark("outline build (new path)", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PopoverOutline.path(for: layout))
        }
    })

    let path = PopoverOutline.path(for: layout)
    var probe = CGPoint(x: 100, y: 100)
    registered.append(Benchmark("point containment", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            probe.x = probe.x == 100 ? 160 : 100
            blackHole(path.contains(probe))
        }
    })
    return registered
}
