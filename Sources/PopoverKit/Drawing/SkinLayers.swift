#if canImport(UIKit)
import PopoverCore
import UIKit

/// The layers that draw a style in UIKit: ``OutlineLayers`` (shadow, fill, inner
/// highlight, rim and border, shared with the Mac's panel) and the system's glass or blur
/// material shaped by the outline (``SeeThroughBackdrop``), all from the core's one
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
    private let layers = OutlineLayers()
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
        shadowView.isUserInteractionEnabled = false
        shadowView.isAccessibilityElement = false
        shadowView.layer.addSublayer(layers.shadow)
        host.insertSubview(shadowView, at: 0)
        host.layer.insertSublayer(layers.solid, above: shadowView.layer)
        host.layer.insertSublayer(layers.gradient, above: layers.solid)
        let strokes = strokeHost ?? host.layer
        strokes.addSublayer(layers.highlight)
        strokes.addSublayer(layers.rim)
        strokes.addSublayer(layers.border)
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
        if let uikitAnimation {
            let outline = drawing.outline.cgPath
            for layer in layers.pathLayers { animate(layer, keyPath: "path", to: outline, like: uikitAnimation) }
            animate(layers.shadow, keyPath: "shadowPath", to: outline, like: uikitAnimation)
        }
        // SwiftUI's glassEffect(_:in:) follows the whole outline and draws its own rim.
        layers.draw(drawing, in: layout.bounds, scale: scale, drawsRim: drawsSeeThrough)
        // The shadow's view and the effect's frame and mask jump with the paths: inside
        // UIKit's animation they would move while the mask's path jumps.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shadowView.frame = layout.bounds
        if case let .seeThrough(paint) = drawing.fill, drawsSeeThrough {
            madeBackdrop().show(paint, outline: drawing.outline.cgPath, bounds: layout.bounds)
        } else {
            backdrop?.hide()
        }
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
