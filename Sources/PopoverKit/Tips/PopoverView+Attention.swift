#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

extension PopoverView {
    /// The key of the attention motion's animation on the popover's layer.
    static let attentionAnimationKey = "PopoverKit.attention"

    /// Plays `motion` on a shown popover, over and over, until ``stopAttentionMotion()`` or
    /// the popover goes: the core's keyframes (``/PopoverTips/AttentionMotion``) for its arrow
    /// direction, a bounce towards the anchor or a pulse about the arrow's tip, each cycle
    /// ``/PopoverTips/AttentionMotion/cycle`` seconds. Nothing plays before the popover is
    /// placed, or under Reduce Motion: switched on, it stops the motion; switched off, the
    /// motion comes back. It also comes back after a trip to the background, where Core
    /// Animation drops it (``/PopoverTips/AttentionPlayback`` decides).
    ///
    /// ```swift
    /// let tip = PopoverView.tip(TipContent(message: "Tap here to share"))
    /// tip.onPresent = { $0.startAttentionMotion(.bounce) }
    /// tip.present(from: button, in: view)
    /// ```
    public func startAttentionMotion(_ motion: AttentionMotion) {
        let player = attentionPlayer ?? AttentionMotionPlayer(popover: self)
        attentionPlayer = player
        player.request(motion)
    }

    /// Stops the attention motion; the popover rests where it is placed.
    ///
    /// ```swift
    /// PopoverView.tip(TipContent(message: "Tap here to share")).stopAttentionMotion()
    /// ```
    public func stopAttentionMotion() {
        attentionPlayer?.request(nil)
        attentionPlayer = nil
    }

    /// Adds `motion`'s animation for `placement` to the layer (`AttentionMotionPlayer` has
    /// removed any before, and decided it is due: Reduce Motion is off).
    func addAttentionAnimation(_ motion: AttentionMotion, at placement: Placement) {
        let frames = AttentionMotion.keyframes(motion, arrowDirection: placement.direction, reduceMotion: false)
        guard !frames.isEmpty else { return }
        // The scale's fixed point (the core's: the arrow's tip), from the layer's anchor point.
        let size = bounds.size, unit = AttentionMotion.unitPivot(for: placement)
        let pivot = CGPoint(x: unit.x * size.width, y: unit.y * size.height)
        let anchor = CGPoint(x: layer.anchorPoint.x * size.width, y: layer.anchorPoint.y * size.height)
        let dx = pivot.x - anchor.x, dy = pivot.y - anchor.y
        func transform(_ frame: AttentionMotion.Keyframe) -> CATransform3D {
            var t = CATransform3DMakeTranslation(frame.offset.x + dx, frame.offset.y + dy, 0)
            t = CATransform3DScale(t, frame.scale, frame.scale, 1)
            return CATransform3DTranslate(t, -dx, -dy, 0)
        }
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = (frames.map(transform) + [CATransform3DIdentity]).map { NSValue(caTransform3D: $0) }
        animation.keyTimes = (frames.map(\.time) + [1]).map { NSNumber(value: $0) }
        animation.duration = AttentionMotion.cycle
        animation.repeatCount = .infinity
        // Added to the popover's own transform, so its present and dismiss animations
        // still show while it moves.
        animation.isAdditive = true
        layer.add(animation, forKey: Self.attentionAnimationKey)
    }
}
#endif
