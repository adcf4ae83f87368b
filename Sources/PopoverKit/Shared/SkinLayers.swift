#if canImport(UIKit)
import PopoverCore
import UIKit

/// The layers that draw a style: shadow (`shadowPath`), fill (solid shape, gradient
/// masked by the outline, or the system's glass or blur material shaped by it:
/// ``SeeThroughBackdrop``), inner highlight and border, all from the core's one
/// pixel-aligned outline, resolved for the view's ``/PopoverCore/DrawingEnvironment``.
/// Shared by the drawn background view and ``PopoverView``. Switching Reduce Transparency
/// or Increase Contrast lays the host out again.
///
/// The shadow goes in a view of its own at the bottom of the host (``shadowView``: a
/// see-through fill's animation fades it without fading the effect's ancestors), the fill
/// above it and below the content; the strokes (highlight and border) go to
/// `strokeHost`, which ``PopoverView`` keeps above its content so opaque content never
/// hides them.
@MainActor
final class SkinLayers {
    private unowned let host: UIView
    private var drawnDirection: ArrowDirection?
    private let shadow = CAShapeLayer()
    private let solid = CAShapeLayer()
    private let gradient = CAGradientLayer()
    private let gradientMask = CAShapeLayer()
    private let highlight = CAShapeLayer()
    private let highlightMask = CAShapeLayer()
    /// Glass's rim along the inside of the whole outline, arrow included.
    private let rim = CAShapeLayer()
    private let rimMask = CAShapeLayer()
    private let border = CAShapeLayer()
    private let shadowMask = CAShapeLayer()
    /// Holds the shadow layer, at the bottom of the host.
    let shadowView = UIView()
    private var backdrop: SeeThroughBackdrop?
    private var lookObserver: AccessibilityLookObserver?
    /// Whether a see-through fill is drawn here (`false` when SwiftUI draws it:
    /// ``PopoverMaterialBackground``); the shadow and the strokes are drawn either way.
    var drawsSeeThrough = true

    /// Adds fill and shadow at the bottom of `host`'s layer, below any sublayers (the
    /// content), and the strokes on top of `strokeHost` (by default `host`'s layer).
    init(in host: UIView, strokeHost: CALayer? = nil) {
        self.host = host
        gradient.mask = gradientMask
        highlight.mask = highlightMask
        rim.mask = rimMask
        for layer in [shadow, solid, highlight, rim, border] { layer.fillColor = nil }
        for mask in [gradientMask, highlightMask, rimMask] { mask.fillColor = UIColor.black.cgColor }
        shadowView.isUserInteractionEnabled = false
        shadowView.isAccessibilityElement = false
        shadowView.layer.addSublayer(shadow)
        host.insertSubview(shadowView, at: 0)
        host.layer.insertSublayer(solid, above: shadowView.layer)
        host.layer.insertSublayer(gradient, above: solid)
        let strokes = strokeHost ?? host.layer
        strokes.addSublayer(highlight)
        strokes.addSublayer(rim)
        strokes.addSublayer(border)
        shadowMask.fillRule = .evenOdd
        shadowMask.fillColor = UIColor.black.cgColor
        lookObserver = AccessibilityLookObserver { [weak host] in host?.setNeedsLayout() }
    }

