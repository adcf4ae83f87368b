import Foundation
import PopoverCore
import PopoverMenu
import Testing
@testable import PopoverRender

/// Issue 46: a menu row's drawing is decided once (``MenuRowDrawing``) and the renderer
/// carries it out, pixel for pixel where the recipe says: the highlight fills the recipe's
/// rectangle in the recipe's colour and changes nothing outside its row; a separator is
/// drawn on the recipe's line and nowhere else in its row.
@Suite struct MenuRecipePixelTests {
    static let menu = PopoverMenu(sections: [
        MenuSection(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")]),
        MenuSection(items: [MenuItem(title: "Delete")]),
    ])
    static let style = testStyle()

    static func request(highlightedRow: Int?, scale: Int) -> MenuRenderRequest {
        MenuRenderRequest(menu: menu, style: style, highlightedRow: highlightedRow, scale: scale,
                          scene: (container: CGSize(width: 360, height: 520), anchor: CGRect(x: 40, y: 20, width: 60, height: 30)))
    }

    /// The recipe of row `r` as the renderer laid it out, and where its content's origin is.
    static func recipe(row r: Int, highlightedRow: Int?, scale: Int) throws -> (MenuRowDrawing, MenuDrawing) {
        let drawing = try MenuRenderer.layout(request(highlightedRow: highlightedRow, scale: scale))
        let palette = MenuPalette(style: style, appearance: .light, metrics: drawing.layout.metrics)
        return (MenuRowDrawing(row: r, of: drawing.layout, menu: menu, palette: palette, highlightedRow: highlightedRow), drawing)
    }

    /// A rectangle of the content's coordinates in the canvas's pixels.
    static func pixels(_ r: CGRect, in drawing: MenuDrawing, scale: Int) -> CGRect {
        let s = CGFloat(scale)
        let placed = r.offsetBy(dx: drawing.content.minX, dy: drawing.content.minY - drawing.scrollOffset)
        return CGRect(x: placed.minX * s, y: placed.minY * s, width: placed.width * s, height: placed.height * s)
    }

    @Test(arguments: [1, 2, 3])
    func theHighlightFillsTheRecipesRectangleInItsColourAndNothingElse(scale: Int) throws {
        let plain = try MenuRenderer.image(Self.request(highlightedRow: nil, scale: scale))
        let lit = try MenuRenderer.image(Self.request(highlightedRow: 1, scale: scale))
        let (recipe, drawing) = try Self.recipe(row: 1, highlightedRow: 1, scale: scale)
        guard case let .highlight(box, radius, color)? = recipe.marks.first else {
            Issue.record("row 1's recipe starts with no highlight: \(recipe.marks)")
            return
        }
        // Nothing outside the highlighted row changes (a pixel of antialiasing around it).
        let row = Self.pixels(drawing.layout.rows[1].frame, in: drawing, scale: scale).insetBy(dx: -1, dy: -1)
        var changed = 0
        for y in 0..<lit.height {
            for x in 0..<lit.width where lit.pixel(x: x, y: y) != plain.pixel(x: x, y: y) {
                changed += 1
                #expect(row.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)), "\(lit.describe(x: x, y: y)) changed outside row 1 \(row)")
            }
        }
        #expect(changed > 0)
        // Inside the recipe's rectangle, clear of the title and the rounded corners, the
        // pixel is the recipe's colour over what was there.
        let h = Self.pixels(box, in: drawing, scale: scale)
        let x = Int(h.maxX - (radius + 2) * CGFloat(scale)), y = Int(h.midY)
        let under = plain.pixel(x: x, y: y), over = lit.pixel(x: x, y: y)
        func blend(_ c: Double, _ u: UInt8) -> Double { c * color.alpha * 255 + Double(u) * (1 - color.alpha) }
        // Support.swift's static `RGBAColor.red` and `.blue` hide the components here: read them by name.
        let part = Dictionary(uniqueKeysWithValues: Mirror(reflecting: color).children.compactMap { c in c.label.map { ($0, c.value as? Double ?? .nan) } })
        let red = part["red"] ?? .nan, green = part["green"] ?? .nan, blue = part["blue"] ?? .nan
        for (got, want) in [(over.r, blend(red, under.r)), (over.g, blend(green, under.g)), (over.b, blend(blue, under.b))] {
            #expect(abs(Double(got) - want) <= 2, "\(lit.describe(x: x, y: y)): want \(want) (highlight \(color) over \(under))")
        }
        // Just past the rectangle's trailing edge, within the row, the highlight is not drawn.
        let past = Int(h.maxX + CGFloat(scale))
        if CGFloat(past) < row.maxX - 1 {
            #expect(lit.pixel(x: past, y: y) == plain.pixel(x: past, y: y), "\(lit.describe(x: past, y: y)) past the highlight")
        }
    }

    @Test(arguments: [1, 2, 3])
    func aSeparatorIsDrawnOnTheRecipesLineAndNowhereElseInItsRow(scale: Int) throws {
        let image = try MenuRenderer.image(Self.request(highlightedRow: nil, scale: scale))
        let drawing = try MenuRenderer.layout(Self.request(highlightedRow: nil, scale: scale))
        guard let r = drawing.layout.rows.firstIndex(where: { $0.kind == .separator }) else {
            Issue.record("no separator row: \(drawing.layout.rows.map(\.kind))")
            return
        }
        let (recipe, _) = try Self.recipe(row: r, highlightedRow: nil, scale: scale)
        guard case let .line(lineRect, _)? = recipe.marks.first else {
            Issue.record("the separator's recipe has no line: \(recipe.marks)")
            return
        }
        let line = Self.pixels(lineRect, in: drawing, scale: scale).insetBy(dx: -1, dy: -1)
        let row = Self.pixels(drawing.layout.rows[r].frame, in: drawing, scale: scale)
        // The body's own pixel, in the row beside the line.
        let body = image.pixel(x: Int(row.midX), y: Int(row.minY) + 1)
        var drawn = 0
        for y in Int(row.minY.rounded(.up))..<Int(row.maxY.rounded(.down)) {
            for x in Int(row.minX.rounded(.up))..<Int(row.maxX.rounded(.down)) where image.pixel(x: x, y: y) != body {
                drawn += 1
                #expect(line.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)), "\(image.describe(x: x, y: y)) off the line \(line)")
            }
        }
        #expect(drawn > 0)
    }
}
