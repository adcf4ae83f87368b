import Benchmark
import Foundation
import PopoverCore
import PopoverRender

/// The `classic` render at 3x, the two floors it is judged against, and PNG encoding.
/// The ratios between them (targets: render ≤ 30× the memory fill, PNG ≤ 4× the render)
/// are computed from the tool's results by `popoverkit-bench-report`.
func renderingBenchmarks() -> [Benchmark?] {
    var registered: [Benchmark?] = []
    let request = SkinRenderRequest(style: .classic, size: CGSize(width: 320, height: 200), direction: .up, arrowOffset: -40, scale: 3)

    registered.append(Benchmark("render classic 320×200 pt at 3x", configuration: Settings.timed()) { benchmark in
        blackHole(try? PopoverRenderer.image(request))
    })

    // Glass over the built-in backdrop: the backdrop blurred under the popover (box blur
    // passes), frosted, with a rim. Target: at most 3× the classic render.
    var glass = SkinRenderRequest(style: .glass, size: request.size, direction: .up, arrowOffset: -40, scale: 3)
    glass.backdrop = try? Backdrop.pattern(for: glass)
    registered.append(Benchmark("render glass 320×200 pt at 3x over a backdrop", configuration: Settings.timed()) { benchmark in
        blackHole(try? PopoverRenderer.image(glass))
    })

    // The canvas's pixel count rides along as a custom metric, for the report's notes.
    let pixels = Int(request.canvasSize.width) * 3 * Int(request.canvasSize.height) * 3
    let pixelCount = BenchmarkMetric.custom("pixels", useScalingFactor: false)
    var solidFill = Settings.timed()
    solidFill.metrics.append(pixelCount)
    registered.append(Benchmark("floor: one solid fill of the outline", configuration: solidFill) { benchmark in
        blackHole(try? PopoverRenderer.silhouette(request))
        benchmark.measurement(pixelCount, pixels)
    })

    // As many pixels as the render's canvas, written with memset: the memory's own speed.
    var buffer = [UInt8](repeating: 0, count: pixels * 4)
    registered.append(Benchmark("floor: memory fill of as many pixels", configuration: Settings.timed()) { benchmark in
        buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0x7F, $0.count) }
        blackHole(buffer[17])
    })

    guard let image = try? PopoverRenderer.image(request) else { fatalError("the benchmark's render request failed") }
    registered.append(Benchmark("PNG encoding of that render", configuration: Settings.timed()) { benchmark in
        blackHole(try? PNGCodec.encode(image))
    })
    return registered
}
