import Benchmark
import Foundation
import PopoverCore
import PopoverRender

/// Inputs whose drawing work issue 11 bounded (each once took tens of seconds or
/// gigabytes). Their speed is read here, with the other timings, not asserted by a test
/// that a busy machine could fail.
func hostileWorkBenchmarks() -> [Benchmark?] {
    var registered: [Benchmark?] = []
    let diagram = try? PlacementDiagram(request: PlacementRequest(
        anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
        container: CGRect(x: 0, y: 0, width: 1024, height: 768),
        contentSize: CGSize(width: 320, height: 1e9),
        options: PlacementOptions(mayShrinkContent: false)
    ), style: .system)
    registered.append(Benchmark("diagram of a 1e9 pt tall popover, PNG", configuration: Settings.timed()) { _ in
        blackHole(try? diagram?.data(.png))
    })

    var blurred = PopoverStyle.system
    blurred.shadow?.blur = 1500
    let wideShadow = SkinRenderRequest(style: blurred, size: CGSize(width: 320, height: 200), direction: .up, scale: 1)
    registered.append(Benchmark("render with a 1500 pt blur at 1x", configuration: Settings.timed()) { _ in
        blackHole(try? PopoverRenderer.image(wideShadow))
    })

    var widest = PopoverStyle.system
    widest.shadow?.blur = PopoverLimits.maximumLength
    let gallery = GallerySheet(styles: [widest], scale: 2)
    registered.append(Benchmark("gallery of one style with the largest blur at 2x", configuration: Settings.timed()) { _ in
        blackHole(try? gallery.data(.png))
    })
    return registered
}
