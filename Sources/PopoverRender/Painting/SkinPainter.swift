import Foundation
import PopoverCore

/// Draws one popover skin on any canvas from its `SkinDrawing` (the
/// device's layers draw from the same): shadow, fill, inner highlight, border, in that
/// order, all from the one pixel-aligned outline of body and arrow. A gradient spans the
/// body; the arrow continues the colour of the edge it stands on.
struct SkinPainter {
    let style: PopoverStyle
    let layout: BackgroundLayout
    /// Appearance, system and accessibility settings the style resolves in.
    let environment: DrawingEnvironment
    /// Device pixels per point, for the hairline width and pixel alignment.
    let scale: CGFloat
    /// What lies behind and where its top-left corner is on the canvas (points); its
    /// pixels are device pixels. Glass shows it blurred; without it, glass is painted as
    /// its opaque colour.
    var behind: (image: RenderedImage, origin: CGPoint)?

    init(style: PopoverStyle, layout: BackgroundLayout, environment: DrawingEnvironment, scale: CGFloat) {
        self.style = style
        self.layout = layout
        self.environment = environment
        self.scale = scale
    }

    init(style: PopoverStyle, layout: BackgroundLayout, appearance: Appearance, scale: CGFloat) {
        self.init(style: style, layout: layout, environment: DrawingEnvironment(appearance: appearance), scale: scale)
    }

    /// Paints with the view's origin at `origin` on the canvas.
    func paint<Target: Canvas>(on canvas: inout Target, at origin: CGPoint) {
        let drawing = SkinDrawing(style: style, layout: layout, environment: environment, scale: scale)
        let outline = drawing.outline.offsetBy(dx: origin.x, dy: origin.y)
        let body = (rect: drawing.body.offsetBy(dx: origin.x, dy: origin.y), radius: drawing.bodyRadius)
        // Glass over a backdrop: what it shows is known before the shadow is drawn, which
        // it may paint over.
        var frosted: (backdrop: FrostedBackdrop, glass: SeeThroughPaint)?
        if case let .seeThrough(glass) = drawing.fill, let behind, canvas.drawsImages {
            frosted = (FrostedBackdrop(glass, inside: outline, over: behind, scale: scale), glass)
        }
        if let shadow = drawing.shadow {
            let shape = ShadowShape(
                outline: outline,
                body: body,
                arrow: drawing.arrow?.offsetBy(dx: origin.x, dy: origin.y),
                bodyIsPaintedOver: drawing.fill.isOpaque || frosted?.backdrop.paintsOver(body.rect) == true
            )
            canvas.shadow(of: shape, color: shadow.color, blur: shadow.blur, offset: shadow.offset)
        }
        if let frosted {
            paintGlass(frosted.glass, showing: frosted.backdrop, inside: outline, body: body, on: &canvas)
        } else {
            canvas.fill(outline, with: drawing.fill.offsetBy(dx: origin.x, dy: origin.y), body: body)
        }
        if let highlight = drawing.innerHighlight {
            canvas.strokeInside(outline, width: highlight.width, color: highlight.color, body: body)
        }
        if let border = drawing.border {
            canvas.stroke(outline, width: border.width, color: border.color, body: body)
        }
    }

    /// Glass as the renderer approximates it: what lies behind, blurred and frosted inside
    /// the outline, and a light rim along the inside of the edge.
    private func paintGlass<Target: Canvas>(
        _ glass: SeeThroughPaint, showing backdrop: FrostedBackdrop, inside outline: PopoverPath,
        body: (rect: CGRect, radius: CGFloat), on canvas: inout Target
    ) {
        canvas.clipped(to: outline) { $0.draw(backdrop.image, in: backdrop.rect) }
        guard let stroke = glass.insideStroke else { return }
        canvas.strokeInside(outline, width: stroke.width, color: stroke.color, body: body)
    }
}
