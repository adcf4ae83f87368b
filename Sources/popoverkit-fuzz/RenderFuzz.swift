import Foundation
import PopoverCore
import PopoverRender

/// Rendering: random styles (hostile values included), sizes, offsets, scales and
/// formats through `PopoverRenderer`, plus galleries and placement diagrams now and then.
/// Each either draws a canvas of the promised size or is refused with ``PopoverInputError``.
enum RenderFuzz {
    static let area = FuzzArea(name: "render", weight: 2) { random in
        let style = RenderFuzz.style(&random)
        switch random.int(0...19) {
        case 0:
            do { _ = try GallerySheet(styles: [style], scale: random.int(0...3)).data(random.chance(0.7) ? .svg : .png) } catch is PopoverInputError {
                return FuzzOutcome.refused
            }
            return nil
        case 1:
            let request = PlacementFuzz.request(&random)
            do {
                let diagram = try PlacementDiagram(request: request, style: style, scale: random.int(1...2))
                _ = try diagram.data(random.pick([.png, .svg, .pdf]))
            } catch is PopoverInputError {
                return FuzzOutcome.refused
            }
            return nil
        default:
            break
        }
        let h = random.pick([0.0, 0.1, 0.3])
        let size = CGSize(width: random.value(20...400, hostileChance: h), height: random.value(20...300, hostileChance: h))
        let request = SkinRenderRequest(
            style: style, size: size, direction: random.pick(ArrowDirection.allCases),
            arrowOffset: random.value(-200...200, hostileChance: h), scale: random.chance(0.05) ? random.int(-1...5) : random.int(1...3),
            appearance: random.chance(0.5) ? .light : .dark
        )
        let format: OutputFormat = random.pick([.png, .png, .svg, .pdf])
        let data: Data
        do {
            data = try PopoverRenderer.data(request, format: format)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        return try RenderedOutputCheck.problem(data, format: format, pixels: RenderedOutputCheck.pixels(request.canvasSize, scale: request.scale))
    }

    /// A built-in style, sometimes with hostile numbers set in code (not decoded).
    static func style(_ r: inout FuzzRandom) -> PopoverStyle {
        var style = r.pick(PopoverStyle.builtIn)
        guard r.chance(0.5) else { return style }
        let h = 0.3
        style.metrics = FuzzInputs.metrics(&r, hostileChance: h)
        if r.chance(0.7) {
            style.shadow = Shadow(color: DynamicColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)),
                                  blur: r.chance(0.5) ? r.value(0...60) : r.pick([1000, 5000, 10_000, 1e5, 8000, .infinity, -1]),
                                  offsetX: r.value(-20...20, hostileChance: h), offsetY: r.value(-20...20, hostileChance: h))
        }
        if r.chance(0.3) { style.border = Stroke(width: .points(r.value(0...4, hostileChance: h)), color: DynamicColor(.black)) }
        return style
    }
}
