import Benchmark
import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender

/// Widths measured once, read back by text: a measure as fast as a platform's cached
/// measurement, so the benchmark times the layout, not a font.
struct MeasuredWidths: MenuTextMeasuring {
    let widths: [Substring: CGFloat]
    func width(of text: Substring, font: MenuFont) -> CGFloat { widths[text] ?? CGFloat(text.utf8.count) * font.size * 0.5 }
}

/// Menus (issues 36 and 47): the layout of a 1,000-item menu, hit testing, the rows a
/// 100,000-item menu shows, and a 12-item menu drawn at 3x against the classic popover's
/// render.
func menuBenchmarks() -> [Benchmark?] {
    var registered: [Benchmark?] = []
    let titles = (0..<1_000).map { "Folder \($0)" }
    let menu = PopoverMenu(sections: stride(from: 0, to: 1_000, by: 100).map { start in
        MenuSection(header: "Group \(start / 100)", items: titles[start..<start + 100].map { MenuItem(title: $0) })
    })
    let measure = MeasuredWidths(widths: Dictionary(uniqueKeysWithValues: (titles + (0..<10).map { "Group \($0)" }).map { (Substring($0), CGFloat($0.count) * 8.5) }))

    // Targets: ≤ 100 µs a layout (checked by popoverkit-bench-report) and no allocation
    // per row: at most a handful for the whole menu (a static threshold in Thresholds/).
    var layoutSettings = Settings.timed()
    layoutSettings.thresholds?[.mallocCountTotal] = Settings.atMost(10)
    registered.append(Benchmark("menu layout, 1,000 items", configuration: layoutSettings) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MenuLayout(menu, within: CGSize(width: 390, height: 700), measure: measure))
        }
    })

    // The layout's own share: a measure that costs nothing (every character 8.5 pt).
    struct Pitch: MenuTextMeasuring { func width(of text: Substring, font: MenuFont) -> CGFloat { CGFloat(text.utf8.count) * 8.5 } }
    registered.append(Benchmark("menu layout, 1,000 items, fixed pitch", configuration: Settings.timed()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MenuLayout(menu, within: CGSize(width: 390, height: 700), measure: Pitch()))
        }
    })

    // Target: ≤ 100 ns a hit test (checked by popoverkit-bench-report), no allocation.
    let layout = MenuLayout(menu, measure: measure)
    var y: CGFloat = 0
    registered.append(Benchmark("menu hit test, 1,000 items", configuration: Settings.timed(scaling: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            y = y >= layout.contentHeight ? 3 : y + 397
            blackHole(layout.row(at: CGPoint(x: 50, y: y)))
        }
    })

    // Issue 47's target: ≤ 1 µs for the rows a scroll offset shows in a 100,000-item menu
    // (checked by popoverkit-bench-report), no allocation (a static threshold).
    let huge = MenuLayout(
        PopoverMenu(items: (0..<100_000).map { MenuItem(title: "Item \($0)") }), within: CGSize(width: 390, height: 700), measure: Pitch())
    var offset: CGFloat = 0
    var rangeSettings = Settings.timed(scaling: .kilo)
    rangeSettings.thresholds?[.mallocCountTotal] = Settings.atMost(0)
    registered.append(Benchmark("menu visible rows, 100,000 items", configuration: rangeSettings) { benchmark in
        for _ in benchmark.scaledIterations {
            offset = offset >= huge.contentHeight ? 7 : offset + 12_345
            blackHole(huge.visibleRows(scrollOffset: offset))
        }
    })

    // Target: ≤ 2× the classic popover's render (checked by popoverkit-bench-report).
    let twelve = PopoverMenu(sections: [
        MenuSection(header: "Sort by", items: ["Name", "Date", "Size", "Kind"].map { MenuItem(title: $0, state: $0 == "Name" ? .on : .off) }),
        MenuSection(items: ["Copy", "Duplicate", "Move", "Share…", "Rename", "Tags", "Get Info"].map { MenuItem(title: $0) }),
        MenuSection(items: [MenuItem(title: "Delete", role: .destructive)]),
    ])
    let request = MenuRenderRequest(menu: twelve, style: .classic, highlightedRow: 2, scale: 3)
    registered.append(Benchmark("render a 12-item menu at 3x", configuration: Settings.timed()) { benchmark in
        blackHole(try? MenuRenderer.image(request))
    })
    return registered
}
