import Foundation
@_spi(Plumbing) import PopoverCore

/// Draws one popover skin on any canvas from its ``/PopoverCore/SkinDrawing`` (the
/// device's layers draw from the same): shadow, fill, inner highlight, border, in that
/// order, all from the one pixel-aligned outline of body and arrow. A gradient spans the
/// body; the arrow continues the colour of the edge it stands on.
struct SkinPainter {
    let style: PopoverStyle
    let layout: BackgroundLayout
    let appearance: Appearance
    /// Device pixels per point, for the hairline width and pixel alignment.
    let scale: CGFloat

    /// Paints with the view's origin at `origin` on the canvas.
    func paint<Target: Canvas>(on canvas: inout Target, at origin: CGPoint) {
        let drawing = SkinDrawing(style: style, layout: layout, appearance: appearance, scale: scale)
        let outline = drawing.outline.offsetBy(dx: origin.x, dy: origin.y)
        if let shadow = drawing.shadow {
            let shape = ShadowShape(
                outline: outline,
                body: (drawing.body.offsetBy(dx: origin.x, dy: origin.y), drawing.bodyRadius),
                arrow: drawing.arrow?.offsetBy(dx: origin.x, dy: origin.y)
            )
            canvas.shadow(of: shape, color: shadow.color, blur: shadow.blur, offset: shadow.offset)
        }
        canvas.fill(outline, with: drawing.fill.offsetBy(dx: origin.x, dy: origin.y))
        if let highlight = drawing.innerHighlight {
            canvas.clipped(to: outline) { $0.stroke(outline, width: highlight.width, color: highlight.color, dash: []) }
        }
        if let border = drawing.border {
            canvas.stroke(outline, width: border.width, color: border.color, dash: [])
        }
    }
}
