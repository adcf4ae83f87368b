import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender

/// Menus: random menus written as JSON, the JSON cut or corrupted now and then, read back
/// by `PopoverMenu(json:)` and drawn by `MenuRenderer` with random metrics, rooms,
/// highlights, pages and scenes. Each either draws (a scene's PNG is its container at its
/// scale; an SVG holds only finite numbers) or is refused with ``PopoverInputError``.
enum MenuFuzz {
    static let area = FuzzArea(name: "menu", weight: 1) { random in
        let h = random.pick([0.0, 0.1, 0.3])
        var json = (try? menu(&random, depth: 0).jsonData()) ?? Data()
        if random.chance(0.1), !json.isEmpty {
            // Cut short, or a byte changed: text that is no longer a menu, or no longer JSON.
            if random.chance(0.5) { json = json.prefix(random.int(0...json.count - 1)) } else { json[random.int(0...json.count - 1)] = UInt8(random.int(0...255)) }
        }
        let menu: PopoverMenu
        do {
            menu = try PopoverMenu(json: json)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        var metrics: MenuMetrics = random.chance(0.5) ? .touch : .pointer
        metrics.maximumWidth = random.value(40...600, hostileChance: h)
        metrics.titleFont.size = random.value(6...40, hostileChance: h)
        var request = MenuRenderRequest(
            menu: menu, style: RenderFuzz.style(&random), metrics: metrics, axis: random.pick(MenuAxis.allCases), page: random.int(-2...5),
            highlightedRow: random.chance(0.3) ? (random.chance(0.1) ? random.int(-3...(-1)) : random.int(0...12)) : nil,
            scale: random.chance(0.05) ? random.int(-1...5) : random.int(1...2),
            appearance: random.chance(0.5) ? .light : .dark, layoutDirection: random.pick(PopoverLayoutDirection.allCases),
            direction: random.pick(ArrowDirection.allCases)
        )
        if random.chance(0.5) {
            request.scene = (
                CGSize(width: random.value(1...800, hostileChance: h), height: random.value(1...800, hostileChance: h)),
                CGRect(x: random.value(-50...800, hostileChance: h), y: random.value(-50...800, hostileChance: h),
                       width: random.value(0...120, hostileChance: h), height: random.value(0...120, hostileChance: h))
            )
        }
        if random.chance(0.3) {
            let side = random.int(1...64)
            request.images = ["star": RenderedImage(width: side, height: side, bytes: [UInt8](repeating: 200, count: side * side * 4))]
        }
        let format: OutputFormat = random.pick([.png, .png, .svg, .pdf])
        let data: Data
        do {
            data = try MenuRenderer.data(request, format: format)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        let pixels = request.scene.map { RenderedOutputCheck.pixels($0.container, scale: request.scale) }
        return try RenderedOutputCheck.problem(data, format: format, pixels: pixels)
    }

    /// A random menu: sections of items with TipFuzz's text, images, states, roles,
    /// shortcuts and submenus.
    static func menu(_ random: inout FuzzRandom, depth: Int) -> PopoverMenu {
        PopoverMenu(sections: (0..<random.int(0...4)).map { _ in
            MenuSection(header: random.chance(0.3) ? TipFuzz.text(&random) : nil, items: (0..<random.int(0...(random.chance(0.02) ? 120 : 10))).map { _ in
                var item = MenuItem(title: TipFuzz.text(&random))
                if random.chance(0.3) { item.subtitle = TipFuzz.text(&random) }
                if random.chance(0.3) { item.image = .systemName("star") }
                item.state = random.pick(MenuItemState.allCases)
                item.role = random.pick(MenuItemRole.allCases)
                item.isDisabled = random.chance(0.2)
                if random.chance(0.2) { item.keyboardShortcut = MenuKeyboardShortcut(key: random.chance(0.05) ? "" : random.pick(["k", "return", "é"])) }
                if depth < 3, random.chance(0.1) {
                    // Now and then an empty submenu, which reading refuses.
                    let children = menu(&random, depth: depth + 1)
                    item.children = children.itemCount > 0 || random.chance(0.1) ? children : PopoverMenu(items: [MenuItem(title: "only")])
                }
                return item
            })
        })
    }
}
