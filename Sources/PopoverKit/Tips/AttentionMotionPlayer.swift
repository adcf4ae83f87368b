#if canImport(UIKit)
import PopoverCore
import PopoverTips
import UIKit

/// Keeps a popover's attention motion playing as the core's ``/PopoverTips/AttentionPlayback``
/// says: UIKit's events (Reduce Motion switched, the app leaving for the background and
/// coming back, where Core Animation has dropped the repeating animation) go to it, and
/// its changes add or remove the animation. Holds the popover weakly; selector observers,
/// which NotificationCenter lets go of by itself when this object goes.
@MainActor
final class AttentionMotionPlayer: NSObject {
    private weak var popover: PopoverView?
    private var playback: AttentionPlayback

    /// Starts observing for `popover`.
    init(popover: PopoverView) {
        self.popover = popover
        playback = AttentionPlayback(reduceMotion: UIAccessibility.isReduceMotionEnabled)
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(reduceMotionChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(enteredBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(enteringForeground), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    /// The app asked for `motion` (`nil`: stop). What is due plays afresh, even the same
    /// motion: the popover may have been placed anew since, its arrow another way. A
    /// popover whose scene is in the background now (asked for as the app left) waits
    /// for the foreground.
    func request(_ motion: AttentionMotion?) {
        if popover?.window?.windowScene?.activationState == .background { _ = playback.handle(.inForeground(false)) }
        _ = playback.handle(.requested(motion))
        play(playback.playing)
    }

    /// The popover was placed: a motion due plays again if its arrow turned or Core
    /// Animation dropped it (the popover left its window and came back), so it still
    /// moves towards the anchor.
    func placed(_ placement: Placement) {
        guard let motion = playback.playing, let popover else { return }
        let dropped = popover.layer.animation(forKey: PopoverView.attentionAnimationKey) == nil
        if dropped || placement.direction != playedDirection { play(motion, at: placement) }
    }

    @objc private func reduceMotionChanged() { handle(.reduceMotion(UIAccessibility.isReduceMotionEnabled)) }

    @objc private func enteredBackground() { handle(.inForeground(false)) }

    @objc private func enteringForeground() { handle(.inForeground(true)) }

    private func handle(_ event: AttentionPlayback.Event) {
        switch playback.handle(event) {
        case let .start(motion)?: play(motion)
        case .stop?: play(nil)
        case nil: break
        }
    }

    /// The arrow direction the motion playing was made for.
    private var playedDirection: ArrowDirection?

    private func play(_ motion: AttentionMotion?, at placement: Placement? = nil) {
        guard let popover else { return }
        popover.layer.removeAnimation(forKey: PopoverView.attentionAnimationKey)
        playedDirection = nil
        guard let motion, let placement = placement ?? popover.placement else { return }
        popover.addAttentionAnimation(motion, at: placement)
        playedDirection = placement.direction
    }
}
#endif
