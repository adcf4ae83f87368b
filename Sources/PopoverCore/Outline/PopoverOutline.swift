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
/// let path = PopoverOutline.path(for: layout, metrics: metrics)
/// path.bounds == layout.bounds   // true
/// path.contourCount              // 1
/// ```
public enum PopoverOutline {
    /// The outline for a background layout. With a ``PixelGrid`` the outline is inset
    /// by half the border and aligned to device pixels; its bounds are then the
    /// layout's bounds less half the border (and less any fraction of a pixel).
    ///
    /// ```swift
    /// PopoverOutline.path(for: layout, metrics: metrics,
    ///                     pixelGrid: PixelGrid(scale: 2, borderWidth: 0.5))
    /// ```
    public static func path(for layout: BackgroundLayout, metrics: SkinMetrics, pixelGrid: PixelGrid? = nil) -> PopoverPath {
        let m = metrics.sanitized
        var body = layout.body
        var radius = layout.cornerRadius
        var arrow = layout.arrow
        if let grid = pixelGrid {
            let aligned = grid.strokeRect(inside: body)
            let half = grid.borderWidth / 2
            radius = max(0, min(radius - half, aligned.width / 2, aligned.height / 2))
            arrow = arrow.map { ArrowAlignment(arrow: $0, body: aligned, radius: radius, bounds: layout.bounds, inset: half).aligned }
            body = aligned
        }
        var builder = OutlineBuilder(body: body, radius: radius)
        builder.arrow = arrow.map { ArrowShape(arrow: $0, tipRadius: m.arrowTipRadius, sides: m.arrowSides) }
        return builder.build()
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
        for keyPath in [\ArrowGeometry.leadingBase, \.trailingBase, \.baseCenter] {
            switch arrow.direction {
            case .up: a[keyPath: keyPath] = CGPoint(x: straightX.clamp(a[keyPath: keyPath].x), y: body.minY)
            case .down: a[keyPath: keyPath] = CGPoint(x: straightX.clamp(a[keyPath: keyPath].x), y: body.maxY)
            case .left: a[keyPath: keyPath] = CGPoint(x: body.minX, y: straightY.clamp(a[keyPath: keyPath].y))
            case .right, .unknown: a[keyPath: keyPath] = CGPoint(x: body.maxX, y: straightY.clamp(a[keyPath: keyPath].y))
            }
        }
        return a
    }
}

/// Walks the body clockwise, inserting the arrow on its edge.
private struct OutlineBuilder {
    let body: CGRect
    let radius: CGFloat
    var arrow: ArrowShape?
    private var path = PopoverPath()

    init(body: CGRect, radius: CGFloat) {
        self.body = body
        self.radius = radius
    }

    mutating func build() -> PopoverPath {
        let b = body, r = radius
        path.move(to: CGPoint(x: b.minX + r, y: b.minY))
        edge(.up, to: CGPoint(x: b.maxX - r, y: b.minY))
        corner(CGPoint(x: b.maxX - r, y: b.minY + r), from: -.pi / 2)
        edge(.right, to: CGPoint(x: b.maxX, y: b.maxY - r))
        corner(CGPoint(x: b.maxX - r, y: b.maxY - r), from: 0)
        edge(.down, to: CGPoint(x: b.minX + r, y: b.maxY))
        corner(CGPoint(x: b.minX + r, y: b.maxY - r), from: .pi / 2)
        edge(.left, to: CGPoint(x: b.minX, y: b.minY + r))
        corner(CGPoint(x: b.minX + r, y: b.minY + r), from: .pi)
        path.close()
        return path
    }

    /// The straight edge that ends at `end`, carrying the arrow when it points this way.
    private mutating func edge(_ side: ArrowDirection, to end: CGPoint) {
        if let arrow, arrow.geometry.direction == side {
            arrow.append(to: &path)
        }
        path.line(to: end)
    }

    /// A quarter turn clockwise around `center`; nothing for a sharp corner (radius 0),
    /// where the edges already meet.
    private mutating func corner(_ center: CGPoint, from start: CGFloat) {
        guard radius > 0 else { return }
        path.arc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
    }
}
