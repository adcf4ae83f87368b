import Foundation

extension PopoverStyle {
    /// The border's width in points on a screen of `scale` (0 without a border).
    ///
    /// ```swift
    /// PopoverStyle.noir.borderWidth(atScale: 3)  // 1/3: a hairline
    /// ```
    public func borderWidth(atScale scale: CGFloat) -> CGFloat {
        border?.width.points(atScale: scale) ?? 0
    }

    /// The pixel grid every backend aligns this style's outline to: the screen's scale
    /// and the border drawn along it.
    ///
    /// ```swift
    /// PopoverOutline.path(for: layout, pixelGrid: style.pixelGrid(atScale: 2))
    /// ```
    public func pixelGrid(atScale scale: CGFloat) -> PixelGrid {
        PixelGrid(scale: scale, borderWidth: borderWidth(atScale: scale))
    }

    /// The width to stroke the outline with, clipped to its inside, to draw the inner
    /// highlight: the stroke reaches border + highlight in from the edge, and the border
    /// drawn on top covers the outer part. `nil` without a highlight.
    ///
    /// ```swift
    /// PopoverStyle.classic.innerHighlightStrokeWidth(atScale: 2)  // 2: the border (1) and twice the hairline (2 × 0.5)
    /// ```
    public func innerHighlightStrokeWidth(atScale scale: CGFloat) -> CGFloat? {
        innerHighlight.map { borderWidth(atScale: scale) + 2 * $0.width.points(atScale: scale) }
    }
}

extension PopoverStyle {
    /// The metrics with content insets widened, where needed, to clear the border and
    /// the inner highlight, so that opaque content never covers them. UIKit puts a
    /// system popover's content above its background view, so a skin cannot draw its
    /// strokes over the content; it keeps the content off them instead. The widths are
    /// taken at 1x, where a hairline is widest (UIKit asks for the insets once, for
    /// every screen).
    ///
    /// ```swift
    /// PopoverStyle.noir.metricsClearingStrokes.contentInsets.top  // 1
    /// PopoverStyle.orange.metricsClearingStrokes.contentInsets.top  // 0
    /// ```
    public var metricsClearingStrokes: SkinMetrics {
        // Both strokes are centred on the outline: half of each lies inside the body.
        let reach = ((innerHighlightStrokeWidth(atScale: 1) ?? borderWidth(atScale: 1)) / 2).rounded(.up)
        var clearing = metrics
        let insets = metrics.contentInsets
        clearing.contentInsets = PopoverInsets(
            top: max(insets.top, reach), left: max(insets.left, reach), bottom: max(insets.bottom, reach), right: max(insets.right, reach)
        )
        return clearing
    }
}

extension PopoverLinearGradient {
    /// Where the gradient starts and ends in a background view: the unit points of its
    /// body, so the arrow continues the colour of the edge it stands on.
    ///
    /// ```swift
    /// let (start, end) = gradient.endpoints(in: layout)   // view coordinates
    /// start  // (160, 13): the top of the body, below the up arrow
    /// ```
    public func endpoints(in layout: BackgroundLayout) -> (start: CGPoint, end: CGPoint) {
        (start.point(in: layout.body), end.point(in: layout.body))
    }

    /// The same endpoints as unit points of the view's bounds, as `CAGradientLayer` takes
    /// them (it pads the end colours beyond them); the centre for an empty view.
    ///
    /// ```swift
    /// (gradientLayer.startPoint, gradientLayer.endPoint) = gradient.unitEndpoints(in: layout)
    /// ```
    public func unitEndpoints(in layout: BackgroundLayout) -> (start: CGPoint, end: CGPoint) {
        let (start, end) = endpoints(in: layout)
        return (start.unitPoint(in: layout.bounds.size), end.unitPoint(in: layout.bounds.size))
    }
}

extension CGPoint {
    /// The point as a fraction of `size`, as Core Animation's unit points are; the
    /// centre for an empty size.
    func unitPoint(in size: CGSize) -> CGPoint {
        CGPoint(x: size.width > 0 ? x / size.width : 0.5, y: size.height > 0 ? y / size.height : 0.5)
    }
}
