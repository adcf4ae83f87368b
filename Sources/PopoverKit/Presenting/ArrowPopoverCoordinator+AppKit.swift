#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore
import SwiftUI

/// The coordinator's AppKit half: a ``PopoverPanel`` hung from the anchor's window. The
/// modifier's `outsideTap` becomes the panel's behaviour
/// (``/PopoverCore/PopoverBehavior/init(_:)``); a dim is not drawn on the Mac.
extension ArrowPopoverCoordinator {
    func prepareHosting() {
        hosting.sizingOptions = .preferredContentSize
        hosting.view.autoresizingMask = [.width, .height]
    }

    /// The panel's behaviour, then its style and options: placed again once, by the
    /// change, or by new content when nothing else changed.
    func apply(_ settings: ArrowPopoverSettings, extras: ArrowPopoverEnvironment, layoutDirection: PopoverLayoutDirection,
               contentChanged: Bool) {
        popover.behavior = PopoverBehavior(settings.outsideTap)
        let options = settings.options(from: popover.options, showsArrow: settings.showsArrow ?? extras.showsArrow)
        if settings.style != popover.style { popover.style = settings.style }
        if options != popover.options { popover.options = options } else if contentChanged { popover.setNeedsPlacement() }
    }

    /// The panel hangs from the anchor's window: the anchor, while it is in one.
    func container(for anchor: NSView) -> NSView? {
        anchor.window == nil ? nil : anchor
    }

    func present(from anchor: NSView, in container: NSView, animated: Bool) {
        popover.present(from: anchor, preferring: permitted, animated: animated)
    }

    /// The hosting controller is the panel's alone: nothing to let go.
    func releaseHosting() {}

    /// SwiftUI laid the anchor out again (it may have moved inside its window).
    func anchorMoved() {
        DispatchQueue.main.async { [weak self] in self?.popover.setNeedsPlacement() }
    }
}
#endif
