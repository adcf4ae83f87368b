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
}

/// The display link's target: forwards ticks to the popover it does not own.
@MainActor
private final class DisplayLinkProxy: NSObject {
    weak var popover: PopoverView?

    init(popover: PopoverView) {
        self.popover = popover
    }

    @objc func tick() {
        popover?.anchorMayHaveMoved()
    }
}
#endif
