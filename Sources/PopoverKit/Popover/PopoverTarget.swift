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
    /// A bar button item followed instead of a view (`PopoverView.present(from:in:permittedArrowDirections:animated:)` with an item).
    weak var barItem: UIBarButtonItem?
    /// Presented from a view (followed) rather than a rectangle.
    var followsAnchor = false
    var permittedDirections: [ArrowDirection] = ArrowDirection.arrowed
    /// The layout direction placement uses instead of the container's (SwiftUI's
    /// environment, which may differ from UIKit's); `nil`: the container's.
    var layoutDirection: PopoverLayoutDirection?

    /// The whole container is the anchor (``PopoverView/present(centeredIn:animated:)``),
    /// read again as its bounds change.
    var anchorIsContainer = false

    /// Points at a fixed rectangle.
    mutating func point(at rect: CGRect) {
        anchorView = nil
        barItem = nil
        anchorIsContainer = false
        followsAnchor = false
        anchorRect = rect
    }

    /// Takes the container's bounds as the anchor.
    mutating func centre() {
        point(at: .zero)
        anchorIsContainer = true
    }

    /// Points at a view, followed while it moves.
    mutating func follow(_ anchor: UIView) {
        anchorView = anchor
        barItem = nil
        anchorIsContainer = false
        followsAnchor = true
    }

    /// Points at a bar button item, followed while it moves: its own custom view when
    /// it has one, else its frame as UIKit reports it (iOS 17 and later).
    @MainActor
    mutating func follow(_ item: UIBarButtonItem) {
        if let view = item.customView { return follow(view) }
        anchorView = nil
        barItem = item
        anchorIsContainer = false
        followsAnchor = true
    }

    /// The followed anchor's on-screen frame in the container now; `nil` when it cannot
    /// be read (no container, or the anchor is in no window or another one).
    @MainActor
    func followedAnchorFrame() -> CGRect? {
        guard let container, container.window != nil else { return nil }
        if let barItem { return BarItemFrame.frame(of: barItem, in: container) }
        guard let anchorView, anchorView.window === container.window else { return nil }
        return AnchorTracker.onScreenFrame(of: anchorView, in: container)
    }

    /// The anchor in the container's coordinates now; `nil` when the container, or a
    /// followed anchor, is in no window.
    @MainActor
    func anchorFrame() -> CGRect? {
        guard let container, container.window != nil else { return nil }
        if anchorIsContainer { return container.bounds }
        return followsAnchor ? followedAnchorFrame() : anchorRect
    }
}
#endif
