import Foundation
import PopoverCore

/// Draws one popover skin on any surface: shadow, fill, inner highlight, border, in that
/// order, all from the one pixel-aligned outline of body and arrow. A gradient spans the
/// body; the arrow continues the colour of the edge it stands on.
struct SkinPainter {
    let style: PopoverStyle
    let layout: BackgroundLayout
    let appearance: Appearance
    /// Device pixels per point, for the hairline width and pixel alignment.
    let scale: CGFloat

    /// Paints with the view's origin at `origin` on the canvas.
    func paint<Surface: DrawingSurface>(on surface: inout Surface, at origin: CGPoint) {
        let grid = style.pixelGrid(atScale: scale)
        let outline = PopoverOutline.path(for: layout, metrics: style.metrics, pixelGrid: grid)
            .offsetBy(dx: origin.x, dy: origin.y)

        if let shadow = style.shadow {
            let body = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
            let shape = ShadowShape(
                outline: outline,
                body: (body.rect.offsetBy(dx: origin.x, dy: origin.y), body.radius),
                arrow: layout.arrow?.rect.offsetBy(dx: origin.x, dy: origin.y)
            )
            surface.shadow(
                of: shape, color: shadow.color.resolved(for: appearance),
                blur: shadow.blur, offset: CGPoint(x: shadow.offsetX, y: shadow.offsetY)
            )
        }
        surface.fill(outline, with: Paint(style.fill, appearance: appearance, layout: layout, origin: origin))
        if let highlight = style.innerHighlight, let width = style.innerHighlightStrokeWidth(atScale: scale) {
            surface.clipped(to: outline) {
                $0.stroke(outline, width: width, color: highlight.color.resolved(for: appearance), dash: [])
            }
        }
        if let border = style.border, grid.borderWidth > 0 {
            surface.stroke(outline, width: grid.borderWidth, color: border.color.resolved(for: appearance), dash: [])
        }
    }
}
