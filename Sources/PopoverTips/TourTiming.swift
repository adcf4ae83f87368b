import Foundation

/// The times a tour's Apple layer waits, in one place: the scroll that brings a step's
/// anchor into view, how long a tip waits for a scroll whose end it cannot hear of, and
/// when a step whose popover found no room is looked at again.
///
/// ```swift
/// TourTiming.revealScrollDuration(reduceMotion: true)   // 0: no animation
/// TourTiming.revealScrollDuration(reduceMotion: false)  // 0.3
/// ```
package enum TourTiming {
    /// UIKit's scroll that reveals a step's anchor: 0.3 s, as short as a scroll the eye
    /// can follow; none at all under Reduce Motion (the content jumps there).
    package static func revealScrollDuration(reduceMotion: Bool) -> TimeInterval {
        reduceMotion ? 0 : 0.3
    }

    /// SwiftUI's default animation (`Animation.default`, 0.35 s): how long a tip waits for
    /// a `ScrollViewProxy` scroll, whose end SwiftUI reports only from the iOS 17 and
    /// macOS 14 SDKs on.
    package static let defaultScrollAnimation: TimeInterval = 0.35

    /// After a step's popover found no room, its view counts as on screen again this much
    /// later (if it has not disappeared): room may have come back (a rotation, a keyboard
    /// gone), and a tour must not be stuck on a view that is there.
    package static let unplacedRetry: TimeInterval = 1
}
