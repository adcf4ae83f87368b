#if canImport(UIKit)
import PopoverCore
import UIKit

/// The layers that draw a style: shadow (`shadowPath`), fill (solid shape or gradient
/// masked by the outline), inner highlight and border, all from the core's one
/// pixel-aligned outline. Shared by the drawn background view and ``PopoverView``.
///
/// Fill and shadow go to the bottom of the host view's layer; the strokes (highlight and
/// border) go to `strokeHost`, which ``PopoverView`` keeps above its content so opaque
/// content never hides them.
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
    private let border = CAShapeLayer()

    /// Adds fill and shadow at the bottom of `host`'s layer, below any sublayers (the
    /// content), and the strokes on top of `strokeHost` (by default `host`'s layer).
    init(in host: UIView, strokeHost: CALayer? = nil) {
        self.host = host
        gradient.mask = gradientMask
        highlight.mask = highlightMask
        for layer in [shadow, solid, highlight, border] { layer.fillColor = nil }
        for (index, layer) in [shadow, solid, gradient].enumerated() {
            host.layer.insertSublayer(layer, at: UInt32(index))
        }
        let strokes = strokeHost ?? host.layer
        strokes.addSublayer(highlight)
        strokes.addSublayer(border)
    }

    /// Redraws for a layout, in the colours and at the scale of `traits`. Inside UIKit's
    /// animation of the popover the paths animate along with UIKit's own timing, but
    /// only while the arrow keeps its direction: a path whose arrow moves to another
    /// edge has its points in another order and would fold on the way.
    func update(style: PopoverStyle, layout: BackgroundLayout, traits: UITraitCollection) {
        let appearance = Appearance(traits)
        let scale = traits.displayScale > 0 ? traits.displayScale : 2
        let uikitAnimation = drawnDirection == layout.direction ? uikitBoundsAnimation() : nil
        drawnDirection = layout.direction
        let grid = style.pixelGrid(atScale: scale)
        let outline = PopoverOutline.path(for: layout, metrics: style.metrics, pixelGrid: grid).cgPath
        let bounds = layout.bounds

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in [shadow, solid, gradientMask, highlight, highlightMask, border, gradient] as [CALayer] {
            layer.frame = bounds
            layer.contentsScale = scale
        }
        if let uikitAnimation {
            for layer in [solid, gradientMask, highlight, highlightMask, border] {
                animate(layer, keyPath: "path", to: outline, like: uikitAnimation)
            }
            animate(shadow, keyPath: "shadowPath", to: outline, like: uikitAnimation)
        }
        for layer in [solid, gradientMask, highlight, highlightMask, border] { layer.path = outline }

        if let s = style.shadow {
            shadow.shadowPath = outline
            shadow.shadowColor = s.color.resolved(for: appearance).opaque.cgColor
            shadow.shadowOpacity = Float(s.color.resolved(for: appearance).alpha)
            shadow.shadowRadius = s.layerShadowRadius
            shadow.shadowOffset = CGSize(width: s.offsetX, height: s.offsetY)
        } else {
            shadow.shadowPath = nil
            shadow.shadowOpacity = 0
        }

        switch style.fill {
        case let .solid(color):
            solid.fillColor = color.resolved(for: appearance).cgColor
            gradient.isHidden = true
        case let .linearGradient(g):
            solid.fillColor = nil
            gradient.isHidden = false
            gradient.colors = g.stops.map { $0.color.resolved(for: appearance).cgColor }
            gradient.locations = g.stops.map { NSNumber(value: Double($0.location)) }
            (gradient.startPoint, gradient.endPoint) = g.unitEndpoints(in: layout)
        }
        gradientMask.fillColor = UIColor.black.cgColor
        highlightMask.fillColor = UIColor.black.cgColor

        if let h = style.innerHighlight, let width = style.innerHighlightStrokeWidth(atScale: scale) {
            highlight.isHidden = false
            highlight.lineWidth = width
            highlight.strokeColor = h.color.resolved(for: appearance).cgColor
        } else {
            highlight.isHidden = true
        }
        if let b = style.border, grid.borderWidth > 0 {
            border.isHidden = false
            border.lineWidth = grid.borderWidth
            border.lineJoin = .round
            border.strokeColor = b.color.resolved(for: appearance).cgColor
        } else {
            border.isHidden = true
        }
        CATransaction.commit()
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

private extension RGBAColor {
    /// The colour at full opacity (CALayer's shadow takes opacity separately).
    var opaque: RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: 1) }
}
#endif
