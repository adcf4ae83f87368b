import Foundation

/// How a popover appears or disappears: a scale around the arrow tip plus a fade.
///
/// `anchorPoint` is in unit coordinates of the popover's frame (as `CALayer.anchorPoint`)
/// and sits on the arrow tip, so the popover grows out of its arrow. Under Reduce
/// Motion the animation only fades.
///
/// ```swift
/// let present = PopoverAnimation.presentation(for: placement, reduceMotion: false)
/// view.layer.anchorPoint = present.anchorPoint
/// view.transform = CGAffineTransform(scaleX: present.fromScale, y: present.fromScale)
/// view.alpha = present.fromAlpha
/// ```
public struct PopoverAnimation: Sendable, Equatable {
    /// The fixed point of the scale, in unit coordinates of the frame.
    public var anchorPoint: CGPoint
    /// Length in seconds.
    public var duration: TimeInterval
    /// Timing curve.
    public var curve: MotionCurve
    /// Scale at the start.
    public var fromScale: CGFloat
    /// Scale at the end.
    public var toScale: CGFloat
    /// Opacity at the start.
    public var fromAlpha: CGFloat
    /// Opacity at the end.
    public var toAlpha: CGFloat
    /// What the fade changes: the whole popover, or for a see-through fill the views
    /// beside its effect while the effect itself appears or goes (`fading(for:)`).
    public var fade: Fade = .wholePopover

    /// What a popover's fade changes.
    public enum Fade: Sendable, Equatable {
        /// The popover's opacity goes from ``fromAlpha`` to ``toAlpha``.
        case wholePopover
        /// A see-through fill (glass, a blur material): the system's effect appears
        /// (presenting) or goes (dismissing) over the animation, and the opacity goes only
        /// on what lies beside the effect (content, strokes, shadow). The effect's
        /// ancestors stay opaque: "If alpha is less than 1 on the UIVisualEffectView or
        /// any of its superviews, many effects will look incorrect or won't show up at
        /// all" (UIVisualEffectView.h).
        case besideEffect
    }

    /// The animation that shows a placed popover: from 0.6 scale and transparent to
    /// full size and opaque on a gentle spring (0.35 s), or a 0.2 s fade under Reduce Motion.
    ///
    /// ```swift
    /// PopoverAnimation.presentation(for: placement, reduceMotion: true).fromScale  // 1
    /// ```
    public static func presentation(for placement: Placement, reduceMotion: Bool) -> PopoverAnimation {
        let anchor = unitAnchor(for: placement)
        if reduceMotion {
            return PopoverAnimation(anchorPoint: anchor, duration: 0.2, curve: .easeOut, fromScale: 1, toScale: 1, fromAlpha: 0, toAlpha: 1)
        }
        return PopoverAnimation(
            anchorPoint: anchor, duration: 0.35, curve: .spring(dampingRatio: 0.8, response: 0.35),
            fromScale: 0.6, toScale: 1, fromAlpha: 0, toAlpha: 1
        )
    }

    /// The animation that hides a placed popover: shrinking a little towards the arrow
    /// while fading out (0.2 s), or a 0.15 s fade under Reduce Motion.
    ///
    /// ```swift
    /// PopoverAnimation.dismissal(for: placement, reduceMotion: false).toAlpha  // 0
    /// ```
    public static func dismissal(for placement: Placement, reduceMotion: Bool) -> PopoverAnimation {
        let anchor = unitAnchor(for: placement)
        if reduceMotion {
            return PopoverAnimation(anchorPoint: anchor, duration: 0.15, curve: .easeIn, fromScale: 1, toScale: 1, fromAlpha: 1, toAlpha: 0)
        }
        return PopoverAnimation(anchorPoint: anchor, duration: 0.2, curve: .easeIn, fromScale: 1, toScale: 0.85, fromAlpha: 1, toAlpha: 0)
    }

    /// This animation for a popover filled with `fill`: a see-through fill fades
    /// ``Fade/besideEffect``, any other ``Fade/wholePopover``; so does an app's own
    /// animation block (`custom`), which is handed the popover as a whole and sees none
    /// of its inner views. The scale, curve and timing are the same either way.
    ///
    /// ```swift
    /// let paint = SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment(osMajorVersion: 26))
    /// PopoverAnimation.presentation(for: placement, reduceMotion: false).fading(for: .seeThrough(paint)).fade  // .besideEffect
    /// PopoverAnimation.presentation(for: placement, reduceMotion: false).fading(for: .seeThrough(paint), custom: true).fade  // .wholePopover
    /// ```
    package func fading(for fill: FillPaint, custom: Bool = false) -> PopoverAnimation {
        var animation = self
        if case .seeThrough = fill, !custom { animation.fade = .besideEffect } else { animation.fade = .wholePopover }
        return animation
    }

    /// Where `CALayer.position` goes for a layer with this animation's anchor point to
    /// keep `frame` (setting `anchorPoint` alone moves the layer).
    ///
    /// ```swift
    /// view.layer.anchorPoint = animation.anchorPoint
    /// view.layer.position = animation.layerPosition(in: placement.frame)
    /// ```
    public func layerPosition(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }

    /// Where the popover grows from, in unit coordinates of the frame: the arrow's tip;
    /// without an arrow, the middle of the edge facing the anchor, in line with the
    /// anchor's middle (``Placement/side``); the centre for a popover on its anchor or an
    /// empty frame.
    package static func unitAnchor(for placement: Placement) -> CGPoint {
        let frame = placement.frame
        guard frame.width > 0, frame.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let a = placement.anchor
        let point: CGPoint
        if let tip = placement.arrowTip {
            point = tip
        } else {
            let x = min(max(a.midX, frame.minX), frame.maxX), y = min(max(a.midY, frame.minY), frame.maxY)
            switch placement.side {
            case .below: point = CGPoint(x: x, y: frame.minY)
            case .above: point = CGPoint(x: x, y: frame.maxY)
            case .right: point = CGPoint(x: frame.minX, y: y)
            case .left: point = CGPoint(x: frame.maxX, y: y)
            case .onAnchor: return CGPoint(x: 0.5, y: 0.5)
            }
        }
        return CGPoint(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
    }
}
