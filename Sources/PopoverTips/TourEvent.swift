import Foundation
import PopoverCore

/// What a tour's driver tells it (see ``Tour``).
///
/// ```swift
/// var tour = try Tour(steps: ["share", "filter"])
/// tour.handle(.start) == [.show(0)]   // true
/// ```
public enum TourEvent: Sendable, Hashable {
    /// Begin at the saved step (the first for a new tour).
    case start
    /// The user asked for the next step.
    case next
    /// The user asked for the step before.
    case back
    /// The user skipped the rest of the tour.
    case skip
    /// The user finished the tour (its last step's button, say).
    case finish
    /// A step's anchor came on screen (`true`) or went away (`false`), whatever was
    /// counted before: for a driver with one anchor per step (UIKit's `TourPresenter`).
    case anchor(step: Int, available: Bool)
    /// One more of a step's anchors is on screen: for a driver whose step can have more
    /// than one (SwiftUI's, where a view's old and new copies overlap in a transition).
    case anchorAppeared(step: Int)
    /// One of a step's anchors left the screen; the step is missing once none is left.
    case anchorDisappeared(step: Int)
}

/// What a tour asks its driver to do, in order.
///
/// ```swift
/// TourEffect.show(1) == .show(1)  // true
/// ```
public enum TourEffect: Sendable, Hashable {
    /// Show this step's tip at its anchor.
    case show(Int)
    /// Take this step's tip away.
    case hide(Int)
    /// The tour ended, and how.
    case ended(TourEnding)
}

/// How a tour ended.
///
/// ```swift
/// TourEnding.skipped.rawValue  // "skipped"
/// ```
public enum TourEnding: String, Sendable, Hashable, Codable {
    /// It ran to its end, or the user finished it.
    case completed
    /// The user skipped the rest.
    case skipped
}

/// What to do with a step whose anchor is not on screen.
///
/// ```swift
/// MissingAnchor.skip.rawValue  // "skip"
/// ```
public enum MissingAnchor: String, Sendable, Hashable, Codable {
    /// Go on past it, the way the user was going.
    case skip
    /// Wait on it, showing nothing, until its anchor comes.
    case wait
}
