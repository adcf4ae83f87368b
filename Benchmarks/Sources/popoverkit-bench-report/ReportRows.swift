import Foundation

/// docs/Benchmarks.md's rows, in its order, each with its target's verdict or its notes.
struct ReportRows {
    /// The baseline the rows read.
    var baseline: StoredBaseline

    /// The size metrics the image-skin benchmark records (names as in `ImageSkins.swift`).
    private enum Size {
        static let background = "background B in memory"
        static let fullBitmap = "full bitmap B in memory"
        static let backgroundPNG = "background PNG B"
        static let fullPNG = "full bitmap PNG B"
    }

    /// Every row: benchmark, median, p90, allocations per operation, target and notes.
    var all: [[String]] {
        let placement = "placement solve (iPad corner)", reused = "outline build (reused path)"
        let render = "render classic 320×200 pt at 3x", solid = "floor: one solid fill of the outline"
        let memory = "floor: memory fill of as many pixels"
        let renderRatio = ratio(render, solid), memoryRatio = ratio(render, memory)
        let glass = "render glass 320×200 pt at 3x over a backdrop", glassRatio = ratio(glass, render)
        let renderNote = "≤ 30× the memory fill; " + String(format: "%.0f× the memory fill (%@), %.1f× the solid fill",
                                                           memoryRatio ?? .nan, verdict((memoryRatio ?? .infinity) <= 30), renderRatio ?? .nan)
        let pixels = baseline.value(solid, "pixels").map { "\(Int($0)) pixels" } ?? ""
        let exportSystem = "export system catalog, 1x–3x, light+dark"
        let png = "PNG encoding of that render", pngRatio = ratio(png, render)
        let menuLayout = "menu layout, 1,000 items", menuHit = "menu hit test, 1,000 items", menuRows = "menu visible rows, 100,000 items"
        let menuRender = "render a 12-item menu at 3x", menuRatio = ratio(menuRender, render)
        return [
            timed(placement, note: "≤ 150 ns, 0 allocations; " + verdict(meets(placement, nanoseconds: 150))),
            timed("background layout"),
            timed(reused, note: "≤ 1 µs, 0 allocations; " + verdict(meets(reused, nanoseconds: 1_000))),
            timed("outline build (new path)", note: "one array for the elements"),
            timed("point containment"),
            timed(render, note: renderNote),
            timed(glass, note: "≤ 3× the classic render; " + String(format: "%.1f× (%@)", glassRatio ?? .nan, verdict((glassRatio ?? .infinity) <= 3))),
            timed(solid, note: pixels),
            timed(memory),
            timed(png, note: "apart from rendering; ≤ 4× the render: " + String(format: "%.1f× (%@)", pngRatio ?? .nan, verdict((pngRatio ?? .infinity) <= 4))),
            sizes(),
            timed(exportSystem, note: "< 1,000 allocations; " + verdict((baseline.value(exportSystem, "mallocCountTotal") ?? .infinity) < 1_000)),
            timed("export classic catalog, 1x–3x, light+dark"),
            timed(menuLayout, note: "≤ 100 µs, no allocation per row; " + verdict(
                (baseline.value(menuLayout, "wallClock") ?? .infinity) <= 100_000 && (baseline.value(menuLayout, "mallocCountTotal") ?? .infinity) <= 10
            )),
            timed(menuLayout + ", fixed pitch", note: "the layout's own share, with a measure that costs nothing"),
            timed(menuHit, note: "≤ 100 ns, 0 allocations; " + verdict(meets(menuHit, nanoseconds: 100))),
            timed(menuRows, note: "≤ 1 µs, 0 allocations; " + verdict(meets(menuRows, nanoseconds: 1_000))),
            timed(menuRender, note: "≤ 2× the classic render; " + String(format: "%.1f× (%@)", menuRatio ?? .nan, verdict((menuRatio ?? .infinity) <= 2))),
            timed("diagram of a 1e9 pt tall popover, PNG", note: "once 18 s and 1.5 GB: the shadow covered the popover, not the canvas"),
            timed("render with a 1500 pt blur at 1x", note: "the shadow's mask is coarser for wide blurs"),
            timed("gallery of one style with the largest blur at 2x"),
        ]
    }

    /// A timed benchmark's row.
    private func timed(_ name: String, note: String = "") -> [String] {
        [
            name, readable(nanoseconds: baseline.value(name, "wallClock")),
            readable(nanoseconds: baseline.value(name, "wallClock", percentile: 90)),
            readable(allocations: baseline.value(name, "mallocCountTotal")), note,
        ]
    }

    /// Whether a benchmark's median is at most `nanoseconds` with no allocation.
    private func meets(_ name: String, nanoseconds: Double) -> Bool {
        guard let median = baseline.value(name, "wallClock"), let allocations = baseline.value(name, "mallocCountTotal") else { return false }
        return median <= nanoseconds && allocations == 0
    }

    /// How many times slower `name`'s median is than `floor`'s.
    private func ratio(_ name: String, _ floor: String) -> Double? {
        guard let time = baseline.value(name, "wallClock"), let floorTime = baseline.value(floor, "wallClock"), floorTime > 0 else { return nil }
        return time / floorTime
    }

    /// The exported background's row: its bytes in memory against a full bitmap's.
    private func sizes() -> [String] {
        let name = "system background at 3x vs a full 400×300 pt bitmap"
        guard let background = baseline.value(name, Size.background), let full = baseline.value(name, Size.fullBitmap),
              let backgroundPNG = baseline.value(name, Size.backgroundPNG), let fullPNG = baseline.value(name, Size.fullPNG),
              background > 0, backgroundPNG > 0
        else { return [name, "n/a", "", "", "target ≥ 25× smaller: not measured"] }
        let note = String(format: "target ≥ 25× smaller: %.0f× in memory (%.0f B), %.0f× as PNG (%.0f B vs %.0f B): %@",
                          full / background, full, fullPNG / backgroundPNG, backgroundPNG, fullPNG, verdict(full / background >= 25))
        return [name, String(format: "%.0f B", background), "", "", note]
    }
}
