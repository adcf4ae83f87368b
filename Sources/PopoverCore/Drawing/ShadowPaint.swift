import Foundation

/// A shadow with its colour resolved for one appearance: the renderer's blur and the
/// `CALayer` values that match it.
///
/// ```swift
/// let shadow = ShadowPaint(PopoverStyle.system.shadow!, appearance: .light)
/// shadow.layerRadius  // 6.667: blur 20 / 3
/// ```
package struct ShadowPaint: Sendable, Equatable {
    /// The colour, alpha included.
    public var color: RGBAColor
    /// How far the shadow spreads beyond the shape, in points.
    public var blur: CGFloat
    /// Where the shadow falls, in points (positive y is down).
    public var offset: CGPoint
    /// `CALayer.shadowRadius` for the same spread (``Shadow/layerShadowRadius``).
    public var layerRadius: CGFloat

    /// The shadow in `appearance`.
    ///
    /// ```swift
    /// ShadowPaint(Shadow(color: DynamicColor(.black), blur: 8, offsetY: 2), appearance: .dark).offset  // (0, 2)
    /// ```
    public init(_ shadow: Shadow, appearance: Appearance) {
        color = shadow.color.resolved(for: appearance)
        blur = shadow.blur
        offset = CGPoint(x: shadow.offsetX, y: shadow.offsetY)
        layerRadius = shadow.layerShadowRadius
    }

    /// `CALayer.shadowColor`: the colour at full opacity (the layer takes opacity apart).
    public var layerColor: RGBAColor { RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 1) }
    /// `CALayer.shadowOpacity`.
    public var layerOpacity: Float { Float(color.alpha) }

    /// How far past the shape the shadow can reach in any direction, in points: its blur
    /// plus its larger offset (0 for a shadow that is not finite). A mask that keeps the
    /// shadow out from under a see-through fill reaches this far.
    ///
    /// ```swift
    /// ShadowPaint(Shadow(color: DynamicColor(.black), blur: 8, offsetY: 2), appearance: .light).reach  // 10
    /// ```
    public var reach: CGFloat {
        let reach = blur + max(abs(offset.x), abs(offset.y))
        return reach.isFinite ? max(0, reach) : 0
    }
}
