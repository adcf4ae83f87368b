import Foundation
import PopoverCore
import PopoverRender

// popoverkit-bench: placement, layout, outline, hit test, rendering against its floors,
// image-skin sizes and export time, measured side by side in one run.
//
//   swift run -c release popoverkit-bench           # the full run
//   swift run -c release popoverkit-bench --quick   # a short run that checks it works

MallocCounter.relaunchWithCounting()
let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 0.02 : 1.0
func n(_ count: Int) -> Int { max(1, Int(Double(count) * scale)) }

var rows: [(String, String, String, String)] = []
@MainActor func add(_ m: Measurement, target: String = "", note: String = "") {
    let allocations = m.allocations.map { String(format: "%.1f", $0) } ?? "n/a"
    rows.append((m.name, readable(m.nanoseconds), allocations, [target, note].filter { !$0.isEmpty }.joined(separator: "; ")))
}

// MARK: Geometry

let request = PlacementRequest(
    anchor: CGRect(x: 980, y: 700, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
    containerInsets: PopoverInsets(top: 24, left: 10, bottom: 30, right: 10),
    contentSize: CGSize(width: 320, height: 200), metrics: PopoverStyle.system.metrics
)
let placement = measure("placement solve (iPad corner)", batch: n(200_000), repeats: 15) {
    consume(try? Placement.solve(request))
}
add(placement, target: "≤ 200 ns, 0 allocations", note: placement.nanoseconds <= 200 ? "met" : "missed")

let layout = measure("background layout", batch: n(500_000), repeats: 15) {
    consume(BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up, arrowOffset: -41, metrics: PopoverStyle.system.metrics))
}
add(layout)

let solved = try! Placement.solve(request)
var reusable = PopoverPath()
let outline = measure("outline build (reused path)", batch: n(200_000), repeats: 15) {
    PopoverOutline.build(for: solved.background, metrics: PopoverStyle.system.metrics, pixelGrid: PixelGrid(scale: 3, borderWidth: 1.0 / 3.0), into: &reusable)
    consume(reusable.elements.count)
}
add(outline, target: "≤ 1 µs, 0 allocations", note: outline.nanoseconds <= 1_000 ? "met" : "missed")

let fresh = measure("outline build (new path)", batch: n(200_000), repeats: 15) {
    consume(PopoverOutline.path(for: solved.background, metrics: PopoverStyle.system.metrics))
}
add(fresh, note: "one array for the elements")

let path = PopoverOutline.path(for: solved.background, metrics: PopoverStyle.system.metrics)
var inside = false
var probe = CGPoint(x: 100, y: 100)
let contains = measure("point containment", batch: n(200_000), repeats: 15) {
    probe.x = probe.x == 100 ? 160 : 100
    inside = path.contains(probe)
    consume(inside)
}
add(contains)

// MARK: Rendering

let renderRequest = SkinRenderRequest(style: .classic, size: CGSize(width: 320, height: 200), direction: .up, arrowOffset: -40, scale: 3)
let pixels = Int(renderRequest.canvasSize.width) * 3 * Int(renderRequest.canvasSize.height) * 3
let styled = measure("render classic 320×200 pt at 3x", batch: n(40), repeats: quick ? 3 : 11) {
    consume(try? PopoverRenderer.image(renderRequest))
}
let silhouette = measure("floor: one solid fill of the outline", batch: n(40), repeats: quick ? 3 : 11) {
    consume(try? PopoverRenderer.silhouette(renderRequest))
}
var buffer = [UInt8](repeating: 0, count: pixels * 4)
let memoryFill = measure("floor: memory fill of as many pixels", batch: n(200), repeats: quick ? 3 : 11) {
    buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0x7F, $0.count) }
    consume(buffer[17])
}
let image = try! PopoverRenderer.image(renderRequest)
let png = measure("PNG encoding of that render", batch: n(20), repeats: quick ? 3 : 7) {
    consume(try? PNGCodec.encode(image))
}
let ratio = styled.nanoseconds / silhouette.nanoseconds
add(styled, target: "≤ 3× the solid fill", note: String(format: "%.1f× the solid fill (%@), %.0f× the memory fill", ratio, ratio <= 3 ? "met" : "missed", styled.nanoseconds / memoryFill.nanoseconds))
add(silhouette, note: "\(pixels) pixels")
add(memoryFill)
add(png, note: "apart from rendering")

// MARK: Image skins

let export = try! ImageSkinExporter.export(style: .system)
let backgroundPNG = export.backgroundBytes[3] ?? 0
let backgroundDecoded = Int(export.plan.backgroundSize.width * 3) * Int(export.plan.backgroundSize.height * 3) * 4
let fullDecoded = 400 * 3 * 300 * 3 * 4
var flat = PopoverStyle.system
flat.shadow = nil
let fullPNG = (try? PopoverRenderer.data(SkinRenderRequest(style: flat, size: CGSize(width: 400, height: 300), direction: .unknown, scale: 3), format: .png).count) ?? 0
rows.append((
    "system background at 3x vs a full 400×300 pt bitmap", "\(backgroundDecoded) B", "",
    String(format: "target ≥ 25× smaller: %.0f× in memory (%d B), %.0f× as PNG (%d B vs %d B): %@",
           Double(fullDecoded) / Double(backgroundDecoded), fullDecoded, Double(fullPNG) / Double(max(1, backgroundPNG)), backgroundPNG, fullPNG,
           fullDecoded / backgroundDecoded >= 25 ? "met" : "missed")
))
for style in [PopoverStyle.system, .classic] {
    let exported = measure("export \(style.name) catalog, 1x–3x, light+dark", batch: 1, repeats: quick ? 1 : 5) {
        consume(try? ImageSkinExporter.export(style: style))
    }
    add(exported)
}

// MARK: Table

let machine = "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
print("popoverkit-bench\(quick ? " --quick (short run, numbers are rough)" : ""): medians; machine: \(machine)")
let headers = ("benchmark", "median", "allocs/op", "target and notes")
let widths = [rows.map(\.0.count).max()!, rows.map(\.1.count).max()!, rows.map(\.2.count).max()!].enumerated().map { index, width in
    max(width, [headers.0, headers.1, headers.2][index].count)
}
func line(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
    "| " + a.padding(toLength: widths[0], withPad: " ", startingAt: 0) + " | "
        + String(repeating: " ", count: widths[1] - b.count) + b + " | "
        + String(repeating: " ", count: widths[2] - c.count) + c + " | " + d + " |"
}
print(line(headers.0, headers.1, headers.2, headers.3))
print("|" + String(repeating: "-", count: widths[0] + 2) + "|" + String(repeating: "-", count: widths[1] + 1) + ":|" + String(repeating: "-", count: widths[2] + 1) + ":|---|")
for row in rows { print(line(row.0, row.1, row.2, row.3)) }
