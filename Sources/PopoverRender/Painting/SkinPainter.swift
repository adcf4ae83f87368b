import Foundation
@_spi(Plumbing) import PopoverCore

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
        if let shadow = drawing.shadow {
            let shape = ShadowShape(
                outline: outline,
                body: body,
                arrow: drawing.arrow?.offsetBy(dx: origin.x, dy: origin.y),
                bodyIsPaintedOver: drawing.fill.isOpaque
            )
            canvas.shadow(of: shape, color: shadow.color, blur: shadow.blur, offset: shadow.offset)
        }
        if case let .seeThrough(glass) = drawing.fill, let behind, canvas.drawsImages {
            paintGlass(glass, inside: outline, body: body, over: behind, on: &canvas)
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

    /// Glass as the renderer approximates it: what lies behind, blurred inside the outline
    /// (a box blur in three passes over the region under it, made smaller), the frosting
    /// laid over that, and a light rim along the inside of the edge.
    private func paintGlass<Target: Canvas>(
        _ glass: SeeThroughPaint, inside outline: PopoverPath, body: (rect: CGRect, radius: CGFloat), over behind: (image: RenderedImage, origin: CGPoint), on canvas: inout Target
    ) {
        let radius = Int((glass.blurRadius * scale).rounded(.up))
        let bounds = outline.bounds.offsetBy(dx: -behind.origin.x, dy: -behind.origin.y)
        let x = Int((bounds.minX * scale).rounded(.down)) - radius, y = Int((bounds.minY * scale).rounded(.down)) - radius
        let width = Int((bounds.maxX * scale).rounded(.up)) + radius - x, height = Int((bounds.maxY * scale).rounded(.up)) + radius - y
        // A wide blur is done on the region made smaller (to a radius of about 4 pixels)
        // and drawn stretched back over it: the same softness for a fraction of the work.
        let factor = max(1, radius / 4)
        let blurred = behind.image.shrunk(x: x, y: y, width: width, height: height, by: factor)
            .boxBlurred(radius: max(1, radius / factor))
            .frosted(with: glass.frosting)
        // Each small pixel stands for a block of `factor` pixels from the region's clamped
        // top-left (the last ones may reach past the region; the clip is inside it).
        let x0 = max(0, min(behind.image.width, x)), y0 = max(0, min(behind.image.height, y))
        let origin = CGPoint(x: behind.origin.x + CGFloat(x0) / scale, y: behind.origin.y + CGFloat(y0) / scale)
        let size = CGSize(width: CGFloat(blurred.width * factor) / scale, height: CGFloat(blurred.height * factor) / scale)
        canvas.clipped(to: outline) { $0.draw(blurred, in: CGRect(origin: origin, size: size)) }
        guard glass.rimWidth > 0 else { return }
        let rim = RGBAColor(red: 1, green: 1, blue: 1, alpha: environment.appearance == .light ? 0.75 : 0.3)
        canvas.strokeInside(outline, width: 2 * glass.rimWidth, color: rim, body: body)
    }
}
