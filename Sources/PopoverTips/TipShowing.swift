import Foundation
import PopoverCore

/// One showing of a tip, from the moment it is asked for to its end: when it counts as
/// displayed (once it is on screen, not when it is asked for: a tip whose placement
/// fails or that never reaches a window is no display) and which ending the ledger keeps
/// (an action wins over the popover's own ending; a showing that never appeared keeps
/// none; each showing is recorded once).
///
/// ```swift
/// var showing = TipShowing()
/// showing.appeared()                          // true: count a display now
/// showing.actionPerformed()
/// showing.ended(.dismissed(.app))             // .actionPerformed: the action wins
/// ```
public struct TipShowing: Sendable, Hashable {
    /// Whether the tip has been on screen.
    public private(set) var hasAppeared = false
    private var action = false
    private var recorded = false

    /// A showing not yet on screen.
    ///
    /// ```swift
    /// TipShowing().hasAppeared  // false
    /// ```
    public init() {}

    /// The tip is on screen; `true` the first time only, when its display counts.
    ///
    /// ```swift
    /// var showing = TipShowing()
    /// showing.appeared()  // true
    /// showing.appeared()  // false: a showing counts once
    /// ```
    public mutating func appeared() -> Bool {
        defer { hasAppeared = true }
        return !hasAppeared
    }

    /// An action's button was tapped (it then dismisses the tip): the ending to keep,
    /// whatever the popover says.
    ///
    /// ```swift
    /// var showing = TipShowing()
    /// showing.actionPerformed()
    /// ```
    public mutating func actionPerformed() {
        if hasAppeared { action = true }
    }

    /// The tip's popover ended: the ending for the ledger, or `nil` when there is none to
    /// keep (the tip never appeared, or this showing was already recorded).
    ///
    /// ```swift
    /// var showing = TipShowing()
    /// showing.ended(.placementFailed("no room"))   // nil: it never appeared
    /// ```
    public mutating func ended(_ ending: PopoverEnding) -> TipEnding? {
        guard hasAppeared, !recorded else { return nil }
        recorded = true
        return action ? .actionPerformed : TipEnding(ending)
    }
}
