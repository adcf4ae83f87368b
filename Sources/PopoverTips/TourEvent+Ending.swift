import Foundation
import PopoverCore

extension TourEvent {
    /// What a step's popover ending by itself means to the tour: the user closing it
    /// (a tap outside, Escape, VoiceOver's escape) skips the rest; its anchor leaving the
    /// window, or no room to place it, makes the step's anchor missing. `nil` for the
    /// app's own dismissal (the tour took the step away).
    ///
    /// ```swift
    /// TourEvent(ending: .dismissed(.escapeKey), step: 1)    // .skip
    /// TourEvent(ending: .anchorLeftWindow, step: 1)         // .anchor(step: 1, available: false)
    /// ```
    public init?(ending: PopoverEnding, step: Int) {
        switch ending {
        case .dismissed(.app): return nil
        case .dismissed: self = .skip
        case .anchorLeftWindow, .placementFailed: self = .anchor(step: step, available: false)
        }
    }
}
