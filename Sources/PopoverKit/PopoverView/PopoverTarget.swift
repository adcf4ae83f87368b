#if canImport(UIKit)
import PopoverCore
import UIKit

/// Where a ``PopoverView`` was asked to point: its container, and a fixed rectangle or
/// a view to follow, with the permitted directions in order of preference.
struct PopoverTarget {
    weak var container: UIView?
    /// The rectangle, in the container's coordinates, when no view is followed.
    var anchorRect: CGRect = .zero
    weak var anchorView: UIView?
    /// Presented from a view (followed) rather than a rectangle.
    var followsAnchor = false
    var permittedDirections: [ArrowDirection] = ArrowDirection.arrowed
    /// The layout direction placement uses instead of the container's (SwiftUI's
    /// environment, which may differ from UIKit's); `nil`: the container's.
    var layoutDirection: PopoverLayoutDirection?

    /// Points at a fixed rectangle.
    mutating func point(at rect: CGRect) {
        anchorView = nil
        followsAnchor = false
        anchorRect = rect
    }

    /// Points at a view, followed while it moves.
    mutating func follow(_ anchor: UIView) {
        anchorView = anchor
        followsAnchor = true
    }

    /// The followed anchor's on-screen frame in the container now; `nil` when it cannot
    /// be read (no container, or the anchor is in no window or another one).
    @MainActor
    func followedAnchorFrame() -> CGRect? {
        guard let container, container.window != nil, let anchorView, anchorView.window === container.window else { return nil }
        return AnchorTracker.onScreenFrame(of: anchorView, in: container)
    }

    /// The anchor in the container's coordinates now; `nil` when the container, or a
    /// followed anchor, is in no window.
    @MainActor
    func anchorFrame() -> CGRect? {
        guard let container, container.window != nil else { return nil }
        return followsAnchor ? followedAnchorFrame() : anchorRect
    }
}
#endif
