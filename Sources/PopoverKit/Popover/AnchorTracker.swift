#if canImport(UIKit)
import PopoverCore
import UIKit

/// Checks a followed anchor view on a display link, at the pace
/// `AnchorTrackingPace` sets: every frame while the anchor moves, a few
/// times a second once it keeps still, placing the popover again only when the anchor's
/// on-screen frame changed. The display link retains its target until invalidated
/// (CADisplayLink.h), so the tracker holds the popover weakly and invalidates the link
/// on ``stop()``, or on the first tick after the popover is gone.
@MainActor
final class AnchorTracker: NSObject {
    private weak var popover: PopoverView?
    private var link: CADisplayLink?
    private var pace = AnchorTrackingPace()

    init(popover: PopoverView) {
        self.popover = popover
        super.init()
        let link = CADisplayLink(target: self, selector: #selector(tick))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func tick() {
        guard let popover else { return stop() }
        let look = pace.observe(popover.followedAnchorFrame())
        if look.rateChanged, let link {
            let range = look.rate.frameRateRange
            link.preferredFrameRateRange = CAFrameRateRange(minimum: range.minimum, maximum: range.maximum, preferred: range.preferred)
        }
        if look.placesAgain { popover.setNeedsPlacement() }
    }

    /// Where `anchor` is on screen now, in `container`'s coordinates: its presentation
    /// layers' frame, so an anchor inside an animation is followed where it shows, not
    /// where it will end up.
    static func onScreenFrame(of anchor: UIView, in container: UIView) -> CGRect {
        let anchorLayer = anchor.layer.presentation() ?? anchor.layer
        let containerLayer = container.layer.presentation() ?? container.layer
        return containerLayer.convert(anchorLayer.bounds, from: anchorLayer)
    }
}

#endif
