import Foundation
import PopoverCore

/// What to render: a style drawn as a background view of a size, with its arrow in a
/// direction and at an offset, at a scale, in light or dark appearance.
///
/// ```swift
/// let request = SkinRenderRequest(style: .classic, size: CGSize(width: 320, height: 200),
///                                 direction: .up, arrowOffset: -60, scale: 2)
/// let png = try PopoverRenderer.data(request, format: .png)
/// ```
public struct SkinRenderRequest: Sendable, Equatable {
    /// The look.
    public var style: PopoverStyle
    /// The background view's size in points, arrow included (as UIKit sizes it).
    public var size: CGSize
    /// The arrow's direction; `unknown` draws no arrow.
    public var direction: ArrowDirection
    /// UIKit's `arrowOffset`: from the view's centre to the arrow's centre line.
    public var arrowOffset: CGFloat
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Light or dark colours.
    public var appearance: Appearance
    /// The system drawn for, Reduce Transparency and Increase Contrast: how a glass fill
    /// and the edges resolve (iOS 26, both off, by default; its appearance is ``appearance``).
    public var accessibility = Accessibility()
    /// The picture behind the popover, stretched over the canvas: glass shows it blurred.
    /// Without one, glass is drawn as its opaque colour. SVG draws no backdrop.
    public var backdrop: RenderedImage?

    /// What a render is drawn for besides its appearance.
    ///
    /// ```swift
    /// var request = SkinRenderRequest(style: .glass, size: CGSize(width: 320, height: 200), direction: .up)
    /// request.accessibility = SkinRenderRequest.Accessibility(systemVersion: 18, reduceTransparency: true)
    /// ```
    public struct Accessibility: Sendable, Hashable {
        /// iOS's major version.
        public var systemVersion: Int
        /// Reduce Transparency.
        public var reduceTransparency: Bool
        /// Increase Contrast.
        public var increaseContrast: Bool

        /// iOS 26 with neither setting, by default.
        ///
        /// ```swift
        /// SkinRenderRequest.Accessibility(increaseContrast: true)
        /// ```
        public init(systemVersion: Int = DrawingEnvironment.firstGlassVersion, reduceTransparency: Bool = false, increaseContrast: Bool = false) {
            self.systemVersion = systemVersion
            self.reduceTransparency = reduceTransparency
            self.increaseContrast = increaseContrast
        }
    }

    /// The environment the style resolves in: ``appearance`` and ``accessibility``.
    ///
    /// ```swift
    /// SkinRenderRequest(style: .glass, size: CGSize(width: 320, height: 200), direction: .up).environment.hasGlass  // true
    /// ```
    public var environment: DrawingEnvironment {
        DrawingEnvironment(osMajorVersion: accessibility.systemVersion, appearance: appearance,
                           reduceTransparency: accessibility.reduceTransparency, increaseContrast: accessibility.increaseContrast)
    }

    /// Makes a request; the arrow is centred, the scale 2 and the appearance light by default.
    ///
    /// ```swift
    /// SkinRenderRequest(style: .noir, size: CGSize(width: 200, height: 120), direction: .left)
    /// ```
    public init(
        style: PopoverStyle, size: CGSize, direction: ArrowDirection,
        arrowOffset: CGFloat = 0, scale: Int = RenderScale.standard, appearance: Appearance = .light
    ) {
        self.style = style
        self.size = size
        self.direction = direction
        self.arrowOffset = arrowOffset
        self.scale = scale
        self.appearance = appearance
    }

