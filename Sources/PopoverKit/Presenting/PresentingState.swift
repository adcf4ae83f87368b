#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverCore

/// What ``PopoverView`` and ``PopoverPanel`` keep alike: the settings placement reads, the
/// package's hooks, the session's driver, the running timed dismissal and a hover
/// tooltip's pointer watch. Each popover
/// holds one; the shared extension of ``PlatformPopover`` reads and writes it, and places
/// the popover again when a setting that placement reads changes.
@MainActor
final class PresentingState {
    var contentSize: CGSize
    var style: PopoverStyle
    var options = PlacementOptions()
    /// UIKit's popovers keep 10 pt from the safe area's edges.
    var containerMargin = PopoverInsets.popoverMargin
    var dismissAfter: TimeInterval?
    /// Told each placement as the popover moves there (the SwiftUI modifier's
    /// `onArrowPopoverPlacement`, a book's tip record).
    var onPlacementChange: ((Placement) -> Void)?
    /// The package's own ending hook (a book's tip record), told once per presentation
    /// just before the app's `onDismiss`; the app cannot set it, so its `onDismiss` loses
    /// nothing.
    var onEnded: ((PopoverEnding) -> Void)?
    /// Measures the content for a proposed size (Auto Layout or SwiftUI content): the
    /// request's content size is then `ContentFitting`'s, for the room the content really
    /// gets.
    var contentMeasure: ((CGSize) -> CGSize)?
    let driver = PopoverSessionDriver()
    /// Several settings are changing together (UIKit's `update(style:options:...)` for the
    /// SwiftUI modifier): their own setters do not place; the change places once at its end.
    var placementHeld = false
    /// The running timed dismissal, while up with `dismissAfter`.
    var dismissTimer: DismissTimer? { didSet { oldValue?.stop() } }
    /// A hover tooltip's watch on the pointer over it (and, in UIKit, on taps elsewhere and
    /// Escape), while it follows.
    var tooltipPointer: TooltipPointerWatch? { didSet { oldValue?.stop() } }

    init(contentSize: CGSize, style: PopoverStyle) {
        self.contentSize = contentSize
        self.style = style
    }
}
#endif
