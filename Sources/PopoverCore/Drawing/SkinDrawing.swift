import Foundation

/// What to draw for a style at one size, scale and appearance, bottom to top: shadow,
/// fill, inner highlight (the outline stroked, clipped to its inside), border. The
/// renderer's painter and the device's layers both draw from it, so
/// `popoverkit render` and the app agree on every colour, width and path.
///
/// ```swift
/// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: PopoverStyle.classic.metrics)
/// let drawing = SkinDrawing(style: .classic, layout: layout, appearance: .light, scale: 2)
/// drawing.border?.width          // 1
/// drawing.innerHighlight?.width  // 2: border (1) and twice the hairline (2 × 0.5)
/// ```
package struct SkinDrawing: Sendable, Equatable {
    /// The pixel-aligned outline of body and arrow, in the view's points.
    public var outline: PopoverPath
    /// The body's pixel-aligned rectangle.
    public var body: CGRect
    /// The body's corner radius.
    public var bodyRadius: CGFloat
    /// The arrow's bounding box, when there is an arrow.
    public var arrow: CGRect?
    /// The shadow, when the style has one.
    public var shadow: ShadowPaint?
    /// The fill.
    public var fill: FillPaint
    /// The inner highlight, when the style has one.
    public var innerHighlight: StrokePaint?
    /// The border, when the style has one of a visible width at this scale.
    public var border: StrokePaint?

    /// The drawing of `style` for `layout` in `appearance` at `scale` device pixels per point.
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: PopoverStyle.system.metrics)
    /// SkinDrawing(style: .system, layout: layout, appearance: .dark, scale: 3).shadow?.blur  // 20
    /// ```
    public init(style: PopoverStyle, layout: BackgroundLayout, appearance: Appearance, scale: CGFloat) {
        self.init(style: style, layout: layout, environment: DrawingEnvironment(appearance: appearance), scale: scale)
    }

    /// The drawing of `style` for `layout` in `environment`: its appearance's colours, its
    /// system's material for a glass fill (an opaque colour under Reduce Transparency), and
    /// under Increase Contrast a border of at least a point, twice as opaque (a style
    /// without one gets a dark or light edge).
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: PopoverStyle.glass.metrics)
    /// SkinDrawing(style: .glass, layout: layout, environment: DrawingEnvironment(increaseContrast: true), scale: 2).border?.width  // 1
    /// ```
    public init(style original: PopoverStyle, layout: BackgroundLayout, environment: DrawingEnvironment, scale: CGFloat) {
        let style = environment.increaseContrast ? original.increasingContrast() : original
        let appearance = environment.appearance
        let grid = style.pixelGrid(atScale: scale)
        let aligned = PopoverOutline.alignedBody(for: layout, pixelGrid: grid)
        outline = PopoverOutline.path(for: layout, pixelGrid: grid)
        body = aligned.rect
        bodyRadius = aligned.radius
        arrow = layout.arrow?.rect
        shadow = style.shadow.map { ShadowPaint($0, appearance: appearance) }
        fill = FillPaint(style.fill, environment: environment, layout: layout)
        innerHighlight = zip(style.innerHighlight, style.innerHighlightStrokeWidth(atScale: scale)).map {
            StrokePaint(width: $1, color: $0.color.resolved(for: appearance))
        }
        border = style.border.flatMap { grid.borderWidth > 0 ? StrokePaint(width: grid.borderWidth, color: $0.color.resolved(for: appearance)) : nil }
    }
}

extension RGBAColor {
    /// The colour with another alpha.
    func withAlpha(_ alpha: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: alpha) }
}

/// Both values, or `nil` when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
