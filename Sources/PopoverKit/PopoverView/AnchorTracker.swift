#if canImport(UIKit)
import UIKit

/// Checks a followed anchor view once a display frame. The display link holds only a
/// weak proxy, so it keeps neither the popover nor the tracker alive; ``stop()`` ends it.
@MainActor
final class AnchorTracker {
    private let link: CADisplayLink

    init(popover: PopoverView) {
        link = CADisplayLink(target: DisplayLinkProxy(popover: popover), selector: #selector(DisplayLinkProxy.tick))
        link.add(to: .main, forMode: .common)
    }

    func stop() {
        link.invalidate()
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

/// The display link's target: forwards ticks to the popover it does not own.
@MainActor
private final class DisplayLinkProxy: NSObject {
    weak var popover: PopoverView?

    init(popover: PopoverView) {
        self.popover = popover
    }

    @objc func tick() {
        popover?.setNeedsPlacement()
    }
}
#endif
