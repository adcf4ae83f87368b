import Foundation
import PopoverCore
import PopoverMenu

/// Draws a menu's rows as ``/PopoverMenu/MenuRowDrawing`` says (the recipe UIKit's menus
/// carry out too): the highlight, text, checkmarks, images (symbols tinted as templates),
/// shortcuts, chevrons and separators, as paths and pixels.
struct MenuRowPainter {
    let layout: MenuLayout
    let menu: PopoverMenu
    let palette: MenuPalette
    let images: [String: RenderedImage]
    /// Where the content's top-left corner is on the canvas (scrolling included).
    let origin: CGPoint
    /// Tinted templates, by name and colour, made once each.
    private var tinted: [String: RenderedImage] = [:]

    init(layout: MenuLayout, menu: PopoverMenu, palette: MenuPalette, images: [String: RenderedImage], origin: CGPoint) {
        self.layout = layout
        self.menu = menu
        self.palette = palette
        self.images = images
        self.origin = origin
    }

    private func place(_ r: CGRect) -> CGRect { r.offsetBy(dx: origin.x, dy: origin.y) }

    /// Carries out row `r`'s ``/PopoverMenu/MenuRowDrawing``: the core's recipe, which
    /// UIKit's menus carry out too.
    mutating func paint<Target: Canvas>(row r: Int, highlighted: Bool, on canvas: inout Target) {
        let drawing = MenuRowDrawing(row: r, of: layout, menu: menu, palette: palette, highlightedRow: highlighted ? r : nil)
        for mark in drawing.marks {
            switch mark {
            case let .highlight(box, radius, color):
                canvas.fill(PopoverOutline.roundedRect(place(box), radius: radius), with: .solid(color))
            case let .line(line, color):
                canvas.fill(.rectangle(place(line)), with: .solid(color))
            case let .text(run, frame, font, color):
                let f = place(frame)
                canvas.text(run, at: CGPoint(x: f.minX, y: f.minY + font.ascent), size: font.size, color: color, bold: font.isBold, centred: false)
            case let .checkmark(state, frame, color):
                checkmark(state, in: place(frame), color: color, on: &canvas)
            case let .chevron(frame, back, color):
                chevron(in: place(frame), pointingBack: back, color: color, on: &canvas)
            case let .image(image, frame, color):
                draw(image, in: place(frame), color: color, on: &canvas)
            }
        }
    }

    private func checkmark<Target: Canvas>(_ state: MenuItemState, in f: CGRect, color: RGBAColor, on canvas: inout Target) {
        var path = PopoverPath()
        if state == .mixed {
            path.move(to: CGPoint(x: f.minX + f.width * 0.15, y: f.midY))
            path.line(to: CGPoint(x: f.maxX - f.width * 0.15, y: f.midY))
        } else {
            path.move(to: CGPoint(x: f.minX + f.width * 0.1, y: f.minY + f.height * 0.55))
            path.line(to: CGPoint(x: f.minX + f.width * 0.4, y: f.maxY - f.height * 0.12))
            path.line(to: CGPoint(x: f.maxX - f.width * 0.05, y: f.minY + f.height * 0.15))
        }
        canvas.stroke(path, width: max(1.5, f.width / 8), color: color, dash: [])
    }

    private func chevron<Target: Canvas>(in f: CGRect, pointingBack: Bool, color: RGBAColor, on canvas: inout Target) {
        var path = PopoverPath()
        let (tail, tip) = pointingBack ? (f.maxX, f.minX) : (f.minX, f.maxX)
        path.move(to: CGPoint(x: tail, y: f.minY))
        path.line(to: CGPoint(x: tip, y: f.midY))
        path.line(to: CGPoint(x: tail, y: f.maxY))
        canvas.stroke(path, width: max(1.5, f.height / 8), color: color, dash: [])
    }

    /// The image fitted in its square, its aspect kept; a symbol tinted as a template.
    private mutating func draw<Target: Canvas>(_ image: MenuImage, in f: CGRect, color: RGBAColor, on canvas: inout Target) {
        guard let picture = images[image.name], picture.width > 0, picture.height > 0 else { return }
        var drawn = picture
        if image.isTemplate {
            let key = "\(image.name) \(color.hex)"
            drawn = tinted[key] ?? picture.tinted(color)
            tinted[key] = drawn
        }
        let k = min(f.width / CGFloat(picture.width), f.height / CGFloat(picture.height))
        let w = CGFloat(picture.width) * k, h = CGFloat(picture.height) * k
        canvas.draw(drawn, in: CGRect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h))
    }

    /// A thin bar at the trailing edge showing where the visible rows are in the whole.
    static func paintScrollIndicator<Target: Canvas>(layout: MenuLayout, offset: CGFloat, in visible: CGRect, color: RGBAColor, on canvas: inout Target) {
        let fraction = layout.visibleHeight / layout.contentHeight
        let height = max(visible.height * fraction, 20), travel = visible.height - height - 6
        let most = layout.contentHeight - layout.visibleHeight
        let y = visible.minY + 3 + (most > 0 ? travel * offset / most : 0)
        let x = layout.layoutDirection == .rightToLeft ? visible.minX + 2 : visible.maxX - 5
        canvas.fill(PopoverOutline.roundedRect(CGRect(x: x, y: y, width: 3, height: height), radius: 1.5), with: .solid(color))
    }
}

extension RenderedImage {
    /// The image's shape (its alpha) filled with `color`: how a template image is drawn.
    func tinted(_ color: RGBAColor) -> RenderedImage {
        var out = [UInt8](repeating: 0, count: bytes.count)
        let b = color.blue, g = color.green, r = color.red, a = color.alpha
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = Double(bytes[i + 3]) * a
            out[i] = UInt8((b * alpha).rounded())
            out[i + 1] = UInt8((g * alpha).rounded())
            out[i + 2] = UInt8((r * alpha).rounded())
            out[i + 3] = UInt8(alpha.rounded())
        }
        return RenderedImage(width: width, height: height, bytes: out)
    }
}
