#if canImport(UIKit)
import UIKit

/// Where a bar button item is, for a popover that points at it.
///
/// iOS 17 added `frame(in:)` to `UIPopoverPresentationControllerSourceItem`, which
/// `UIBarButtonItem` adopts (UIPopoverPresentationControllerSourceItem.h; iOS 16's SDK
/// declares the protocol empty); before it UIKit offers no public way to find an item's
/// view, so on iOS 15 and 16 ``BarItemViewFinder`` looks for it (exactly for an item
/// last touched with its menu attached, else by a heuristic over the window's bars), and
/// an item it does not find fails to place (the popover ends with
/// ``/PopoverCore/PopoverEnding/placementFailed(_:)``). SDKs before iOS 17's do not
/// declare the method at all, hence the check on UIKit's version (iOS 17's is 7000 and up).
enum BarItemFrame {
    /// The item's frame in `container`, `nil` when it cannot be read (an item in no
    /// window, or one ``BarItemViewFinder`` does not find before iOS 17).
    @MainActor
    static func frame(of item: UIBarButtonItem, in container: UIView) -> CGRect? {
        #if canImport(UIKit, _underlyingVersion: 7000)
        if #available(iOS 17, macCatalyst 17, *) {
            // UIKit's overlay gives `nil` for an item it cannot place (no window).
            guard let frame = item.frame(in: container), !frame.isNull, !frame.isInfinite else { return nil }
            return frame
        }
        #endif
        guard let window = container.window, let view = BarItemViewFinder.view(of: item, in: window) else { return nil }
        return AnchorTracker.onScreenFrame(of: view, in: container)
    }
}
#endif
