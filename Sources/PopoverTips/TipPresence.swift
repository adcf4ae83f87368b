import Foundation
import PopoverCore

/// When a tip that another system decides on (TipKit) is on screen: it shows while that
/// system says it should display, its anchor is in a window and no showing of it is up.
///
/// The rules:
/// - an ending the other system did not see (the anchor left the window, no room to place
///   it, the app took it away, its time ran out) does not end the tip: it comes back when
///   its anchor comes back into a window, or when the system says anew that it should
///   display (after saying it should not);
/// - the user closing it ends it with ``TipInvalidation/tipClosed``, its action with
///   ``TipInvalidation/actionPerformed`` (the ending of a ``TipShowing``: only once it
///   appeared, an action winning over the dismissal it causes); it then stays away
///   until the system says anew that it should display;
/// - the system saying it should not display, or the anchor leaving its window, takes a
///   shown tip away.
///
/// ```swift
/// var presence = TipPresence()
/// presence.handle(.shouldDisplay(true))            // nil: the anchor is not in a window
/// presence.handle(.anchorEnteredWindow)            // .present
/// presence.handle(.appeared)                       // nil
/// presence.handle(.ended(.anchorLeftWindow))       // nil: a push took the anchor away
/// presence.handle(.anchorEnteredWindow)            // .present: the pop brought it back
/// ```
public struct TipPresence: Sendable, Hashable {
    /// What the driver tells it.
    public enum Event: Sendable, Hashable {
        /// The other system says the tip should display (`true`) or not.
        case shouldDisplay(Bool)
        /// The anchor joined a window.
        case anchorEnteredWindow
        /// The anchor left its window.
        case anchorLeftWindow
        /// The tip asked for by ``Directive/present`` is on screen.
        case appeared
        /// The user used the tip's action (it then dismisses itself).
        case actionPerformed
        /// The tip's popover ended, and how.
        case ended(PopoverEnding)
    }

    /// What the driver must do.
    public enum Directive: Sendable, Hashable {
        /// Present the tip at its anchor.
        case present
        /// Take the shown tip away.
        case dismiss
        /// Tell the other system the tip is over for good: ``TipInvalidation/tipClosed``
        /// or ``TipInvalidation/actionPerformed``.
        case invalidate(TipInvalidation)
    }

    /// Whether the other system last said the tip should display.
    public private(set) var shouldDisplay = false
    /// Whether the anchor is in a window.
    public private(set) var anchorInWindow = false
    /// The tip asked for and not yet ended.
    private var showing: TipShowing?
    /// An ending kept it from coming back until a new chance (the anchor back, the system's
    /// word anew).
    private var heldBack = false

    /// Nothing said yet: the system has not spoken and the anchor is in no window.
    ///
    /// ```swift
    /// TipPresence().isShowing  // false
    /// ```
    public init() {}

    /// Whether a tip is asked for and not yet ended.
    ///
    /// ```swift
    /// var presence = TipPresence()
    /// _ = presence.handle(.anchorEnteredWindow)
    /// _ = presence.handle(.shouldDisplay(true))
    /// presence.isShowing  // true
    /// ```
    public var isShowing: Bool { showing != nil }

    /// Takes an event and returns what the driver must do, if anything.
    ///
    /// ```swift
    /// var presence = TipPresence()
    /// _ = presence.handle(.anchorEnteredWindow)
    /// _ = presence.handle(.shouldDisplay(true))
    /// _ = presence.handle(.appeared)
    /// presence.handle(.ended(.dismissed(.outsideTap)))   // .invalidate(.tipClosed)
    /// ```
    public mutating func handle(_ event: Event) -> Directive? {
        switch event {
        case let .shouldDisplay(display):
            if display, !shouldDisplay { heldBack = false }
            shouldDisplay = display
            return display ? presentIfDue() : dismissIfShowing()
        case .anchorEnteredWindow:
            anchorInWindow = true
            heldBack = false
            return presentIfDue()
        case .anchorLeftWindow:
            anchorInWindow = false
            return dismissIfShowing()
        case .appeared:
            _ = showing?.appeared()
            return nil
        case .actionPerformed:
            showing?.actionPerformed()
            return nil
        case let .ended(ending):
            guard var ended = showing else { return nil }
            showing = nil
            heldBack = true
            guard let invalidation = ended.ended(ending)?.invalidation else { return nil }
            // Over for good: only the system's word anew brings it back.
            shouldDisplay = false
            return .invalidate(invalidation)
        }
    }

    private mutating func presentIfDue() -> Directive? {
        guard shouldDisplay, anchorInWindow, showing == nil, !heldBack else { return nil }
        showing = TipShowing()
        return .present
    }

    private func dismissIfShowing() -> Directive? {
        showing == nil ? nil : .dismiss
    }
}
