import Foundation
import PopoverCore

extension TourEvent {
    /// What a step's popover ending by itself means to the tour: the user closing it
    /// (a tap outside, Escape, VoiceOver's escape) skips the rest; its anchor leaving the
    /// window, or no room to place it, makes the step's anchor missing. `nil` for the
    /// app's own dismissal (the tour took the step away), and for an anchor that left with
    /// its whole screen (`screenLeft`: a push, a tab switch, a cover): the step is paused,
    /// to show again when the screen comes back, not missing (the tour would otherwise
    /// run through every step of a screen no longer there and end as completed).
    ///
    /// ```swift
    /// TourEvent(ending: .dismissed(.escapeKey), step: 1)                   // .skip
    /// TourEvent(ending: .anchorLeftWindow, step: 1)                        // .anchor(step: 1, available: false)
    /// TourEvent(ending: .anchorLeftWindow, step: 1, screenLeft: true)      // nil: paused
    /// ```
    public init?(ending: PopoverEnding, step: Int, screenLeft: Bool = false) {
        switch ending {
        case .dismissed(.app): return nil
        case .dismissed: self = .skip
        case .anchorLeftWindow where screenLeft: return nil
        case .anchorLeftWindow, .placementFailed: self = .anchor(step: step, available: false)
        }
    }
}