    /// Throws ``/PopoverCore/PopoverInputError`` for a bad scale, a style that
    /// ``/PopoverCore/PopoverStyle/validate()`` refuses, a size that is not finite, a size too small to
    /// hold the arrow between two corners, or a canvas (size plus shadow margins) over
    /// ``maximumPixelsPerSide`` a side or ``maximumCanvasPixels`` in all — blamed on
    /// `shadow.blur` when the size would fit with a shadow like the built-in styles'.
    ///
    /// ```swift
    /// let tooSmall = SkinRenderRequest(style: .system, size: CGSize(width: 20, height: 10), direction: .up)
    /// try tooSmall.validate()  // throws: size: must be at least 62,39 for an up arrow in system, got 20,10
    /// ```
    public func validate() throws {
        guard RenderScale.supported.contains(scale) else {
            throw PopoverInputError(field: "scale", rule: "must be 1, 2 or 3", value: "\(scale)")
        }
        try style.validate()
        let minimum = minimumSize
        for value in [size.width, size.height] where !value.isFinite {
            throw PopoverInputError(field: "size", rule: "must be finite", value: NumberText.format(size))
        }
        guard size.width >= minimum.width, size.height >= minimum.height else {
            let arrow = direction == .unknown ? "no arrow" : "an \(direction.name) arrow"
            throw PopoverInputError(
                field: "size",
                rule: "must be at least \(NumberText.format(minimum)) for \(arrow) in \(style.name)",
                value: NumberText.format(size)
            )
        }
        try checkCanvas(scale: scale)
        try PopoverLimits.checkArrowOffset(arrowOffset)
    }

    /// ``validate()``, then for PDF the canvas at the 2 pixels per point of its raster
    /// shadows: everything ``PopoverRenderer/data(_:format:)`` checks before it draws or
    /// allocates anything. Check a request this way before making a backdrop for it.
    ///
    /// ```swift
    /// let wide = SkinRenderRequest(style: .classic, size: CGSize(width: 8180, height: 100), direction: .up, scale: 1)
    /// try wide.validate(for: .png)  // fine: 8204 × 124 pixels at 1x
    /// try wide.validate(for: .pdf)  // throws: size: must fit a canvas of at most 16384 pixels a side and 20000000 in all at 2x with the shadow's margins, got 8180,100
    /// ```
    public func validate(for format: OutputFormat) throws {
        try validate()
        if format == .pdf { try checkCanvas(scale: RenderScale.pdfBudget) }
    }

    /// The largest canvas side, in pixels, a request may ask for (shadow margins included).
    public static let maximumPixelsPerSide = 16_384

    /// The most pixels a canvas may have (20 million, 80 MB), shadow margins included; PDF
    /// counts its shadows' rasters at 2 pixels per point. This bounds the work of a render.
    ///
    /// ```swift
    /// SkinRenderRequest.maximumCanvasPixels   // 20_000_000
    /// ```
    public static let maximumCanvasPixels = 20_000_000

    /// Whether a canvas of `size` points at `scale` pixels per point is within
    /// ``maximumPixelsPerSide`` and ``maximumCanvasPixels``.
    ///
    /// ```swift
    /// SkinRenderRequest.canvasFits(CGSize(width: 400, height: 300), scale: 3)  // true
    /// ```
    public static func canvasFits(_ size: CGSize, scale: Int) -> Bool {
        let s = CGFloat(scale), w = size.width * s, h = size.height * s
        return w.isFinite && h.isFinite && w <= CGFloat(maximumPixelsPerSide) && h <= CGFloat(maximumPixelsPerSide)
            && w.rounded(.up) * h.rounded(.up) <= CGFloat(maximumCanvasPixels)
    }

    /// Throws unless the canvas fits at `scale` (see ``canvasFits(_:scale:)``), naming the
    /// shadow's field that takes the room when the view would fit with an ordinary shadow
    /// (`shadow.offset.x` or `shadow.offset.y` when an ordinary offset would fit, else
    /// `shadow.blur`), and `size` otherwise.
    func checkCanvas(scale: Int) throws {
        guard !Self.canvasFits(canvasSize, scale: scale) else { return }
        let rule = "must fit a canvas of at most \(Self.maximumPixelsPerSide) pixels a side and \(Self.maximumCanvasPixels) in all at \(scale)x"
        if Self.canvasFits(size, scale: scale), let shadow = style.shadow, fits(ordinaryBlur: true, ordinaryOffset: true, scale: scale) {
            if !fits(ordinaryBlur: false, ordinaryOffset: true, scale: scale) {
                throw PopoverInputError(field: "shadow.blur", rule: "with its offset \(rule) for this size", value: NumberText.exact(shadow.blur))
            }
            let x = abs(shadow.offsetX) >= abs(shadow.offsetY)
            throw PopoverInputError(
                field: x ? "shadow.offset.x" : "shadow.offset.y", rule: "with the blur \(rule) for this size",
                value: NumberText.exact(x ? shadow.offsetX : shadow.offsetY)
            )
        }
        let margins = Self.canvasFits(size, scale: scale) ? " with the shadow's margins" : ""
        throw PopoverInputError(field: "size", rule: rule + margins, value: NumberText.format(size))
    }

