/// Which interactions close a popover on the Mac, in the words of AppKit's
/// `NSPopover.Behavior`. `response(to:)` decides each event; the Mac's panel only
/// reports what happened (its event monitors and window notifications).
///
/// ```swift
/// PopoverBehavior.allCases.count  // 3
/// PopoverBehavior(OutsideTap.dismissAndPassThrough)  // .transient
/// ```
public enum PopoverBehavior: String, Sendable, Hashable, CaseIterable, Codable {
    /// Closes when the user interacts with anything outside it: a click anywhere else (in
    /// another app too) or the app going inactive (`NSPopover.Behavior.transient`).
    case transient
    /// Closes when the user interacts with the window that holds its anchor; a click in
    /// another window or app leaves it up (`NSPopover.Behavior.semitransient`).
    case semitransient
    /// The app closes it; only the Escape key (and VoiceOver's cancel) does too
    /// (`NSPopover.Behavior.applicationDefined`).
    case applicationDefined
}

/// Where a mouse button went down, as seen from one popover panel on the Mac.
///
/// ```swift
/// PanelClickPlace.onAnchor.isOutside  // true
/// ```
public enum PanelClickPlace: Sendable, Hashable, CaseIterable {
    /// On this popover (its outline, arrow included).
    case inPopover
    /// On a popover shown after this one and still up (one opened from its content).
    case inPopoverAbove
    /// On this popover's own anchor.
    case onAnchor
    /// Elsewhere in the window that holds the anchor.
    case inAnchorWindow
    /// In another window of the app (a popover shown before this one included).
    case inOtherWindow
    /// In another app, the Dock or the desktop: seen, but never held back.
    case outsideApp

    /// Whether the click is outside this popover and every popover above it.
    ///
    /// ```swift
    /// PanelClickPlace.inPopoverAbove.isOutside  // false
    /// ```
    public var isOutside: Bool { self != .inPopover && self != .inPopoverAbove }
}

/// What happens around a popover panel on the Mac, as its event monitors and window
/// notifications report it.
///
/// ```swift
/// let click = PanelEvent.mouseDown(.outsideApp)   // seen by a global event monitor
/// click == .mouseDown(.inPopover)  // false
/// ```
public enum PanelEvent: Sendable, Hashable {
    /// A mouse button (left, right or other) went down there.
    case mouseDown(PanelClickPlace)
    /// The Escape key, while this popover is the front-most one.
    case escapeKey
    /// The app stopped being the active app (another app came to the front).
    case appDeactivated
}

extension PopoverBehavior {
    /// What `event` does to a shown popover with this behaviour:
    /// - a click on the popover, or on a popover above it, is theirs;
    /// - a click on its own anchor closes a transient or semitransient popover and goes no
    ///   further, so a button that toggles the popover does not open it again at once;
    /// - any other click that closes it reaches what was clicked too, as on the Mac, so a
    ///   click on another popover's anchor moves from one popover to the other;
    /// - transient closes on every click outside (another app's included) and when the
    ///   app goes inactive; semitransient only on clicks in the anchor's window;
    ///   application-defined on none;
    /// - the Escape key closes every behaviour's popover (it reaches only the front-most).
    ///
    /// ```swift
    /// PopoverBehavior.transient.response(to: .mouseDown(.onAnchor))      // .dismisses(.outsideTap)
    /// PopoverBehavior.applicationDefined.response(to: .escapeKey)       // .dismisses(.escapeKey)
    /// PopoverBehavior.semitransient.response(to: .appDeactivated)       // .passesThrough
    /// ```
    package func response(to event: PanelEvent) -> ContainerTouch {
        switch event {
        case .escapeKey:
            return .dismisses(.escapeKey)
        case .appDeactivated:
            return self == .transient ? .dismisses(.appDeactivated) : .passesThrough
        case let .mouseDown(place):
            guard place.isOutside else { return place == .inPopover ? .onPopover : .passesThrough }
            guard closes(onClickAt: place) else { return .passesThrough }
            return place == .onAnchor ? .dismisses(.outsideTap) : .dismissesAndPassesThrough(.outsideTap)
        }
    }

    /// Whether a click at `place` (outside the popover) closes it.
    private func closes(onClickAt place: PanelClickPlace) -> Bool {
        switch self {
        case .transient: true
        case .semitransient: place == .onAnchor || place == .inAnchorWindow
        case .applicationDefined: false
        }
    }

    /// The behaviour that closes as `outsideTap` says on iOS: one that dismisses is
    /// transient; one that passes through or blocks leaves closing to the app. What the
    /// SwiftUI modifiers' `outsideTap` means on the Mac.
    ///
    /// ```swift
    /// PopoverBehavior(OutsideTap.dismiss)      // .transient
    /// PopoverBehavior(OutsideTap.passThrough)  // .applicationDefined
    /// ```
    public init(_ outsideTap: OutsideTap) {
        self = outsideTap.dismisses ? .transient : .applicationDefined
    }
}
