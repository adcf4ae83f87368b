import Foundation

/// Builds the outline of a popover, body and arrow, as one closed contour so a fill
/// has no seam between them.
///
/// The contour runs clockwise on screen from the top-left corner. Corners are
/// circular arcs of the layout's corner radius. The arrow may have a rounded tip
/// (``SkinMetrics/arrowTipRadius``), whose curve still reaches the layout's tip point
/// exactly, and curved sides (``ArrowSides/curved``) that leave the body edge
/// tangentially, as today's iOS popover.
///
/// ```swift
/// let metrics = SkinMetrics(arrowBase: 36, arrowHeight: 13, cornerRadius: 13,
///                           arrowTipRadius: 3, arrowSides: .curved)
/// let layout = BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up,
///                               arrowOffset: 0, metrics: metrics)
/// let path = PopoverOutline.path(for: layout)
/// path.bounds                    // (0, 0, 320, 213): the layout's bounds
/// path.contourCount              // 1
/// ```
public enum PopoverOutline {
    /// The outline for a background layout. With a ``PixelGrid`` the outline is inset
    /// by half the border and aligned to device pixels; its bounds are then the
    /// layout's bounds less half the border (and less any fraction of a pixel).
    ///
    /// ```swift
    /// PopoverOutline.path(for: layout,
    ///                     pixelGrid: PixelGrid(scale: 2, borderWidth: 0.5))
    /// ```
    public static func path(for layout: BackgroundLayout, pixelGrid: PixelGrid? = nil) -> PopoverPath {
        var path = PopoverPath(reservingCapacity: 24)
        build(for: layout, pixelGrid: pixelGrid, into: &path)
        return path
    }

    /// Builds the outline into an existing path, replacing what it held and reusing its
    /// storage: a view that lays out every frame builds its outline without allocating.
    ///
    /// ```swift
    /// var outline = PopoverPath()   // kept by the view and reused on every layout
    /// PopoverOutline.build(for: layout, into: &outline)
    /// ```
    public static func build(for layout: BackgroundLayout, pixelGrid: PixelGrid? = nil, into path: inout PopoverPath) {
        let m = layout.metrics
        let (body, radius) = alignedBody(for: layout, pixelGrid: pixelGrid)
        var arrow = layout.arrow
        if let grid = pixelGrid {
            arrow = arrow.map { ArrowAlignment(arrow: $0, body: body, radius: radius, bounds: layout.bounds, inset: grid.borderWidth / 2).aligned }
        }
        path.removeAll()
        let builder = OutlineBuilder(body: body, radius: radius, arrow: arrow.map { ArrowShape(arrow: $0, tipRadius: m.arrowTipRadius, sides: m.arrowSides) })
        builder.build(into: &path)
    }
}

extension PopoverOutline {
    /// A rounded rectangle as one closed contour, walked as the outline walks its body.
    ///
    /// ```swift
    /// let card = PopoverOutline.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), radius: 8)
    /// ```
    public static func roundedRect(_ rect: CGRect, radius: CGFloat) -> PopoverPath {
        var path = PopoverPath()
        OutlineBuilder(body: rect, radius: max(0, min(radius, rect.width / 2, rect.height / 2)), arrow: nil).build(into: &path)
        return path
    }

    /// The body's rounded rectangle as the outline draws it: the layout's body and corner
    /// radius, or with a ``PixelGrid`` both inset by half the border and the edges on
    /// the pixel grid. Renderers use it to treat the body apart from the arrow (a
    /// shadow's straight stretches, say).
    ///
    /// ```swift
    /// let (rect, radius) = PopoverOutline.alignedBody(for: layout, pixelGrid: PixelGrid(scale: 3, borderWidth: 1))
    /// ```
    public static func alignedBody(for layout: BackgroundLayout, pixelGrid: PixelGrid?) -> (rect: CGRect, radius: CGFloat) {
        guard let grid = pixelGrid else { return (layout.body, layout.cornerRadius) }
        let aligned = grid.strokeRect(inside: layout.body)
        return (aligned, max(0, min(layout.cornerRadius - grid.borderWidth / 2, aligned.width / 2, aligned.height / 2)))
    }
}

/// Moves an arrow onto an aligned body: base corners onto the straight part of the
/// body's edge, tip in by half the border (and off the bounds' side edges, where a
/// skewed tip can reach).
private struct ArrowAlignment {
    let arrow: ArrowGeometry
    let body: CGRect
    let radius: CGFloat
    let bounds: CGRect
    let inset: CGFloat

    var aligned: ArrowGeometry {
        var a = arrow
        let inner = bounds.insetBy(dx: min(inset, bounds.width / 2), dy: min(inset, bounds.height / 2))
        a.tip.x = Interval(lower: inner.minX, upper: inner.maxX).clamp(a.tip.x)
        a.tip.y = Interval(lower: inner.minY, upper: inner.maxY).clamp(a.tip.y)
        let straightX = Interval(lower: body.minX + radius, upper: body.maxX - radius).collapsedIfInverted
        let straightY = Interval(lower: body.minY + radius, upper: body.maxY - radius).collapsedIfInverted
        func onEdge(_ p: CGPoint) -> CGPoint {
            switch arrow.direction {
            case .up: CGPoint(x: straightX.clamp(p.x), y: body.minY)
            case .down: CGPoint(x: straightX.clamp(p.x), y: body.maxY)
            case .left: CGPoint(x: body.minX, y: straightY.clamp(p.y))
            case .right, .unknown: CGPoint(x: body.maxX, y: straightY.clamp(p.y))
            }
        }
        a.leadingBase = onEdge(a.leadingBase)
        a.trailingBase = onEdge(a.trailingBase)
        a.baseCenter = onEdge(a.baseCenter)
        return a
    }
}

/// Walks the body clockwise, inserting the arrow on its edge.
private struct OutlineBuilder {
    let body: CGRect
    let radius: CGFloat
    let arrow: ArrowShape?

    func build(into path: inout PopoverPath) {
        let b = body, r = radius
        path.move(to: CGPoint(x: b.minX + r, y: b.minY))
        edge(.up, to: CGPoint(x: b.maxX - r, y: b.minY), &path)
        corner(CGPoint(x: b.maxX - r, y: b.minY + r), from: -.pi / 2, &path)
        edge(.right, to: CGPoint(x: b.maxX, y: b.maxY - r), &path)
        corner(CGPoint(x: b.maxX - r, y: b.maxY - r), from: 0, &path)
        edge(.down, to: CGPoint(x: b.minX + r, y: b.maxY), &path)
        corner(CGPoint(x: b.minX + r, y: b.maxY - r), from: .pi / 2, &path)
        edge(.left, to: CGPoint(x: b.minX, y: b.minY + r), &path)
        corner(CGPoint(x: b.minX + r, y: b.minY + r), from: .pi, &path)
        path.close()
    }

    /// The straight edge that ends at `end`, carrying the arrow when it points this way.
    private func edge(_ side: ArrowDirection, to end: CGPoint, _ path: inout PopoverPath) {
        if let arrow, arrow.geometry.direction == side {
            arrow.append(to: &path)
        }
        path.line(to: end)
    }

    /// A quarter turn clockwise around `center`; nothing for a sharp corner (radius 0),
    /// where the edges already meet.
    private func corner(_ center: CGPoint, from start: CGFloat, _ path: inout PopoverPath) {
        guard radius > 0 else { return }
        path.arc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
    }
}