    /// Whether the canvas would fit with the shadow's blur, its offset or both no larger
    /// than the largest of the built-in styles': if not even with both, the size is what is
    /// too big (it is at the limit), not the shadow, and the error names `size`.
    private func fits(ordinaryBlur: Bool, ordinaryOffset: Bool, scale: Int) -> Bool {
        guard var shadow = style.shadow else { return true }
        let ordinary = PopoverStyle.builtIn.compactMap(\.shadow)
        let blur = ordinary.map(\.blur).max() ?? 0
        let offset = ordinary.map { max(abs($0.offsetX), abs($0.offsetY)) }.max() ?? 0
        if ordinaryBlur { shadow.blur = min(shadow.blur, blur) }
        if ordinaryOffset {
            shadow.offsetX = max(-offset, min(offset, shadow.offsetX))
            shadow.offsetY = max(-offset, min(offset, shadow.offsetY))
        }
        var request = self
        request.style.shadow = shadow
        return Self.canvasFits(request.canvasSize, scale: scale)
    }

    /// The smallest size that holds the arrow's base between two corners and leaves a
    /// body at least one point deep (or 1 × 1 without an arrow).
    public var minimumSize: CGSize {
        let m = style.metrics
        let along = m.arrowBase + 2 * m.cornerRadius, across = m.arrowHeight + max(1, 2 * m.cornerRadius)
        switch direction {
        case .up, .down: return CGSize(width: along, height: across)
        case .left, .right: return CGSize(width: across, height: along)
        case .unknown: return CGSize(width: max(1, 2 * m.cornerRadius), height: max(1, 2 * m.cornerRadius))
        }
    }

    /// The background layout this request draws.
    public var layout: BackgroundLayout {
        BackgroundLayout(size: size, direction: direction, arrowOffset: arrowOffset, metrics: style.metrics)
    }

    /// Room around the view for the shadow, in whole points: blur plus offset on each side.
    ///
    /// ```swift
    /// request.shadowMargins  // top 14, left 20, bottom 26, right 20 for blur 20, offset (0, 6)
    /// ```
    public var shadowMargins: PopoverInsets {
        guard let shadow = style.shadow, shadow.blur > 0 || shadow.offsetX != 0 || shadow.offsetY != 0 else { return .zero }
        func margin(_ towards: CGFloat) -> CGFloat { max(0, (shadow.blur + towards).rounded(.up)) }
        return PopoverInsets(
            top: margin(-shadow.offsetY), left: margin(-shadow.offsetX),
            bottom: margin(shadow.offsetY), right: margin(shadow.offsetX)
        )
    }

    /// The canvas in device pixels, rounded up as the bitmap is.
    var canvasPixels: (width: Int, height: Int) {
        let s = CGFloat(scale), size = canvasSize
        return (Int((size.width * s).rounded(.up)), Int((size.height * s).rounded(.up)))
    }

    /// The canvas in points: the view plus its shadow margins.
    public var canvasSize: CGSize {
        let m = shadowMargins
        return CGSize(width: size.width + m.horizontal, height: size.height + m.vertical)
    }

    /// Where the view's origin sits on the canvas.
    public var viewOrigin: CGPoint { CGPoint(x: shadowMargins.left, y: shadowMargins.top) }
}
