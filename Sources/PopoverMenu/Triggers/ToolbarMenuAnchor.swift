import Foundation

/// Where a toolbar item's menu points (issue 47), in the order to try: AppKit tells where
/// an item is only through its `view`, which is `nil` for an item whose view AppKit makes
/// (NSToolbarItem.h), so the Apple layer falls back, in ``order``, to the view the click
/// that sent the action landed on (only a click of the moment: ``isRecent(eventTimestamp:now:)``),
/// to the focused view outside the window's content (Full Keyboard Access on the item's
/// button), and at last to the top of the content, below the toolbar.
///
/// ```swift
/// ToolbarMenuAnchor.order.first  // .itemView
/// ToolbarMenuAnchor.isRecent(eventTimestamp: 100, now: 103)  // false: a click of 3 s ago
/// ```
package enum ToolbarMenuAnchor: Sendable, CaseIterable {
    /// The item's own `view`, in a window.
    case itemView
    /// The view outside the window's content that a recent left mouse-up landed on:
    /// AppKit's button for the item.
    case clickedView
    /// The window's first responder, a view outside its content: the item's button
    /// focused with Full Keyboard Access.
    case focusedView
    /// The top of the window's content, below the toolbar (`contentLayoutRect`), centred:
    /// always there (the toolbar's overflow menu, VoiceOver).
    case belowToolbar

    /// The order to try them in: the first the item's window has is the anchor.
    package static let order: [ToolbarMenuAnchor] = [.itemView, .clickedView, .focusedView, .belowToolbar]

    /// How old the application's current event may be, in seconds, and still be the click
    /// that sent the action: older, it is one from before (an action sent from the keyboard
    /// or VoiceOver leaves the last click as the current event).
    package static let recentEventAge: TimeInterval = 0.5

    /// Whether an event stamped `eventTimestamp` is the one of the moment `now` (both in
    /// seconds of the system's uptime, as `NSEvent.timestamp` and
    /// `ProcessInfo.systemUptime` count them): at most ``recentEventAge`` old, and not
    /// from later (a clock it does not share). A number that is not finite never is.
    package static func isRecent(eventTimestamp: TimeInterval, now: TimeInterval) -> Bool {
        let age = now - eventTimestamp
        return age.isFinite && age >= 0 && age <= recentEventAge
    }

    /// The first of ``order`` for which `resolve` gives an anchor; `nil` only if none does.
    package static func first<Anchor>(_ resolve: (ToolbarMenuAnchor) -> Anchor?) -> Anchor? {
        for candidate in order { if let anchor = resolve(candidate) { return anchor } }
        return nil
    }
}
