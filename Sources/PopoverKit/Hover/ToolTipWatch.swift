#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// What a ``ToolTipWatch`` tells of the pointer and a finger on its view: a whole view's
/// tooltip (``ToolTipTarget``), or the view's regions' (``ToolTipRegions``).
@MainActor
protocol ToolTipWatching: AnyObject {
    /// The pointer came onto the view: `pointer` in the driver's space (screen points on
    /// the Mac, window points in UIKit), `location` in the view's coordinates.
    func pointerEntered(at pointer: CGPoint, location: CGPoint)
    /// The pointer moved on the view.
    func pointerMoved(to pointer: CGPoint, location: CGPoint)
    /// The pointer left the view.
    func pointerExited()
    /// A finger touched the view at `location` (it may become a long press).
    func touchBegan(at location: CGPoint)
}

/// The pointer and fingers on a view, for its tooltips: its platform half watches (hover,
/// touch and press recognizers in UIKit, a tracking area on the Mac), tells its owner
/// where the pointer and a finger are, and tells the driver a finger's lift and a
/// pointer's press.
@MainActor
final class ToolTipWatch: NSObject {
    weak var owner: ToolTipWatching?
    /// The view watched.
    private(set) weak var view: PlatformView?
    /// Undoes what the platform half started watching.
    var stop: () -> Void = {}

    /// Starts watching `view` for `owner`, until ``stop``.
    init(_ view: PlatformView, owner: ToolTipWatching) {
        self.owner = owner
        self.view = view
        super.init()
        start(view)
    }

    /// Whether `view` or a view around it has a tooltip, of its own or in a region: its
    /// own watch reports a touch on it.
    static func isWatched(_ view: PlatformView) -> Bool {
        ToolTipTarget.holding(view) != nil || sequence(first: view, next: \.superview).contains { ToolTipRegions.watching($0) != nil }
    }
}
#endif
