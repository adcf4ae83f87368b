#if canImport(UIKit) || canImport(AppKit)
import PopoverCore
import QuartzCore

/// The Core Animation layers that draw a ``/PopoverCore/SkinDrawing`` from its one
/// outline: shadow (`shadowPath`, masked to the outside of a see-through fill), fill
/// (solid shape or gradient masked by the outline), inner highlight, glass's rim and
/// border. Core Animation is on iOS and the Mac alike, so UIKit's ``SkinLayers`` and the
/// Mac's panel draw with the same layers; each host places them (the strokes above its
/// content) and adds the system's see-through effect.
@MainActor
final class OutlineLayers {
    let shadow = CAShapeLayer()
    let solid = CAShapeLayer()
    let gradient = CAGradientLayer()
    private let gradientMask = CAShapeLayer()
    let highlight = CAShapeLayer()
    private let highlightMask = CAShapeLayer()
    /// Glass's rim along the inside of the whole outline, arrow included.
    let rim = CAShapeLayer()
    private let rimMask = CAShapeLayer()
    let border = CAShapeLayer()
    private let shadowMask = CAShapeLayer()

    init() {
        gradient.mask = gradientMask
        highlight.mask = highlightMask
        rim.mask = rimMask
        let black = CGColor(gray: 0, alpha: 1)
        for layer in [shadow, solid, highlight, rim, border] { layer.fillColor = nil }
        for mask in [gradientMask, highlightMask, rimMask] { mask.fillColor = black }
        shadowMask.fillRule = .evenOdd
        shadowMask.fillColor = black
    }

    /// The layers that carry the outline as their `path` (the shadow carries it as its
    /// `shadowPath`), for a host that animates the outline.
    var pathLayers: [CAShapeLayer] { [solid, gradientMask, highlight, highlightMask, rim, rimMask, border] }

    /// Draws `drawing` over `bounds` at `scale`, without implicit animations.
    /// `drawsRim`: glass's rim is drawn here (not when SwiftUI's glass draws its own).
    func draw(_ drawing: SkinDrawing, in bounds: CGRect, scale: CGFloat, drawsRim: Bool) {
        let outline = drawing.outline.cgPath
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in pathLayers + [shadow, gradient] as [CALayer] {
            layer.frame = bounds
            layer.contentsScale = scale
        }
        for layer in pathLayers { layer.path = outline }
        shadow.shadowPath = drawing.shadow == nil ? nil : outline
        shadow.shadowColor = drawing.shadow?.layerColor.cgColor
        shadow.shadowOpacity = drawing.shadow?.layerOpacity ?? 0
        shadow.shadowRadius = drawing.shadow?.layerRadius ?? 0
        shadow.shadowOffset = drawing.shadow.map { CGSize(width: $0.offset.x, height: $0.offset.y) } ?? .zero
        maskShadow(outside: outline, in: bounds, reach: drawing.shadow?.reach ?? 0, when: drawing.fill)
        switch drawing.fill {
        case let .solid(color):
            solid.fillColor = color.cgColor
            gradient.isHidden = true
        case .seeThrough:
            solid.fillColor = nil
            gradient.isHidden = true
        case let .linear(_, _, stops):
            solid.fillColor = nil
            gradient.isHidden = false
            gradient.colors = stops.map(\.color.cgColor)
            gradient.locations = stops.map { NSNumber(value: Double($0.location)) }
            (gradient.startPoint, gradient.endPoint) = drawing.fill.unitEndpoints(in: bounds.size) ?? (.zero, .zero)
        }
        stroke(highlight, with: drawing.innerHighlight)
        stroke(rim, with: drawsRim ? Self.rim(of: drawing.fill) : nil)
        stroke(border, with: drawing.border)
        CATransaction.commit()
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
        guard case let .seeThrough(paint) = fill else { return nil }
        return paint.insideStroke
    }

    /// Shows `layer` stroking the outline as `stroke` says, or hides it.
    private func stroke(_ layer: CAShapeLayer, with stroke: StrokePaint?) {
        layer.isHidden = stroke == nil
        layer.lineWidth = stroke?.width ?? 0
        layer.strokeColor = stroke?.color.cgColor
        layer.lineJoin = .round   // as every renderer backend strokes (CAShapeLayer's default is miter)
    }
}

extension RGBAColor {
    /// The colour as `CGColor` in sRGB.
    var cgColor: CGColor {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }
}
#endif
