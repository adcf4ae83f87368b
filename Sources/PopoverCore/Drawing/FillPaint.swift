import Foundation

/// A fill with its colours resolved for one appearance and its gradient endpoints in
/// points: what every backend (Cairo, CoreGraphics, SVG, Core Animation) paints.
///
/// ```swift
/// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: SkinMetrics())
/// let paint = FillPaint(PopoverStyle.orange.fill, appearance: .light, layout: layout)
/// ```
package enum FillPaint: Sendable, Equatable {
    /// One colour.
    case solid(RGBAColor)
    /// A linear gradient from `start` to `end` (points in the view), extended beyond both ends.
    case linear(start: CGPoint, end: CGPoint, stops: [Stop])
    /// The backdrop seen through: glass, or a blur material before iOS 26.
    case seeThrough(SeeThroughPaint)

    /// One colour stop of a gradient.
    ///
    /// ```swift
    /// FillPaint.Stop(location: 0.5, color: RGBAColor(red: 1, green: 0, blue: 0)).location  // 0.5
    /// ```
    public struct Stop: Sendable, Equatable {
        /// Where along the gradient, 0 to 1.
        public var location: CGFloat
        /// The colour there.
        public var color: RGBAColor

        /// Makes a stop.
        ///
        /// ```swift
        /// FillPaint.Stop(location: 0, color: RGBAColor(red: 0, green: 0, blue: 0))
        /// ```
        public init(location: CGFloat, color: RGBAColor) {
            self.location = location
            self.color = color
        }
    }

    /// The fill in `appearance`, a gradient spanning the layout's body.
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: SkinMetrics())
    /// FillPaint(.solid(DynamicColor(light: .white, dark: .black)), appearance: .dark, layout: layout)  // .solid
    /// ```
    public init(_ fill: Fill, appearance: Appearance, layout: BackgroundLayout) {
        self.init(fill, environment: DrawingEnvironment(appearance: appearance), layout: layout)
    }

    /// The fill resolved for `environment`: glass from iOS 26, a blur material before, an
    /// opaque colour under Reduce Transparency; colours for its appearance.
    ///
    /// ```swift
    /// let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: SkinMetrics())
    /// FillPaint(.glass(GlassMaterial()), environment: DrawingEnvironment(reduceTransparency: true), layout: layout)  // .solid
    /// ```
    public init(_ fill: Fill, environment: DrawingEnvironment, layout: BackgroundLayout) {
        let appearance = environment.appearance
        switch fill {
        case let .solid(color):
            self = .solid(color.resolved(for: appearance))
        case let .linearGradient(gradient):
            let (start, end) = gradient.endpoints(in: layout)
            self = .linear(start: start, end: end, stops: gradient.stops.map { Stop(location: $0.location, color: $0.color.resolved(for: appearance)) })
        case let .glass(material) where environment.reduceTransparency:
            self = .solid(material.opaqueColor(for: appearance))
        case let .glass(material):
            self = .seeThrough(SeeThroughPaint(material, environment: environment))
        }
    }

    /// Whether the fill hides what is under it wherever it covers fully: one opaque colour,
    /// or a gradient whose every stop is opaque (it extends its end colours beyond both
    /// ends). A see-through fill never does. A raster canvas need not draw a shadow under
    /// such a fill's body.
    ///
    /// ```swift
    /// FillPaint.solid(RGBAColor(red: 1, green: 0, blue: 0)).isOpaque              // true
    /// FillPaint.solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.9)).isOpaque  // false
    /// ```
    public var isOpaque: Bool {
        switch self {
        case let .solid(color): return color.alpha >= 1
        case let .linear(_, _, stops): return !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 }
        case .seeThrough: return false
        }
    }

    /// The colour that stands for the fill where only one flat colour can be drawn: the
    /// solid colour, a gradient's mean, a see-through fill's opaque colour.
    ///
    /// ```swift
    /// FillPaint.solid(RGBAColor(red: 1, green: 0, blue: 0)).flatColor.red  // 1
    /// ```
    public var flatColor: RGBAColor {
        switch self {
        case let .solid(color): return color
        case let .seeThrough(paint): return paint.opaqueColor
        case let .linear(_, _, stops):
            guard !stops.isEmpty else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            let n = Double(stops.count)
            return RGBAColor(red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
                             blue: stops.map(\.color.blue).reduce(0, +) / n, alpha: stops.map(\.color.alpha).reduce(0, +) / n)
        }
    }

    /// A gradient's endpoints as unit points of a view of `size`, as `CAGradientLayer`
    /// takes them; `nil` for a solid colour.
    ///
    /// ```swift
    /// let paint = FillPaint.linear(start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 100), stops: [])
    /// paint.unitEndpoints(in: CGSize(width: 100, height: 100))?.end  // (0.5, 1)
    /// ```
    public func unitEndpoints(in size: CGSize) -> (start: CGPoint, end: CGPoint)? {
        guard case let .linear(start, end, _) = self else { return nil }
        return (start.unitPoint(in: size), end.unitPoint(in: size))
    }

    /// The same paint for a view drawn with its origin at `(dx, dy)`.
    ///
    /// ```swift
    /// FillPaint.linear(start: .zero, end: CGPoint(x: 0, y: 10), stops: []).offsetBy(dx: 5, dy: 5)
    /// ```
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> FillPaint {
        switch self {
        case .solid, .seeThrough: self
        case let .linear(start, end, stops):
            .linear(start: CGPoint(x: start.x + dx, y: start.y + dy), end: CGPoint(x: end.x + dx, y: end.y + dy), stops: stops)
        }
    }
}