    /// Redraws for a layout, in the colours and at the scale of `traits`, and returns what
    /// it drew. Inside UIKit's
    /// animation of the popover the paths animate along with UIKit's own timing, but
    /// only while the arrow keeps its direction: a path whose arrow moves to another
    /// edge has its points in another order and would fold on the way.
    @discardableResult
    func update(style: PopoverStyle, layout: BackgroundLayout, traits: UITraitCollection) -> SkinDrawing {
        let scale = traits.displayScale > 0 ? traits.displayScale : 2
        let drawing = SkinDrawing(style: style, layout: layout, environment: DrawingEnvironment(traits), scale: scale)
        let uikitAnimation = drawnDirection == layout.direction ? uikitBoundsAnimation() : nil
        drawnDirection = layout.direction
        let outline = drawing.outline.cgPath

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shadowView.frame = layout.bounds
        for layer in [shadow, solid, gradientMask, highlight, highlightMask, rim, rimMask, border, gradient] as [CALayer] {
            layer.frame = layout.bounds
            layer.contentsScale = scale
        }
        if let uikitAnimation {
            for layer in [solid, gradientMask, highlight, highlightMask, rim, rimMask, border] {
                animate(layer, keyPath: "path", to: outline, like: uikitAnimation)
            }
            animate(shadow, keyPath: "shadowPath", to: outline, like: uikitAnimation)
        }
        for layer in [solid, gradientMask, highlight, highlightMask, rim, rimMask, border] { layer.path = outline }
        shadow.shadowPath = drawing.shadow == nil ? nil : outline
        shadow.shadowColor = drawing.shadow?.layerColor.cgColor
        shadow.shadowOpacity = drawing.shadow?.layerOpacity ?? 0
        shadow.shadowRadius = drawing.shadow?.layerRadius ?? 0
        shadow.shadowOffset = drawing.shadow.map { CGSize(width: $0.offset.x, height: $0.offset.y) } ?? .zero
        if case .seeThrough = drawing.fill {} else { backdrop?.hide() }
        maskShadow(outside: outline, in: layout.bounds, reach: drawing.shadow?.reach ?? 0, when: drawing.fill)
        switch drawing.fill {
        case let .solid(color):
            solid.fillColor = color.cgColor
            gradient.isHidden = true
        case let .seeThrough(paint):
            solid.fillColor = nil
            gradient.isHidden = true
            if drawsSeeThrough { madeBackdrop().show(paint, outline: outline, bounds: layout.bounds) } else { backdrop?.hide() }
        case let .linear(_, _, stops):
            solid.fillColor = nil
            gradient.isHidden = false
            gradient.colors = stops.map(\.color.cgColor)
            gradient.locations = stops.map { NSNumber(value: Double($0.location)) }
            (gradient.startPoint, gradient.endPoint) = drawing.fill.unitEndpoints(in: layout.bounds.size) ?? (.zero, .zero)
        }
        stroke(highlight, with: drawing.innerHighlight)
        // SwiftUI's glassEffect(_:in:) follows the whole outline and draws its own rim.
        stroke(rim, with: drawsSeeThrough ? Self.rim(of: drawing.fill) : nil)
        stroke(border, with: drawing.border)
        CATransaction.commit()
        return drawing
    }

    /// The see-through effect, made the first time a style needs it: a subview above the
    /// shadow and below the solid fill and the content.
    private func madeBackdrop() -> SeeThroughBackdrop {
        if let backdrop { return backdrop }
        let made = SeeThroughBackdrop()
        host.insertSubview(made.view, aboveSubview: shadowView)
        backdrop = made
        return made
    }

    /// Shows or takes away the see-through effect drawn here (inside an animation, it
    /// appears or goes with it); nothing when there is none.
    func showSeeThroughEffect(_ shown: Bool) {
        backdrop?.showEffect(shown)
    }

    /// Behind a see-through fill the shadow shows only outside the outline: under it, the
    /// glass would show the shadow through (darkened), not what lies behind the popover.
    /// The mask reaches as far as the shadow does (``/PopoverCore/ShadowPaint/reach``).
    private func maskShadow(outside outline: CGPath, in bounds: CGRect, reach: CGFloat, when fill: FillPaint) {
        guard case .seeThrough = fill else { shadow.mask = nil; return }
        let path = CGMutablePath()
        path.addRect(bounds.insetBy(dx: -reach, dy: -reach))
        path.addPath(outline)
        shadowMask.frame = bounds
        shadowMask.path = path
        shadow.mask = shadowMask
    }

    /// Glass's rim as a stroke of the outline clipped to its inside (twice as wide, half
    /// of it inside), as the renderer draws it; the system's own glass edge follows a
    /// rectangle's corners, is cut by the outline's mask and misses the arrow.
    private static func rim(of fill: FillPaint) -> StrokePaint? {
        guard case let .seeThrough(paint) = fill, let rim = paint.rim else { return nil }
        return StrokePaint(width: 2 * rim.width, color: rim.color)
    }

    /// Shows `layer` stroking the outline as `stroke` says, or hides it.
    private func stroke(_ layer: CAShapeLayer, with stroke: StrokePaint?) {
        layer.isHidden = stroke == nil
        layer.lineWidth = stroke?.width ?? 0
        layer.strokeColor = stroke?.color.cgColor
        layer.lineJoin = .round   // as every renderer backend strokes (CAShapeLayer's default is miter)
    }

    /// The animation UIKit would give the host's layer now: inside a UIView animation
    /// block UIKit answers a layer's action with a `CABasicAnimation` (or its spring
    /// subclass) carrying that block's duration, curve and delay; outside one, nothing.
    private func uikitBoundsAnimation() -> CABasicAnimation? {
        host.layer.action(forKey: "backgroundColor") as? CABasicAnimation
    }

    /// Animates `keyPath` from where it shows now to `value`, with UIKit's timing.
    private func animate(_ layer: CALayer, keyPath: String, to value: CGPath, like template: CABasicAnimation) {
        guard let animation = template.copy() as? CABasicAnimation else { return }
        animation.delegate = nil   // UIKit's own bookkeeping is for its animation, not ours
        animation.keyPath = keyPath
        animation.fromValue = layer.presentation()?.value(forKeyPath: keyPath) ?? layer.value(forKeyPath: keyPath)
        animation.toValue = value
        layer.add(animation, forKey: keyPath)
    }
}

#endif
